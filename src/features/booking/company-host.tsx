import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { Booking } from '../../domain/booking';
import type { CompanySession } from '../../domain/company';
import { ENTRY_STEPS } from '../../domain/company-capabilities';
import { bookingStore, languageStore, paymentStore } from '../../session';
// Straight from the files, not the ui/booking index, which would pull every step's pieces in.
import { lazyStep } from '../../ui/booking/lazy-step';
import { stepMetaOf, useMachineRouteSync } from './ui/use-machine-route-sync';
import { WizardFrame } from './ui/wizard-frame';
import './ui/booking.css';
import { usePageTitle } from '../../ui/use-page-title';
import {
  bookingMachine,
  newCompanyDraft,
  stepsOf,
  type BookingMachine,
} from '../../../machines/booking.machine';
import { priceOf } from '../../../machines/shared/booking-rules';
import { stepRoutesOf } from '../../../machines/shared/step-routes';
import { describeFailure } from '../../ui/describe-failure';
import { companyBookingActors } from './actors';
import type { CompanyBookingSnapshot, StepId, StepProps } from './company-step-props';
import { PassengerPickerSlot, type PassengerPicker } from './passenger-picker-slot';

export const BASE_PATH = '/buchung';
const ROUTES = stepRoutesOf(bookingMachine);

/** Each step is a chunk of its own (route chunk budget); all are fetched once the flow runs. */
const STEPS: Record<StepId, ReturnType<typeof lazyStep<StepProps>>> = {
  neuerAuftrag: lazyStep(() => import('./steps/passenger-step').then((m) => m.PassengerStep)),
  reiseziel: lazyStep(() => import('./steps/destination-step').then((m) => m.DestinationStep)),
  mtuTarifauswahl: lazyStep(() => import('./steps/mtu-tariff-step').then((m) => m.MtuTariffStep)),
  tarifAuswahl: lazyStep(() => import('./steps/company-tariff-step').then((m) => m.TariffStep)),
  reiseDetails: lazyStep(() =>
    import('./steps/company-trip-details-step').then((m) => m.TripDetailsStep),
  ),
  kreditkarteZahlung: lazyStep(() =>
    import('./steps/company-payment-type-step').then((m) => m.PaymentStep),
  ),
  zusammenfassung: lazyStep(() =>
    import('./steps/company-summary-step').then((m) => m.SummaryStep),
  ),
  status: lazyStep(() => import('./steps/company-status-step').then((m) => m.StatusStep)),
};

/** The flow machine with the real effects: src/api actors, sessionStorage, payment hand-off. */
export function createCompanyBookingMachine(): BookingMachine {
  return bookingMachine.provide({
    actors: companyBookingActors,
    actions: {
      persistBooking: (_, { booking }) => bookingStore.write(booking),
      handOffToPayment: (_, { booking }) => {
        const { id, voucher } = booking.buchungStamm;
        if (id === null || !voucher) return;
        paymentStore.write({
          flow: 'firma',
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

/**
 * The draft to start with: the stored one when it belongs to this company (reload, back from
 * /zahlung, edit by external id), a fresh one when there is none, it is another company's, or a
 * finished booking meets an entry URL (a new order).
 */
export function initialDraft(
  company: CompanySession | null,
  stored: Booking | null,
  segment: string,
): Booking {
  const language = languageStore.read();
  if (!stored) return newCompanyDraft(company, language);
  if (company && stored.buchungStamm.firmenId !== company.firmenId)
    return newCompanyDraft(company, language);
  const atEntry = segment === '' || (ENTRY_STEPS as readonly string[]).includes(segment);
  if (company && atEntry && stored.buchungStamm.voucher) return newCompanyDraft(company, language);
  return stored;
}

function currentStep(snapshot: CompanyBookingSnapshot): StepId | null {
  const path = stepMetaOf(snapshot).path;
  return (ROUTES.find((r) => r.path === path)?.id as StepId | undefined) ?? null;
}

/** Tab 0 of the company area: hosts the company booking machine and shows its current step. */
export function CompanyBookingFlow({
  company,
  passengerPicker,
  machine: given,
}: {
  company: CompanySession | null;
  /** The company's customer list and form for the passenger step (handed over by the app). */
  passengerPicker: PassengerPicker;
  machine?: BookingMachine;
}) {
  const { pathname, state } = useLocation();
  const [initial] = useState(() =>
    initialDraft(company, bookingStore.read(), pathname.split('/')[2] ?? ''),
  );
  const machine = useMemo(() => given ?? createCompanyBookingMachine(), [given]);
  const actorRef = useActorRef(machine, {
    input: { customer: 'company', booking: initial, company },
  });
  useMachineRouteSync(actorRef, BASE_PATH, ROUTES);
  const snapshot = useSelector(actorRef, (s) => s);
  const { t } = useTranslation();

  // The booking tab asks for a new order (link state) while a finished booking is shown.
  const newOrder = (state as { newOrder?: number } | null)?.newOrder;
  const seenOrder = useRef(newOrder);
  useEffect(() => {
    if (
      newOrder !== undefined &&
      newOrder !== seenOrder.current &&
      snapshot.context.booking.buchungStamm.voucher
    ) {
      actorRef.send({ type: 'user.newBooking' });
    }
    seenOrder.current = newOrder;
  }, [newOrder, actorRef, snapshot.context.booking.buchungStamm.voucher]);

  const step = currentStep(snapshot);
  const title = step ? t(`company.steps.${step}`) : t('company.wizard.noCompanyTitle');
  usePageTitle(title);
  const heading = useRef<HTMLHeadingElement>(null);
  const firstStep = useRef(step);
  useEffect(() => {
    for (const lazy of [...Object.values(STEPS), passengerPicker]) void lazy.preload();
  }, [passengerPicker]);
  useEffect(() => {
    if (step !== firstStep.current) {
      firstStep.current = null;
      heading.current?.focus();
    }
  }, [step]);

  if (!step) {
    return (
      <div className="booking-flow">
        <h1>{title}</h1>
        <p role="alert">{t('company.wizard.noCompany')}</p>
      </div>
    );
  }

  const { booking, options, error } = snapshot.context;
  const steps = stepsOf(snapshot.context);
  const index = Math.max(0, steps.indexOf(step));
  const price = priceOf(booking, options?.prices ?? [], options?.extras ?? []);
  const tariffName =
    options?.transferTypes.find((type) => type.id === booking.transferArtId)?.name ?? null;
  const showTotal = step !== 'status' && options !== null && booking.transferArtId !== null;
  const Step = STEPS[step].Component;
  const send = actorRef.send as StepProps['send'];
  const canBack = snapshot.can({ type: 'user.back' });

  return (
    <PassengerPickerSlot.Provider value={passengerPicker}>
      <WizardFrame
        title={title}
        headingRef={heading}
        className="company-flow"
        steps={steps.map((id) => t(`company.steps.${id}`))}
        current={index}
        body={{
          phase: snapshot.hasTag('loading')
            ? 'loading'
            : snapshot.hasTag('failure')
              ? 'failure'
              : 'ready',
          errorMessage: t(describeFailure(error).key),
          onRetry: () => actorRef.send({ type: 'user.retry' }),
          ...(canBack ? { onBack: () => actorRef.send({ type: 'user.back' }) } : {}),
        }}
        total={showTotal ? { tariffName, ...price } : null}
      >
        <Step
          key={`${step}-${booking.buchungStamm.voucher ?? 'neu'}`}
          snapshot={snapshot}
          send={send}
          company={company}
        />
      </WizardFrame>
    </PassengerPickerSlot.Provider>
  );
}
