import { useActorRef, useSelector } from '@xstate/react';
import {
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
  type Ref,
} from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { Navigate, useLocation } from 'react-router';
import { apiCalls } from '../../api/calls-in-flight';
import { createBooking, formatPlzOrt, type Booking } from '../../domain/booking';
import { BLANK_RIDE_REQUEST } from '../../domain/blank-ride-request';
import type { CompanySession } from '../../domain/company';
import { ENTRY_STEPS } from '../../domain/company-capabilities';
import { bookingStore, languageStore, paymentStore } from '../../session';
import { describeFailure } from '../../ui/describe-failure';
import { LoadingIndicator } from '../../ui/loading-indicator';
// Straight from the file, not the ui/booking index, which other features' pieces would join.
import { lazyStep } from '../../ui/booking/lazy-step';
import { usePageTitle } from '../../ui/use-page-title';
import { whenIdle } from '../../ui/when-idle';
import {
  bookingMachine,
  newCompanyDraft,
  stepsOf,
  type BookingInput,
  type BookingMachine,
  type Customer,
  type StepId,
} from '../../../machines/booking.machine';
import { priceOf } from '../../../machines/shared/booking-rules';
import { stepRoutesOf } from '../../../machines/shared/step-routes';
import { bookingActors } from './actors';
import { PassengerPickerSlot, type PassengerPicker } from './passenger-picker-slot';
import type { BookingSnapshot, StepProps } from './step-props';
import { PriceChangeNotice, usePriceChangeNotice } from './ui/price-change-notice';
import type { PriceTotalProps } from './ui/price-total';
import { TripRequestSummary } from './ui/trip-request-summary';
import { previewedBooking, samePreview, type TripPreview } from './ui/trip-preview';
import { stepMetaOf, useMachineRouteSync } from './ui/use-machine-route-sync';
import { WizardFrame } from './ui/wizard-frame';
import { wizardBase } from './wizard-base';
import './ui/booking.css';
import './steps/booking-step.css';

const ROUTES = stepRoutesOf(bookingMachine);

/** Each step is a chunk of its own (route chunk budget); all are fetched once the wizard runs. */
const STEPS: Record<StepId, ReturnType<typeof lazyStep<StepProps>>> = {
  neuerAuftrag: lazyStep(() => import('./steps/passenger-step').then((m) => m.PassengerStep)),
  reiseziel: lazyStep(() => import('./steps/destination-step').then((m) => m.DestinationStep)),
  mtuTarifauswahl: lazyStep(() => import('./steps/mtu-tariff-step').then((m) => m.MtuTariffStep)),
  tarifAuswahl: lazyStep(() => import('./steps/tariff-step').then((m) => m.TariffStep)),
  reiseDetails: lazyStep(() => import('./steps/trip-details-step').then((m) => m.TripDetailsStep)),
  kreditkarteZahlung: lazyStep(() =>
    import('./steps/payment-type-step').then((m) => m.PaymentTypeStep),
  ),
  zusammenfassung: lazyStep(() => import('./steps/summary-step').then((m) => m.SummaryStep)),
  status: lazyStep(() => import('./steps/status-step').then((m) => m.StatusStep)),
};

const requestLead = (customer: Customer, booking: Booking | null) => (
  <TripRequestSummary customer={customer} booking={booking} />
);

/**
 * What a step shows from the draft alone, above its body (WizardFrame's lead): on screen at once,
 * while the step's lists and code still load. Without the draft (the prerendered frame) it holds
 * the lead's place, so the body below does not move when the draft's text comes in.
 */
const LEADS: Partial<Record<StepId, (customer: Customer, booking: Booking | null) => ReactNode>> = {
  tarifAuswahl: requestLead,
  reiseDetails: requestLead,
};

/**
 * Steps whose form is drawn before the step's lists come: the trip details can be typed while
 * the salutations load (they fill the select, and "Next" waits for them). The others show what
 * the lists hold (prices, payment types) and wait.
 */
const DRAWN_BEFORE_LISTS: ReadonlySet<StepId> = new Set(['reiseDetails']);

/** The total's place while the prices load. */
const PENDING_TOTAL: PriceTotalProps = {
  tariffName: null,
  legCent: null,
  legs: 1,
  extrasCent: 0,
  totalCent: null,
  pending: true,
};

