import { useEffect, useMemo, useRef, useState } from 'react';
import { Navigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useActorRef, useSelector } from '@xstate/react';
import { bookingStore, paymentStore } from '../../session';
import type { Booking } from '../../domain/booking';
import { usePageTitle } from '../../ui/use-page-title';
import { LoadingIndicator } from '../../ui/loading-indicator';
// Straight from the files, not the ui/booking index: that would pull every step's pieces
// (forms, status view) into this route chunk, which only hosts the machine and the frame.
import { lazyStep } from '../../ui/booking/lazy-step';
import { stepMetaOf, useMachineRouteSync } from './ui/use-machine-route-sync';
import { WizardFrame } from './ui/wizard-frame';
import './ui/booking.css';
import {
  bookingMachine,
  stepsOf,
  type BookingMachine,
  type StepId,
} from '../../../machines/booking.machine';
import { priceOf } from '../../../machines/shared/booking-rules';
import { stepRoutesOf } from '../../../machines/shared/step-routes';
import { privateBookingActors } from './private-actors';
import { describeFailure } from '../../ui/describe-failure';
import type { PrivateBookingSnapshot, StepProps } from './step-props';
import './steps/booking-step.css';

export const BASE_PATH = '/privat-buchung';
const ROUTES = stepRoutesOf(bookingMachine);
type PrivateStepId = Extract<
  StepId,
  'tarifAuswahl' | 'reiseDetails' | 'kreditkarteZahlung' | 'zusammenfassung' | 'status'
>;

/** Each step is a chunk of its own (route chunk budget); all are fetched once the flow runs. */
const STEPS = {
  tarifAuswahl: lazyStep<StepProps>(() => import('./steps/tariff-step').then((m) => m.TariffStep)),
  reiseDetails: lazyStep<StepProps>(() =>
    import('./steps/trip-details-step').then((m) => m.TripDetailsStep),
  ),
  kreditkarteZahlung: lazyStep<StepProps>(() =>
    import('./steps/payment-type-step').then((m) => m.PaymentTypeStep),
  ),
  zusammenfassung: lazyStep<StepProps>(() =>
    import('./steps/summary-step').then((m) => m.SummaryStep),
  ),
  status: lazyStep<StepProps>(() => import('./steps/status-step').then((m) => m.StatusStep)),
} satisfies Record<PrivateStepId, unknown>;

/** The flow machine with the real effects: src/api actors, sessionStorage, payment hand-off. */
export function createPrivateBookingMachine(
  actors: Partial<typeof privateBookingActors> = {},
): BookingMachine {
  return bookingMachine.provide({
    actors: { ...privateBookingActors, ...actors },
    actions: {
      persistBooking: (_, { booking }) => bookingStore.write(booking),
      handOffToPayment: (_, { booking }) => {
        const { id, voucher } = booking.buchungStamm;
        if (id === null || !voucher) return;
        paymentStore.write({
          flow: 'privat',
          buchungId: id,
          voucher,
          token: null,
          redirectUrl: null,
          expiration: null,
        });
      },
    },
  });
}

function currentStep(snapshot: PrivateBookingSnapshot): PrivateStepId {
  const path = stepMetaOf(snapshot).path;
  return (ROUTES.find((r) => r.path === path)?.id ?? 'tarifAuswahl') as PrivateStepId;
}

/** /privat-buchung/*: hosts the wizard's machine and shows its current step. */
export function PrivateBookingFlow() {
  const [initial] = useState(() => bookingStore.read());
  if (!initial) return <Navigate to="/start" replace />;
  return <Flow initial={initial} />;
}

export interface FlowProps {
  initial: Booking;
  /** Tests pass a machine with fake actors; the app uses the real one. */
  machine?: BookingMachine;
}

export function Flow({ initial, machine: given }: FlowProps) {
  const { t } = useTranslation();
  const machine = useMemo(() => given ?? createPrivateBookingMachine(), [given]);
  const actorRef = useActorRef(machine, { input: { customer: 'private', booking: initial } });
  const synced = useMachineRouteSync(actorRef, BASE_PATH, ROUTES);
  const snapshot = useSelector(actorRef, (s) => s);
  const step = currentStep(snapshot);
  const title = t(`privateBooking.steps.${step}`);
  usePageTitle(title);

  // Entering the wizard and every new step move focus to the step's heading, so keyboard and
  // screen-reader users start at the top of the new content.
  const heading = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef<PrivateStepId | null>(null);
  useEffect(() => {
    for (const step of Object.values(STEPS)) void step.preload();
  }, []);
  useEffect(() => {
    if (!synced || shownStep.current === step) return;
    heading.current?.focus();
    shownStep.current = step;
  }, [step, synced]);
  if (!synced) return <LoadingIndicator />;

  const { booking, options, error } = snapshot.context;
  const steps = stepsOf(snapshot.context);
  const price = priceOf(booking, options?.prices ?? [], options?.extras ?? []);
  const tariffName =
    options?.transferTypes.find((type) => type.id === booking.transferArtId)?.name ?? null;
  const showTotal = step !== 'status' && options !== null;
  const Step = STEPS[step].Component;
  const send = actorRef.send as StepProps['send'];
  const hasBack =
    step !== 'tarifAuswahl' && step !== 'status' && snapshot.can({ type: 'user.back' });

  return (
    <WizardFrame
      title={title}
      headingRef={heading}
      steps={steps.map((id) => t(`privateBooking.steps.${id}`))}
      current={steps.indexOf(step)}
      body={{
        phase: snapshot.hasTag('loading')
          ? 'loading'
          : snapshot.hasTag('failure')
            ? 'failure'
            : 'ready',
        errorMessage: t(describeFailure(error).key),
        onRetry: () => actorRef.send({ type: 'user.retry' }),
        ...(hasBack ? { onBack: () => actorRef.send({ type: 'user.back' }) } : {}),
      }}
      total={showTotal ? { tariffName, ...price } : null}
    >
      <Step snapshot={snapshot} send={send} />
    </WizardFrame>
  );
}
