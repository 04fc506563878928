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
import { stepMetaOf, useMachineRouteSync } from '../../ui/booking/use-machine-route-sync';
import { WizardFrame } from '../../ui/booking/wizard-frame';
import '../../ui/booking/booking.css';
import { privateBookingMachine, type PrivateBookingMachine } from '../../../machines/private-booking.machine';
import { priceOf } from '../../../machines/shared/booking-rules';
import { stepRoutesOf } from '../../../machines/shared/step-routes';
import { privateBookingActors } from './actors';
import { errorText } from './error-text';
import type { PrivateBookingSnapshot, StepProps } from './flow-context';
import './private-booking.css';

export const BASE_PATH = '/privat-buchung';
const ROUTES = stepRoutesOf(privateBookingMachine);
const STEP_IDS = ROUTES.map((r) => r.id);
type StepId = 'tarifAuswahl' | 'reiseDetails' | 'kreditkarteZahlung' | 'zusammenfassung' | 'status';

/** Each step is a chunk of its own (route chunk budget); all are fetched once the flow runs. */
const STEPS = {
  tarifAuswahl: lazyStep<StepProps>(() => import('./tariff-step').then((m) => m.TariffStep)),
  reiseDetails: lazyStep<StepProps>(() => import('./trip-details-step').then((m) => m.TripDetailsStep)),
  kreditkarteZahlung: lazyStep<StepProps>(() => import('./payment-type-step').then((m) => m.PaymentTypeStep)),
  zusammenfassung: lazyStep<StepProps>(() => import('./summary-step').then((m) => m.SummaryStep)),
  status: lazyStep<StepProps>(() => import('./status-step').then((m) => m.StatusStep)),
} satisfies Record<StepId, unknown>;

/** The flow machine with the real effects: src/api actors, sessionStorage, payment hand-off. */
export function createPrivateBookingMachine(actors: Partial<typeof privateBookingActors> = {}): PrivateBookingMachine {
  return privateBookingMachine.provide({
    actors: { ...privateBookingActors, ...actors },
    actions: {
      persistBooking: (_, { booking }) => bookingStore.write(booking),
      handOffToPayment: (_, { booking }) => {
        const { id, voucher } = booking.buchungStamm;
        if (id === null || !voucher) return;
        paymentStore.write({ flow: 'privat', buchungId: id, voucher, token: null, redirectUrl: null, expiration: null });
      },
    },
  });
}

function currentStep(snapshot: PrivateBookingSnapshot): StepId {
  const path = stepMetaOf(snapshot).path;
  return (ROUTES.find((r) => r.path === path)?.id ?? 'tarifAuswahl') as StepId;
}

function phaseOf(snapshot: PrivateBookingSnapshot, step: StepId): 'loading' | 'failure' | 'ready' {
  const value = (snapshot.value as Record<string, string>)[step];
  if (value === 'loading' || value === 'checking' || value === 'refreshing') return 'loading';
  if (value === 'failure') return 'failure';
  return 'ready';
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
  machine?: PrivateBookingMachine;
}

export function Flow({ initial, machine: given }: FlowProps) {
  const { t } = useTranslation();
  const machine = useMemo(() => given ?? createPrivateBookingMachine(), [given]);
  const actorRef = useActorRef(machine, { input: { booking: initial } });
  const synced = useMachineRouteSync(actorRef, BASE_PATH, ROUTES);
  const snapshot = useSelector(actorRef, (s) => s);
  const step = currentStep(snapshot);
  const index = STEP_IDS.indexOf(step);
  const title = t(`privateBooking.steps.${step}`);
  usePageTitle(title);

  // Entering the wizard and every new step move focus to the step's heading, so keyboard and
  // screen-reader users start at the top of the new content.
  const heading = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef<StepId | null>(null);
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
  const phase = phaseOf(snapshot, step);
  const price = priceOf(booking, options?.prices ?? [], options?.extras ?? []);
  const tariffName = options?.transferTypes.find((type) => type.id === booking.transferArtId)?.name ?? null;
  const showTotal = step !== 'status' && options !== null;
  const Step = STEPS[step].Component;
  const send = actorRef.send as StepProps['send'];
  const hasBack = step !== 'tarifAuswahl' && step !== 'status' && snapshot.can({ type: 'user.back' });

  return (
    <WizardFrame
      title={title}
      headingRef={heading}
      steps={STEP_IDS.map((id) => t(`privateBooking.steps.${id}`))}
      current={index}
      body={{
        phase,
        errorMessage: errorText(t, error, 'common.status.loadFailed'),
        onRetry: () => actorRef.send({ type: 'user.retry' }),
        ...(hasBack ? { onBack: () => actorRef.send({ type: 'user.back' }) } : {}),
      }}
      total={showTotal ? { tariffName, ...price } : null}
    >
      <Step snapshot={snapshot} send={send} />
    </WizardFrame>
  );
}