/** What differs between the two wizards besides the machine's input. */
const WIZARDS = {
  private: {
    texts: 'privateBooking',
    paymentFlow: 'privat',
    className: undefined,
    // The private wizard is the page: entering it moves focus to the step's heading too.
    focusOnEntry: true,
  },
  company: {
    texts: 'company',
    paymentFlow: 'firma',
    className: 'company-flow',
    // Inside the company area the header and tabs come first; only a new step takes focus.
    focusOnEntry: false,
  },
} as const satisfies Record<Customer, unknown>;

/** The booking machine with the real effects: src/api actors, sessionStorage, payment hand-off. */
function createBookingMachine(customer: Customer): BookingMachine {
  return bookingMachine.provide({
    actors: bookingActors,
    actions: {
      persistBooking: (_, { booking }) => bookingStore.write(booking),
      handOffToPayment: (_, { booking }) => {
        const { id, voucher } = booking.buchungStamm;
        if (id === null || !voucher) return;
        paymentStore.write({
          flow: WIZARDS[customer].paymentFlow,
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
 * The draft in the page's language: the booking's e-mails go out in the language it was booked
 * in, also when the visitor switched languages (a reload) after the start page's form.
 */
function inPageLanguage(booking: Booking): Booking {
  const sprach = languageStore.read();
  if (booking.buchungStamm.sprach === sprach) return booking;
  return { ...booking, buchungStamm: { ...booking.buchungStamm, sprach } };
}

/** /privat-buchung/*: the stored draft the start page's form made, or back to the start page. */
export function PrivateBookingFlow() {
  const [initial] = useState(() => {
    const stored = bookingStore.read();
    return stored && inPageLanguage(stored);
  });
  if (!initial) return <Navigate to="/start" replace />;
  return <BookingHost input={{ customer: 'private', booking: initial }} />;
}

/**
 * The company draft to start with: the stored one when it belongs to this company (reload, back
 * from /zahlung, edit by external id), a fresh one when there is none, it is another company's,
 * or a finished booking meets an entry URL (a new order).
 */
function initialDraft(
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
  return inPageLanguage(stored);
}

/** Tab 0 of the company area (/buchung/<step>): the company's booking wizard. */
export function CompanyBookingFlow({
  company,
  passengerPicker,
}: {
  company: CompanySession | null;
  /** The company's customer list and form for the passenger step (handed over by the app). */
  passengerPicker: PassengerPicker;
}) {
  const { pathname } = useLocation();
  const [initial] = useState(() =>
    initialDraft(company, bookingStore.read(), pathname.split('/')[2] ?? ''),
  );
  return (
    <PassengerPickerSlot.Provider value={passengerPicker}>
      <BookingHost input={{ customer: 'company', booking: initial, company }} />
    </PassengerPickerSlot.Provider>
  );
}

function currentStep(snapshot: BookingSnapshot): StepId | null {
  const path = stepMetaOf(snapshot).path;
  return (ROUTES.find((r) => r.path === path)?.id as StepId | undefined) ?? null;
}

/** The step a wizard URL names, if any. */
function stepAt(pathname: string, customer: Customer): StepId | null {
  const segment = pathname.slice(wizardBase(customer).length).replace(/^\/+|\/+$/g, '');
  return (ROUTES.find((r) => r.path === segment)?.id as StepId | undefined) ?? null;
}

/** A private visitor's steps until the lists are in (the payment step can only drop out then). */
const PRIVATE_STEPS = stepsOf({
  customer: 'private',
  capabilities: null,
  options: null,
  paymentTypes: null,
  mtuTariffs: null,
  mtuTariffId: null,
  booking: createBooking({ ...BLANK_RIDE_REQUEST, language: 'de' }),
});

type Wizard = (typeof WIZARDS)[Customer];

/** Title and progress of `step` among `steps`, translated, for the wizard's frame. */
function frameTexts(
  t: TFunction,
  wizard: Wizard,
  step: StepId,
  steps: StepId[],
  stepsPending = false,
) {
  return {
    title: t(`${wizard.texts}.steps.${step}`),
    steps: steps.map((id) => t(`${wizard.texts}.steps.${id}`)),
    current: Math.max(0, steps.indexOf(step)),
    stepsPending,
  };
}

/**
 * A step before its lists and code are in: its frame around a loading body. An element, not a
 * component of its own, so the wizard's frame that follows it is the same component and the
 * heading on screen stays (it takes over the prerendered frame in place).
 */
function loadingFrame(
  t: TFunction,
  wizard: Wizard,
  step: StepId,
  steps: StepId[],
  headingRef: Ref<HTMLHeadingElement>,
  lead: ReactNode,
  stepsPending = false,
) {
  return (
    <WizardFrame
      {...frameTexts(t, wizard, step, steps, stepsPending)}
      headingRef={headingRef}
      className={wizard.className}
      body={{ phase: 'loading' }}
      lead={lead}
      total={DRAWN_BEFORE_LISTS.has(step) ? PENDING_TOTAL : null}
    >
      {null}
    </WizardFrame>
  );
}

/**
 * A private step's URL before its guard has run: the router's fallback, which the prerender
 * writes into each step's page (scripts/prerender.ts). The wizard shows the same until its
 * machine has taken the URL, so the page painted first stays until the step itself is ready.
 */
export function PrivateStepShell() {
  const { t } = useTranslation();
  const step = stepAt(useLocation().pathname, 'private');
  const heading = useRef<HTMLHeadingElement>(null);
  usePageTitle(step ? t(`${WIZARDS.private.texts}.steps.${step}`) : undefined);
  if (!step) return <LoadingIndicator />;
  const lead = LEADS[step]?.('private', null);
  return loadingFrame(t, WIZARDS.private, step, PRIVATE_STEPS, heading, lead);
}

/** Runs the booking machine for a private customer or a company and shows its current step. */
function BookingHost({ input }: { input: BookingInput }) {
  const { t } = useTranslation();
  const { state, pathname } = useLocation();
  const wizard = WIZARDS[input.customer];
  const machine = useMemo(() => createBookingMachine(input.customer), [input.customer]);
  const actorRef = useActorRef(machine, { input });
  const synced = useMachineRouteSync(actorRef, wizardBase(input.customer), ROUTES);
  const snapshot = useSelector(actorRef, (s) => s);
  const step = currentStep(snapshot);
  const title = step ? t(`${wizard.texts}.steps.${step}`) : t('company.wizard.noCompanyTitle');
  usePageTitle(title);

  // The company area's booking tab asks for a new order (link state) while a finished booking
  // is shown.
  const newOrder = (state as { newOrder?: number } | null)?.newOrder;
  const seenOrder = useRef(newOrder);
  const voucher = snapshot.context.booking.buchungStamm.voucher;
  useEffect(() => {
    if (newOrder !== undefined && newOrder !== seenOrder.current && voucher) {
      actorRef.send({ type: 'user.newBooking' });
    }
    seenOrder.current = newOrder;
  }, [newOrder, actorRef, voucher]);

  // A new step moves focus to its heading, so keyboard and screen-reader users start at the top
  // of the new content.
  const heading = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef<StepId | null | undefined>(wizard.focusOnEntry ? undefined : step);
  const { booking, options, error } = snapshot.context;
  // The trip details as typed and not sent, for the total and the request on this step only.
  const [trip, setTrip] = useState<{ step: StepId; preview: TripPreview } | null>(null);
  const previewTrip = useCallback(
    (preview: TripPreview) => {
      if (!step) return;
      // A key that completes nothing (the third digit of a postcode) leaves the frame as it is.
      setTrip((shown) =>
        shown?.step === step && samePreview(shown.preview, preview) ? shown : { step, preview },
      );
    },
    [step],
  );
  const previewed = trip && trip.step === step ? previewedBooking(booking, trip.preview) : booking;
  const price = priceOf(previewed, options?.prices ?? [], options?.extras ?? []);
  const priceChange = usePriceChangeNotice(
    booking.buchungStamm.voucher ?? '',
    options?.key ?? null,
    price.totalCent,
  );
  const picker = useContext(PassengerPickerSlot);
  // The step on screen loads its code while its lists load, not after them, and the passenger
  // step its picker with it (drawn by the step, the picker would only be asked for after the
  // step's own chunk). Not before the machine has taken the URL: until then its step is the
  // first one, not the one asked for.
  const [ownCodeLoaded, setOwnCodeLoaded] = useState(false);
  // 52460's trip details show the customer list alone (the picker's list chunk).
  const listOffered = Boolean(snapshot.context.capabilities?.picksPassengerInTripDetails);
  const list = useMemo(
    () => (picker && listOffered ? { preload: picker.preloadList } : null),
    [picker, listOffered],
  );
  useEffect(() => {
    if (!synced || !step) return;
    const own = [
      STEPS[step],
      ...(step === 'neuerAuftrag' && picker ? [picker] : []),
      ...(step === 'reiseDetails' && list ? [list] : []),
    ];
    let current = true;
    void Promise.all(own.map((lazy) => lazy.preload())).then(() => {
      if (current) setOwnCodeLoaded(true);
    });
    return () => {
      current = false;
    };
  }, [step, synced, picker, list]);
  // The other steps come once the step on screen has its code and its lists and no call is
  // under way (whenIdle): on a slow line their chunks would share it with the step's and hold
  // its paint back.
  const listsReady = useSelector(actorRef, (s) => s.matches({ lists: 'ready' }));
  // A company's payment types decide whether its wizard has a payment step (stepsOf).
  const stepsPending = !snapshot.matches({ paymentTypes: 'settled' });
  useEffect(() => {
    if (listsReady && ownCodeLoaded)
      return whenIdle(() => {
        for (const lazy of [
          ...Object.values(STEPS),
          ...(picker ? [picker] : []),
          ...(list ? [list] : []),
        ])
          void lazy.preload();
      }, apiCalls);
  }, [listsReady, ownCodeLoaded, picker, list]);
  useEffect(() => {
    if (!synced || shownStep.current === step) return;
    shownStep.current = step;
    heading.current?.focus();
  }, [step, synced]);
  if (!synced) {
    const shown = stepAt(pathname, input.customer);
    if (!shown) return <LoadingIndicator />;
    const lead = LEADS[shown]?.(input.customer, snapshot.context.booking);
    return loadingFrame(t, wizard, shown, stepsOf(snapshot.context), heading, lead, stepsPending);
  }

  if (!step) {
    return (
      <div className="booking-flow">
        <h1>{title}</h1>
        <p role="alert">{t('company.wizard.noCompany')}</p>
      </div>
    );
  }

  const tariffName =
    options?.transferTypes.find((type) => type.id === booking.transferArtId)?.name ?? null;
  // The running total from the tariff step on (there "not chosen yet" until a tariff is). A
  // step drawn before its lists keeps the total's place meanwhile: the form beside it stays put.
  const pricesPending =
    options === null && DRAWN_BEFORE_LISTS.has(step) && !snapshot.hasTag('failure');
  const showTotal =
    step !== 'status' &&
    (options !== null || pricesPending) &&
    (booking.transferArtId !== null || step === 'tarifAuswahl');
  const Step = STEPS[step].Component;
  const send = actorRef.send as StepProps['send'];

  return (
    <WizardFrame
      {...frameTexts(t, wizard, step, stepsOf(snapshot.context), stepsPending)}
      headingRef={heading}
      className={wizard.className}
      body={{
        phase:
          snapshot.hasTag('loading') && !DRAWN_BEFORE_LISTS.has(step)
            ? 'loading'
            : snapshot.hasTag('failure')
              ? 'failure'
              : 'ready',
        errorMessage: t(describeFailure(error).key),
        onRetry: () => actorRef.send({ type: 'user.retry' }),
        ...(snapshot.can({ type: 'user.back' })
          ? { onBack: () => actorRef.send({ type: 'user.back' }) }
          : {}),
      }}
      lead={
        priceChange || LEADS[step] ? (
          <>
            {priceChange ? (
              <PriceChangeNotice {...priceChange} place={formatPlzOrt(booking.kundeAdresse)} />
            ) : null}
            {LEADS[step]?.(input.customer, previewed)}
          </>
        ) : null
      }
      total={showTotal ? { tariffName, ...price, pending: pricesPending } : null}
    >
      <Step
        key={`${step}-${booking.buchungStamm.voucher ?? 'neu'}`}
        snapshot={snapshot}
        send={send}
        company={input.customer === 'company' ? input.company : null}
        previewTrip={previewTrip}
      />
    </WizardFrame>
  );
}
