import { and, assign, not, or, setup, stateIn } from 'xstate';
import { BLANK_RIDE_REQUEST } from '../src/domain/blank-ride-request';
import {
  createBooking,
  withCreateKey,
  type Address,
  type Booking,
  type Direction,
} from '../src/domain/booking';
import type { CompanySession } from '../src/domain/company';
import {
  companyCapabilities,
  onAccountPaymentType,
  paymentStepFor,
  type CompanyCapabilities,
} from '../src/domain/company-capabilities';
import { MAX_PASSENGERS, type AirportCode, type Language } from '../src/domain/constants';
import type { Passenger } from '../src/domain/passenger';
import { BOOKING_STEPS, BOOKING_STEP_PATHS, type BookingStepId } from '../src/domain/route-paths';
import type {
  BookingOptions,
  PaymentTypeOption,
  TariffPrice,
  TransferTypeOption,
} from './shared/booking-options';
import {
  hasOptionsFor,
  hasPaymentType,
  hasTariff,
  hasTripDetails,
  hasVoucher,
  needsCardPayment,
  onlyPaymentTypeToChoose,
  optionsKeyOf,
} from './shared/booking-rules';
import { createIdempotencyKey } from '../src/domain/idempotency-key';
import { notProvided, type SaveBookingInput } from './shared/save-booking';
import { applyTripDetails, type TripDetails } from './shared/trip-details';

/**
 * The booking wizard of spec section 2, for private customers and for companies alike. The input
 * says who books; `entryStepOf` picks the first step from it (private: tarifAuswahl; a company by
 * its capabilities: mtuTarifauswahl, reiseziel or neuerAuftrag). Then tarifAuswahl -> reiseDetails
 * -> kreditkarteZahlung (left out when a company books on account) -> zusammenfassung -> status.
 *
 * The machine has two regions. `steps` is the wizard as the user walks it: every step a routable
 * state (`id`, `route.guard`, `meta.path` = URL segment from the step table in
 * src/domain/route-paths.ts); the guard refuses the step while the draft lacks its data, for
 * clicks, deep links, reloads and history alike. `lists` loads what the current step shows
 * besides the draft (airports, route tariffs, the options: prices, extras, payment types) in one
 * place, each list with one loading and one failure state and a retry: only when the step needs a
 * list that is missing or was loaded for another airport or postcode, so going back and forth
 * loads nothing again. A step's
 * form events wait for its lists (their guards). Tags say what the screen shows: `loading`,
 * `failure` (retry in place), `saving`, `saveFailure`, `discarding` (a refused change of a stored
 * booking is replaced by the booking as stored), `quoting`, `quoteFailure`. Every change of the
 * draft runs `persistBooking`.
 */

export type Customer = 'private' | 'company';

/** The routable steps, in the order a user meets them (the step table in src/domain/route-paths). */
export const STEP_IDS: readonly BookingStepId[] = BOOKING_STEPS.map((step) => step.id);
export type StepId = BookingStepId;

/** The passenger chosen or entered in neuerAuftrag (an existing customer keeps its id). */
export type { Passenger };

/** Where and when the ride goes (reiseziel). */
export interface Destination {
  richtung: Direction;
  flughafen: AirportCode;
  adresse: Address;
  datum: string;
  zeit: string;
  erw: number;
  kind: number;
}

/** One of the company's airports; the wizard names it in the site's language (common.airports). */
export interface AirportOption {
  iata: AirportCode;
}

/** A fixed route tariff of a company with route tariffs (/Preis/FirmaMtu). */
export interface MtuTariffOption {
  id: number;
  name: string;
  flughafen: AirportCode;
  transferArtId: number;
  plz: string;
  ort: string;
  preisCent: number;
  /** How many its vehicle takes (its transfer type's maxPersonen); null: not known. */
  maxPersons: number | null;
}

export interface MtuQuoteRequest {
  flughafen: AirportCode;
  plz: string;
  ort: string;
}

/** Per-km prices (/Preis/KmForMTU) for a destination without a route tariff. */
export interface MtuQuote {
  request: MtuQuoteRequest;
  prices: TariffPrice[];
  /** The transfer types the prices are for, by name. */
  transferTypes: TransferTypeOption[];
}

/** What company 52460's route step sets besides the destination: direction and passengers. */
export interface MtuTrip {
  richtung: Direction;
  erw: number;
  kind: number;
}

export interface BookingContext {
  customer: Customer;
  booking: Booking;
  /** The company session; null for a private customer or a company link without login. */
  company: CompanySession | null;
  capabilities: CompanyCapabilities | null;
  /** Lists for the steps; loaded once per airport and postcode. */
  options: BookingOptions | null;
  /**
   * The company's payment types, asked for as its wizard starts: they decide whether the wizard
   * has a payment step, which the step indicator counts from the first step on. Null until then,
   * and for a private customer (whose payment types come with the options).
   */
  paymentTypes: PaymentTypeOption[] | null;
  airports: AirportOption[] | null;
  mtuTariffs: MtuTariffOption[] | null;
  mtuQuote: MtuQuote | null;
  /** The destination last asked for on mtuTarifauswahl: quoted, and asked again on retry. */
  mtuQuoteRequest: MtuQuoteRequest | null;
  /** The chosen route tariff while on mtuTarifauswahl. */
  mtuTariffId: number | null;
  /** The last failed call as it was thrown; the screens read it with describeFailure. */
  error: unknown;
  /** The last save changed a booking that existed already: the status says so. */
  savedChanges: boolean;
  /**
   * The tariff or trip details step was opened by an edit link of the summary: its Next leads
   * back there. Cleared as the step is left by any way (Next, Back, the browser's history).
   */
  returnToSummary: boolean;
}

/** The steps the summary's edit links open. */
export type SummaryEditStep =
  'mtuTarifauswahl' | 'tarifAuswahl' | 'reiseDetails' | 'kreditkarteZahlung';

export type BookingInput =
  | { customer: 'private'; booking: Booking }
  | { customer: 'company'; booking: Booking; company: CompanySession | null };

export type BookingEvent =
  | { type: 'user.submitPassenger'; passenger: Passenger }
  | { type: 'user.submitDestination'; destination: Destination }
  | { type: 'user.selectMtuTariff'; tariffId: number }
  | ({ type: 'user.submitMtuTariff' } & MtuTrip)
  | { type: 'user.requestMtuQuote'; request: MtuQuoteRequest }
  | ({ type: 'user.submitOtherDestination' } & MtuTrip)
  | { type: 'user.selectTariff'; transferArtId: number }
  | { type: 'user.setExtra'; id: number; anzahl: number }
  | { type: 'user.submitTariff' }
  | {
      type: 'user.submitTripDetails';
      details: TripDetails;
      kst?: string;
      bereich?: string;
      /** Picked from the company's list on this step (52460): the booking books for it. */
      passenger?: Passenger;
    }
  | { type: 'user.selectPaymentType'; zahlungsartId: number }
  | { type: 'user.submitPaymentType' }
  | { type: 'user.confirm' }
  | { type: 'user.pay' }
  | { type: 'user.retry' }
  | { type: 'user.back' }
  | { type: 'user.edit'; step: SummaryEditStep }
  | { type: 'user.discardChanges' }
  | { type: 'user.newBooking' };

export interface LoadBookingOptionsInput {
  customer: Customer;
  booking: Booking;
  company: CompanySession | null;
  /** What is already loaded: lists that don't depend on the destination are reused. */
  current: BookingOptions | null;
  mtuTariffs: MtuTariffOption[] | null;
  /** The company's payment types when they came before the options. */
  paymentTypes: PaymentTypeOption[] | null;
}

export interface LoadBookingStatusInput {
  booking: Booking;
}

export interface CompanyCallInput {
  company: CompanySession | null;
}

/** The one decision where a wizard starts; null: a company link without login and nothing to continue. */
export function entryStepOf(
  context: Pick<BookingContext, 'customer' | 'capabilities' | 'booking'>,
): StepId | null {
  if (context.customer === 'private') return 'tarifAuswahl';
  switch (context.capabilities?.entryStep) {
    case 'mtu-tarifauswahl':
      return 'mtuTarifauswahl';
    case 'reiseziel':
      return 'reiseziel';
    case 'neuer-auftrag':
      return 'neuerAuftrag';
    case undefined:
      // Without a company session only a booking that has its tariff can be continued.
      return hasTariff(context.booking) ? 'reiseDetails' : null;
  }
}

/** The company books on account: its payment types are known and offer no card, so no payment step. */
export function booksOnAccount(context: Pick<BookingContext, 'options' | 'paymentTypes'>): boolean {
  const paymentTypes = context.options?.paymentTypes ?? context.paymentTypes;
  return paymentTypes !== null && paymentStepFor(paymentTypes) === 'onAccount';
}

/** The route tariff fixes the draft's airport, destination postcode and transfer type. */
function isRideOn(route: MtuTariffOption, booking: Booking): boolean {
  return (
    route.flughafen === booking.flughafen &&
    route.plz === booking.kundeAdresse.plz &&
    route.transferArtId === booking.transferArtId
  );
}

/**
 * The draft is on a route tariff (which skips the tariff step): the one chosen on mtuTarifauswahl,
 * or after a reload the one its ride matches (assignMtuTariffs).
 */
function onChosenRoute(
  context: Pick<BookingContext, 'booking' | 'mtuTariffs' | 'mtuTariffId'>,
): boolean {
  const route = context.mtuTariffs?.find((t) => t.id === context.mtuTariffId);
  return route !== undefined && isRideOn(route, context.booking);
}

/** The steps this user goes through, for the step indicator (and nothing else decides it). */
export function stepsOf(
  context: Pick<
    BookingContext,
    | 'customer'
    | 'capabilities'
    | 'booking'
    | 'options'
    | 'paymentTypes'
    | 'mtuTariffs'
    | 'mtuTariffId'
  >,
): StepId[] {
  const entry = entryStepOf(context);
  const before: StepId[] =
    entry === 'neuerAuftrag'
      ? ['neuerAuftrag', 'reiseziel']
      : entry === 'reiseziel' || entry === 'mtuTarifauswahl'
        ? [entry]
        : [];
  const tariff: StepId[] =
    entry === 'mtuTarifauswahl' && onChosenRoute(context) ? [] : ['tarifAuswahl'];
  const payment: StepId[] = booksOnAccount(context) ? [] : ['kreditkarteZahlung'];
  return [...before, ...tariff, 'reiseDetails', ...payment, 'zusammenfassung', 'status'];
}

/**
 * The steps the summary's edit links open: the one that chose the tariff (the route step of a
 * ride on a route tariff), the trip details, and the payment type where there is a choice.
 */
export function summaryEditStepsOf(context: Parameters<typeof stepsOf>[0]): SummaryEditStep[] {
  const steps = stepsOf(context);
  return [
    steps.includes('tarifAuswahl') ? 'tarifAuswahl' : 'mtuTarifauswahl',
    'reiseDetails',
    ...(steps.includes('kreditkarteZahlung') ? (['kreditkarteZahlung'] as const) : []),
  ];
}

/**
 * A fresh company draft: the spec's defaults, the company's id and private flag, and its create
 * key (withCreateKey).
 */
export function newCompanyDraft(company: CompanySession | null, language: Language): Booking {
  return withCreateKey(
    createBooking({
      ...BLANK_RIDE_REQUEST,
      language,
      firmenId: company?.firmenId ?? null,
      istPrivat: company?.alsPrivat ?? false,
    }),
  );
}

export function hasPassenger(booking: Booking): boolean {
  return booking.kundeStamm.vorname.trim() !== '' && booking.kundeStamm.name.trim() !== '';
}

/** Airport and postcode/town of the destination: enough to price the ride. */
export function hasDestination(booking: Booking): boolean {
  return booking.kundeAdresse.plz.trim() !== '' && booking.kundeAdresse.ort.trim() !== '';
}

/** Extras per kind at the most, also where the options allow more. */
const MAX_EXTRA = 9;

function withExtra(
  booking: Booking,
  options: BookingOptions | null,
  id: number,
  wanted: number,
): Booking {
  const max = options?.extras.find((e) => e.id === id)?.maxAnzahl ?? MAX_EXTRA;
  const anzahl = Math.max(0, Math.min(Math.trunc(wanted), max, MAX_EXTRA));
  const others = booking.extras.filter((e) => e.id !== id);
  const extras = anzahl > 0 ? [...others, { id, anzahl }] : others;
  return { ...booking, extras: extras.sort((a, b) => a.id - b.id) };
}

/** A chosen passenger in the draft; the company's id is the booking's. */
function withPassenger(booking: Booking, { kunde, adresse }: Passenger): Booking {
  // The passenger's address is the default destination; reiseziel may change it.
  const keepDestination = hasDestination(booking);
  return {
    ...booking,
    kundeStamm: { ...booking.kundeStamm, ...kunde, firmenId: booking.buchungStamm.firmenId },
    kundeAdresse: keepDestination
      ? {
          ...booking.kundeAdresse,
          id: kunde.id ? booking.kundeAdresse.id : null,
          kundeId: kunde.id,
        }
      : { ...booking.kundeAdresse, ...adresse, kundeId: kunde.id },
  };
}

/** The destination address on the draft and both legs. */
function withDestination(booking: Booking, address: Partial<Address>): Booking {
  return {
    ...booking,
    kundeAdresse: { ...booking.kundeAdresse, ...address },
    hinfahrt: {
      ...booking.hinfahrt,
      buchungAdresse: { ...booking.hinfahrt.buchungAdresse, ...address },
    },
    rueckfahrt: {
      ...booking.rueckfahrt,
      buchungAdresse: { ...booking.rueckfahrt.buchungAdresse, ...address },
    },
  };
}

/** The options, when they were loaded for this draft's airport and postcode; else null. */
function freshOptions(context: Pick<BookingContext, 'booking' | 'options'>): BookingOptions | null {
  return hasOptionsFor(context.booking, context.options) ? context.options : null;
}

/*
 * What the current step shows besides the draft and lacks. Only the `lists` region asks: it
 * loads what is missing, so a step whose lists are there is shown at once. The destination step
 * and the route step (for another destination) offer the company's airports.
 */
const needsAirports = and([
  or([stateIn('#reiseziel'), stateIn('#mtuTarifauswahl')]),
  not('hasAirports'),
]);
/** Every step from the tariff on shows prices, extras, salutations or payment types. */
const showsOptions = or(
  (
    ['tarifAuswahl', 'reiseDetails', 'kreditkarteZahlung', 'zusammenfassung', 'status'] as const
  ).map((step) => stateIn(`#${step}`)),
);
/*
 * The route tariffs come before the options of a company that has them: a route's price goes
 * into the prices, and a draft continued after a reload is recognised as a ride on its route.
 */
const needsRouteTariffs = and([
  'hasRouteTariffs',
  or([stateIn('#mtuTarifauswahl'), showsOptions]),
  not('hasMtuTariffs'),
]);
const needsOptions = and([showsOptions, not('hasOptions')]);

/** The trip details step's form, with the company's cost centre and department. */
const assignSubmittedTripDetails = {
  type: 'assignTripDetails',
  params: ({ event }: { event: Extract<BookingEvent, { type: 'user.submitTripDetails' }> }) => ({
    details: event.details,
    kst: event.kst,
    bereich: event.bereich,
    passenger: event.passenger,
  }),
} as const;

const persistBooking = {
  type: 'persistBooking',
  params: ({ context }: { context: BookingContext }) => ({ booking: context.booking }),
} as const;

const assignError = {
  type: 'assignError',
  params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }),
} as const;

/** Before the answer replaces the draft: a voucher means the booking existed (an update). */
const noteSave = 'noteSave' as const;
const assignSavedBooking = {
  type: 'assignSavedBooking',
  params: ({ event }: { event: { output: Booking } }) => ({ booking: event.output }),
} as const;

const optionsInput = ({ context }: { context: BookingContext }): LoadBookingOptionsInput => ({
  customer: context.customer,
  booking: context.booking,
  company: context.company,
  current: context.options,
  mtuTariffs: context.mtuTariffs,
  paymentTypes: context.paymentTypes,
});

/**
 * The summary's edit links. The tariff and the trip details then lead back to the summary; the
 * route step (its address) and the payment type go on as in the wizard.
 */
const editFromSummary = [
  { guard: { type: 'editsStep', params: { step: 'mtuTarifauswahl' } }, target: '#mtuTarifauswahl' },
  {
    guard: { type: 'editsStep', params: { step: 'tarifAuswahl' } },
    target: '#tarifAuswahl',
    actions: 'noteEditFromSummary',
  },
  {
    guard: { type: 'editsStep', params: { step: 'reiseDetails' } },
    target: '#reiseDetails',
    actions: 'noteEditFromSummary',
  },
  {
    guard: { type: 'editsStep', params: { step: 'kreditkarteZahlung' } },
    target: '#kreditkarteZahlung',
  },
] as const;

/** Back from the summary: to the payment step, or past it when the company books on account. */
const backFromSummary = [
  { guard: 'booksOnAccount', target: '#reiseDetails' },
  { target: '#kreditkarteZahlung' },
] as const;

/** Saved, paid by card and not paid yet: the hosted payment page on /zahlung charges it. */
const handingOffToPayment = {
  type: 'final',
  tags: 'saving',
  meta: { href: '/zahlung' },
  entry: {
    type: 'handOffToPayment',
    params: ({ context }: { context: BookingContext }) => ({ booking: context.booking }),
  },
} as const;

export const bookingMachine = setup({
  types: {
    context: {} as BookingContext,
    events: {} as BookingEvent,
    input: {} as BookingInput,
    tags: {} as
      'loading' | 'failure' | 'saving' | 'saveFailure' | 'discarding' | 'quoting' | 'quoteFailure',
  },
  actors: {
    loadBookingOptions: notProvided<BookingOptions, LoadBookingOptionsInput>('loadBookingOptions'),
    saveBooking: notProvided<Booking, SaveBookingInput>('saveBooking'),
    loadBookingStatus: notProvided<Booking, LoadBookingStatusInput>('loadBookingStatus'),
    loadAirports: notProvided<AirportOption[], CompanyCallInput>('loadAirports'),
    loadPaymentTypes: notProvided<PaymentTypeOption[], CompanyCallInput>('loadPaymentTypes'),
    loadMtuTariffs: notProvided<MtuTariffOption[], CompanyCallInput>('loadMtuTariffs'),
    loadMtuQuote: notProvided<MtuQuote, CompanyCallInput & { request: MtuQuoteRequest }>(
      'loadMtuQuote',
    ),
  },
  actions: {
    /** Provided by the host: writes the draft to sessionStorage `Buchung`. */
    persistBooking: (_, _params: { booking: Booking }) => {},
    /** Provided by the host: writes the payment session (flow privat or firma) for /zahlung. */
    handOffToPayment: (_, _params: { booking: Booking }) => {},
    // Keyed here, by the draft they were asked for (while they load, the step's events wait for
    // them by their guards), so a step never waits for lists that arrived under another key.
    assignOptions: assign({
      options: ({ context }, params: { options: BookingOptions }) => ({
        ...params.options,
        key: optionsKeyOf(context.booking),
      }),
    }),
    assignPaymentTypes: assign({
      paymentTypes: (_, params: { paymentTypes: PaymentTypeOption[] }) => params.paymentTypes,
    }),
    assignError: assign({ error: (_, params: { error: unknown }) => params.error }),
    clearError: assign({ error: null }),
    assignTariff: assign({
      booking: ({ context }, params: { transferArtId: number }) => ({
        ...context.booking,
        transferArtId: params.transferArtId,
      }),
    }),
    assignExtra: assign({
      booking: ({ context }, params: { id: number; anzahl: number }) =>
        withExtra(context.booking, context.options, params.id, params.anzahl),
    }),
    assignPaymentType: assign({
      booking: ({ context }, params: { zahlungsartId: number }) => ({
        ...context.booking,
        zahlungsartId: params.zahlungsartId,
      }),
    }),
    /** The only payment type offered becomes the draft's (see `hasOnlyPaymentTypeToChoose`). */
    assignOnlyPaymentType: assign({
      booking: ({ context }) => {
        const only = onlyPaymentTypeToChoose(context.booking, context.options?.paymentTypes ?? []);
        return only ? { ...context.booking, zahlungsartId: only.id } : context.booking;
      },
    }),
    /** No card offered: the booking goes on account with the first other payment type. */
    assignOnAccountPayment: assign({
      booking: ({ context }) => {
        const onAccount = onAccountPaymentType(context.options?.paymentTypes ?? []);
        return onAccount ? { ...context.booking, zahlungsartId: onAccount.id } : context.booking;
      },
    }),
    /** One key per draft: kept when it exists, so a retry or a double submit reuses it. */
    ensureIdempotencyKey: assign({
      booking: ({ context }) =>
        context.booking.idempotencyKey
          ? context.booking
          : { ...context.booking, idempotencyKey: createIdempotencyKey() },
    }),
    noteEditFromSummary: assign({ returnToSummary: true }),
    clearEditFromSummary: assign({ returnToSummary: false }),
    noteSave: assign({
      savedChanges: ({ context }) => context.booking.buchungStamm.voucher !== null,
    }),
    /** The server's booking replaces the draft; a saved booking needs no create key any more. */
    assignSavedBooking: assign({
      booking: (_, params: { booking: Booking }) => ({ ...params.booking, idempotencyKey: null }),
    }),
    assignTripDetails: assign({
      booking: (
        { context },
        params: { details: TripDetails; kst?: string; bereich?: string; passenger?: Passenger },
      ) => {
        // A passenger picked on this step is taken over as neuerAuftrag does, then the form's
        // fields (which it filled and the user may have changed) lie on top.
        const picked = params.passenger
          ? withPassenger(context.booking, params.passenger)
          : context.booking;
        const next = applyTripDetails(picked, params.details);
        if (context.customer === 'private') return next;
        return {
          ...next,
          kundeStamm: { ...next.kundeStamm, kst: params.kst ?? '', bereich: params.bereich ?? '' },
        };
      },
    }),
    startNewDraft: assign({
      booking: ({ context }) =>
        newCompanyDraft(context.company, context.booking.buchungStamm.sprach),
      options: null,
      mtuQuote: null,
      mtuQuoteRequest: null,
      mtuTariffId: null,
      error: null,
      savedChanges: false,
    }),
    assignPassenger: assign({
      booking: ({ context }, params: { passenger: Passenger }) =>
        withPassenger(context.booking, params.passenger),
    }),
    assignDestination: assign({
      booking: ({ context }, params: { destination: Destination }) => {
        const d = params.destination;
        const next = withDestination(context.booking, d.adresse);
        return {
          ...next,
          richtung: d.richtung,
          flughafen: d.flughafen,
          erw: d.erw,
          kind: d.kind,
          hinfahrt: {
            ...next.hinfahrt,
            datum: d.datum,
            zeit: d.zeit,
            buchungAdresse: { ...d.adresse },
          },
          rueckfahrt: { ...next.rueckfahrt, buchungAdresse: { ...d.adresse } },
        };
      },
    }),
    assignAirports: assign({
      airports: (_, params: { airports: AirportOption[] }) => params.airports,
    }),
    /** A draft continued after a reload is on the route it matches: the chosen id is not stored. */
    assignMtuTariffs: assign(({ context }, params: { tariffs: MtuTariffOption[] }) => ({
      mtuTariffs: params.tariffs,
      mtuTariffId:
        context.mtuTariffId ??
        params.tariffs.find((route) => isRideOn(route, context.booking))?.id ??
        null,
    })),
    assignMtuTariffId: assign({
      mtuTariffId: (_, params: { tariffId: number }) => params.tariffId,
    }),
    assignMtuQuoteRequest: assign({
      mtuQuoteRequest: (_, params: { request: MtuQuoteRequest }) => params.request,
    }),
    assignMtuQuote: assign({ mtuQuote: (_, params: { quote: MtuQuote }) => params.quote }),
    /** A route tariff fixes airport, destination postcode/town and transfer type. */
    applyMtuTariff: assign({
      booking: ({ context }, params: MtuTrip) => {
        const tariff = context.mtuTariffs?.find((t) => t.id === context.mtuTariffId);
        if (!tariff) return context.booking;
        const sameDestination = context.booking.kundeAdresse.plz === tariff.plz;
        const address = {
          strasse: sameDestination ? context.booking.kundeAdresse.strasse : '',
          plz: tariff.plz,
          ort: tariff.ort,
          ortsteil: sameDestination ? context.booking.kundeAdresse.ortsteil : '',
        };
        return {
          ...withDestination(context.booking, address),
          ...params,
          flughafen: tariff.flughafen,
          transferArtId: tariff.transferArtId,
        };
      },
    }),
    /** Another destination than the route tariffs: the quoted place, the tariff is chosen on tarifAuswahl. */
    applyMtuQuoteDestination: assign({
      booking: ({ context }, params: MtuTrip) => {
        const request = context.mtuQuote?.request;
        if (!request) return context.booking;
        const address = { strasse: '', plz: request.plz, ort: request.ort, ortsteil: '' };
        return {
          ...withDestination(context.booking, address),
          ...params,
          flughafen: request.flughafen,
          transferArtId: null,
        };
      },
    }),
  },
  guards: {
    entersAt: ({ context }, params: { step: StepId }) => entryStepOf(context) === params.step,
    isCompany: ({ context }) => context.customer === 'company',
    /** A logged-in company without route tariffs, past the passenger step where it has one. */
    mayChooseDestination: ({ context: { capabilities, booking } }) =>
      capabilities !== null &&
      capabilities.tariffMode !== 'routeTariffs' &&
      (!capabilities.asksPassenger || hasPassenger(booking)),
    asksPassenger: ({ context }) => Boolean(context.capabilities?.asksPassenger),
    hasRouteTariffs: ({ context }) => context.capabilities?.tariffMode === 'routeTariffs',
    hasPassenger: ({ context }) => hasPassenger(context.booking),
    /** A private customer brings the destination from the start page. */
    hasDestination: ({ context }) =>
      context.customer === 'private' || hasDestination(context.booking),
    hasTariff: ({ context }) => hasTariff(context.booking),
    hasTripDetails: ({ context }) => hasTripDetails(context.booking),
    hasPaymentType: ({ context }) => hasPaymentType(context.booking),
    hasVoucher: ({ context }) => hasVoucher(context.booking),
    /** Options loaded for this draft's airport and postcode. */
    hasOptions: ({ context }) => freshOptions(context) !== null,
    needsAirports,
    needsRouteTariffs,
    needsOptions,
    hasAirports: ({ context }) => context.airports !== null,
    hasMtuTariffs: ({ context }) => context.mtuTariffs !== null,
    /** The edit link of this step, which the summary offers. */
    editsStep: ({ context, event }, params: { step: SummaryEditStep }) =>
      event.type === 'user.edit' &&
      event.step === params.step &&
      summaryEditStepsOf(context).includes(params.step),
    returnsToSummary: ({ context }) => context.returnToSummary,
    /** The submitted trip details keep the airport and postcode the options were loaded for. */
    keepsOptions: ({ context, event }) =>
      event.type === 'user.submitTripDetails' &&
      hasOptionsFor(applyTripDetails(context.booking, event.details), context.options),
    /** A route is chosen, and its vehicle takes everyone who travels (the server refuses more). */
    hasMtuTariffFor: ({ context }, params: { persons: number }) => {
      const tariff = context.mtuTariffs?.find((t) => t.id === context.mtuTariffId);
      return tariff !== undefined && params.persons <= (tariff.maxPersons ?? MAX_PASSENGERS);
    },
    hasMtuQuote: ({ context }) => context.mtuQuote !== null,
    onChosenRoute: ({ context }) => onChosenRoute(context),
    booksOnAccount: ({ context }) =>
      booksOnAccount({ options: freshOptions(context), paymentTypes: null }),
    needsPaymentTypes: ({ context }) =>
      context.customer === 'company' && context.company !== null && context.paymentTypes === null,
    needsCardPayment: ({ context }) =>
      needsCardPayment(context.booking, freshOptions(context)?.paymentTypes ?? []),
    /** The booking the save answered needs the card charged next. */
    isSavedForCard: ({ context }, params: { booking: Booking }) =>
      needsCardPayment(params.booking, context.options?.paymentTypes ?? []),
    /** The chosen transfer type exists, is priced and seats all passengers. */
    isTariffAvailable: ({ context }, params: { transferArtId: number }) => {
      const options = freshOptions(context);
      const type = options?.transferTypes.find((t) => t.id === params.transferArtId);
      const priced = options?.prices.some((p) => p.transferArtId === params.transferArtId);
      const persons = context.booking.erw + context.booking.kind;
      return Boolean(type && priced) && (type?.maxPersons == null || type.maxPersons >= persons);
    },
    isExtraAvailable: ({ context }, params: { id: number }) =>
      Boolean(freshOptions(context)?.extras.some((e) => e.id === params.id)),
    /** One payment type is offered and the draft has not got it yet: nothing to choose. */
    hasOnlyPaymentTypeToChoose: ({ context }) =>
      onlyPaymentTypeToChoose(context.booking, freshOptions(context)?.paymentTypes ?? []) !== null,
    isPaymentTypeAvailable: ({ context }, params: { zahlungsartId: number }) =>
      Boolean(freshOptions(context)?.paymentTypes.some((p) => p.id === params.zahlungsartId)),
    isMtuTariffAvailable: ({ context }, params: { tariffId: number }) =>
      Boolean(context.mtuTariffs?.some((t) => t.id === params.tariffId)),
    isAirportAvailable: ({ context }, params: { flughafen: string }) =>
      Boolean(context.airports?.some((a) => a.iata === params.flughafen)),
    /** Another destination of the route step is quoted from one of the company's airports. */
    canQuoteFrom: ({ context }, params: { flughafen: string }) =>
      context.mtuTariffs !== null &&
      Boolean(context.airports?.some((a) => a.iata === params.flughafen)),
  },
}).createMachine({
  id: 'booking',
  context: ({ input }) => {
    const company = input.customer === 'company' ? input.company : null;
    return {
      customer: input.customer,
      booking: input.booking,
      company,
      capabilities: company ? companyCapabilities(company) : null,
      options: null,
      paymentTypes: null,
      airports: null,
      mtuTariffs: null,
      mtuQuote: null,
      mtuQuoteRequest: null,
      mtuTariffId: null,
      error: null,
      savedChanges: false,
      returnToSummary: false,
    };
  },
  type: 'parallel',
  on: {
    // A new order from the company's booking tab while a finished booking is shown.
    'user.newBooking': {
      guard: 'isCompany',
      target: '.steps.start',
      actions: ['startNewDraft', persistBooking],
    },
  },
  states: {
    /** The wizard as the user walks it. */
    steps: {
      initial: 'start',
      states: {
        /** Opens the entry step (`entryStepOf`); the URL may then route elsewhere. */
        start: {
          always: [
            {
              guard: { type: 'entersAt', params: { step: 'tarifAuswahl' } },
              target: '#tarifAuswahl',
            },
            {
              guard: { type: 'entersAt', params: { step: 'mtuTarifauswahl' } },
              target: '#mtuTarifauswahl',
            },
            { guard: { type: 'entersAt', params: { step: 'reiseziel' } }, target: '#reiseziel' },
            {
              guard: { type: 'entersAt', params: { step: 'neuerAuftrag' } },
              target: '#neuerAuftrag',
            },
            {
              guard: { type: 'entersAt', params: { step: 'reiseDetails' } },
              target: '#reiseDetails',
            },
            { target: 'noCompany' },
          ],
        },
        /** A company link without login and no booking to continue: the screen asks to sign in. */
        noCompany: {},
        neuerAuftrag: {
          id: 'neuerAuftrag',
          route: { guard: 'asksPassenger' },
          meta: { path: BOOKING_STEP_PATHS.neuerAuftrag },
          on: {
            'user.submitPassenger': {
              target: '#reiseziel',
              actions: [
                {
                  type: 'assignPassenger',
                  params: ({ event }) => ({ passenger: event.passenger }),
                },
                persistBooking,
              ],
            },
          },
        },
        reiseziel: {
          id: 'reiseziel',
          route: { guard: 'mayChooseDestination' },
          meta: { path: BOOKING_STEP_PATHS.reiseziel },
          on: {
            'user.submitDestination': {
              guard: {
                type: 'isAirportAvailable',
                params: ({ event }) => ({ flughafen: event.destination.flughafen }),
              },
              target: '#tarifAuswahl',
              actions: [
                {
                  type: 'assignDestination',
                  params: ({ event }) => ({ destination: event.destination }),
                },
                persistBooking,
              ],
            },
            'user.back': { guard: 'asksPassenger', target: '#neuerAuftrag' },
          },
        },
        mtuTarifauswahl: {
          id: 'mtuTarifauswahl',
          route: { guard: 'hasRouteTariffs' },
          meta: { path: BOOKING_STEP_PATHS.mtuTarifauswahl },
          initial: 'choosingRouteTariff',
          states: {
            choosingRouteTariff: {
              on: {
                'user.selectMtuTariff': {
                  guard: {
                    type: 'isMtuTariffAvailable',
                    params: ({ event }) => ({ tariffId: event.tariffId }),
                  },
                  actions: {
                    type: 'assignMtuTariffId',
                    params: ({ event }) => ({ tariffId: event.tariffId }),
                  },
                },
                'user.submitMtuTariff': {
                  guard: {
                    type: 'hasMtuTariffFor',
                    params: ({ event }) => ({ persons: event.erw + event.kind }),
                  },
                  target: '#reiseDetails',
                  actions: [
                    {
                      type: 'applyMtuTariff',
                      params: ({ event }) => ({
                        richtung: event.richtung,
                        erw: event.erw,
                        kind: event.kind,
                      }),
                    },
                    persistBooking,
                  ],
                },
                'user.requestMtuQuote': {
                  guard: {
                    type: 'canQuoteFrom',
                    params: ({ event }) => ({ flughafen: event.request.flughafen }),
                  },
                  target: 'quotingOtherDestination',
                  actions: {
                    type: 'assignMtuQuoteRequest',
                    params: ({ event }) => ({ request: event.request }),
                  },
                },
                'user.submitOtherDestination': {
                  guard: 'hasMtuQuote',
                  target: '#tarifAuswahl',
                  actions: [
                    {
                      type: 'applyMtuQuoteDestination',
                      params: ({ event }) => ({
                        richtung: event.richtung,
                        erw: event.erw,
                        kind: event.kind,
                      }),
                    },
                    persistBooking,
                  ],
                },
              },
            },
            quotingOtherDestination: {
              tags: 'quoting',
              entry: 'clearError',
              invoke: {
                id: 'loadMtuQuote',
                src: 'loadMtuQuote',
                // Set on every way in (a new request, or a retry of the last one).
                input: ({ context }) => ({
                  company: context.company,
                  request: context.mtuQuoteRequest!,
                }),
                onDone: {
                  target: 'choosingRouteTariff',
                  actions: {
                    type: 'assignMtuQuote',
                    params: ({ event }) => ({ quote: event.output }),
                  },
                },
                onError: { target: 'quoteFailed', actions: assignError },
              },
            },
            // "Try again" asks for the same destination again; a changed one is a new request.
            quoteFailed: {
              tags: 'quoteFailure',
              on: {
                'user.retry': 'quotingOtherDestination',
                'user.requestMtuQuote': {
                  target: 'quotingOtherDestination',
                  actions: {
                    type: 'assignMtuQuoteRequest',
                    params: ({ event }) => ({ request: event.request }),
                  },
                },
              },
            },
          },
        },
        tarifAuswahl: {
          id: 'tarifAuswahl',
          route: { guard: 'hasDestination' },
          meta: { path: BOOKING_STEP_PATHS.tarifAuswahl },
          exit: 'clearEditFromSummary',
          on: {
            'user.selectTariff': {
              guard: {
                type: 'isTariffAvailable',
                params: ({ event }) => ({ transferArtId: event.transferArtId }),
              },
              actions: [
                {
                  type: 'assignTariff',
                  params: ({ event }) => ({ transferArtId: event.transferArtId }),
                },
                persistBooking,
              ],
            },
            'user.setExtra': {
              guard: { type: 'isExtraAvailable', params: ({ event }) => ({ id: event.id }) },
              actions: [
                {
                  type: 'assignExtra',
                  params: ({ event }) => ({ id: event.id, anzahl: event.anzahl }),
                },
                persistBooking,
              ],
            },
            'user.submitTariff': [
              {
                guard: and(['hasOptions', 'hasTariff', 'returnsToSummary', 'hasPaymentType']),
                target: '#zusammenfassung',
              },
              { guard: and(['hasOptions', 'hasTariff']), target: '#reiseDetails' },
            ],
            'user.back': [
              { guard: 'hasRouteTariffs', target: '#mtuTarifauswahl' },
              { guard: 'isCompany', target: '#reiseziel' },
            ],
          },
        },
        reiseDetails: {
          id: 'reiseDetails',
          route: { guard: 'hasTariff' },
          meta: { path: BOOKING_STEP_PATHS.reiseDetails },
          exit: 'clearEditFromSummary',
          on: {
            'user.submitTripDetails': [
              {
                // No card offered: no payment step, the booking goes on account.
                guard: 'booksOnAccount',
                target: '#zusammenfassung',
                actions: [assignSubmittedTripDetails, 'assignOnAccountPayment', persistBooking],
              },
              {
                // A new postcode has other prices: the payment step shows them first.
                guard: and(['returnsToSummary', 'hasPaymentType', 'keepsOptions']),
                target: '#zusammenfassung',
                actions: [assignSubmittedTripDetails, persistBooking],
              },
              {
                guard: 'hasOptions',
                target: '#kreditkarteZahlung',
                actions: [assignSubmittedTripDetails, persistBooking],
              },
            ],
            // Back to the step that chose the tariff.
            'user.back': [
              { guard: 'onChosenRoute', target: '#mtuTarifauswahl' },
              { target: '#tarifAuswahl' },
            ],
          },
        },
        kreditkarteZahlung: {
          id: 'kreditkarteZahlung',
          route: { guard: 'hasTripDetails' },
          meta: { path: BOOKING_STEP_PATHS.kreditkarteZahlung },
          // Once the options for this draft are there (a changed postcode in the trip details
          // needs new prices): a company without card skips the step; a single offered type is
          // chosen at once.
          always: [
            {
              guard: 'booksOnAccount',
              target: '#zusammenfassung',
              actions: ['assignOnAccountPayment', persistBooking],
            },
            {
              guard: 'hasOnlyPaymentTypeToChoose',
              actions: ['assignOnlyPaymentType', persistBooking],
            },
          ],
          on: {
            'user.selectPaymentType': {
              guard: {
                type: 'isPaymentTypeAvailable',
                params: ({ event }) => ({ zahlungsartId: event.zahlungsartId }),
              },
              actions: [
                {
                  type: 'assignPaymentType',
                  params: ({ event }) => ({ zahlungsartId: event.zahlungsartId }),
                },
                persistBooking,
              ],
            },
            'user.submitPaymentType': {
              guard: and(['hasOptions', 'hasPaymentType']),
              target: '#zusammenfassung',
            },
            'user.back': '#reiseDetails',
          },
        },
        zusammenfassung: {
          id: 'zusammenfassung',
          route: { guard: 'hasPaymentType' },
          meta: { path: BOOKING_STEP_PATHS.zusammenfassung },
          initial: 'reviewing',
          states: {
            reviewing: {
              initial: 'drafted',
              states: {
                /** The draft as the user made it (saved or not). */
                drafted: {},
                /** The changes were discarded: the draft is the booking as stored. */
                discarded: {},
              },
              on: {
                'user.confirm': { guard: 'hasOptions', target: 'saving' },
                'user.back': backFromSummary,
                'user.edit': editFromSummary,
              },
            },
            // A new draft gets its idempotency key before the call, persisted, so a reload
            // after a lost answer retries with the same key.
            saving: {
              tags: 'saving',
              entry: ['clearError', 'ensureIdempotencyKey', persistBooking],
              invoke: {
                id: 'saveBooking',
                src: 'saveBooking',
                input: ({ context }) => ({
                  booking: context.booking,
                  idempotencyKey: context.booking.idempotencyKey ?? '',
                }),
                onDone: [
                  {
                    guard: {
                      type: 'isSavedForCard',
                      params: ({ event }) => ({ booking: event.output }),
                    },
                    target: 'handingOffToPayment',
                    actions: [noteSave, assignSavedBooking, persistBooking],
                  },
                  { target: '#status', actions: [noteSave, assignSavedBooking, persistBooking] },
                ],
                onError: { target: 'saveFailed', actions: assignError },
              },
            },
            // What was typed stays: the user changes it by the edit links, or discards it.
            saveFailed: {
              tags: 'saveFailure',
              on: {
                'user.retry': 'saving',
                'user.back': backFromSummary,
                'user.edit': editFromSummary,
                'user.discardChanges': { guard: 'hasVoucher', target: 'discarding' },
              },
            },
            /*
             * A booking that exists, whose changes were refused (a paid booking's price cannot
             * change) or could not be saved: the booking as the server has it replaces the draft,
             * stored too, so a reload shows it as well. The refusal stays on screen meanwhile.
             */
            discarding: {
              tags: 'discarding',
              invoke: {
                id: 'reloadBooking',
                src: 'loadBookingStatus',
                input: ({ context }) => ({ booking: context.booking }),
                onDone: {
                  target: 'reviewing.discarded',
                  actions: ['clearError', assignSavedBooking, persistBooking],
                },
                onError: { target: 'discardFailed', actions: assignError },
              },
            },
            // Back leads to the summary as it was typed (to be changed or saved again).
            discardFailed: {
              tags: 'failure',
              on: { 'user.retry': 'discarding', 'user.back': 'reviewing' },
            },
            handingOffToPayment,
          },
        },
        status: {
          id: 'status',
          route: { guard: 'hasVoucher' },
          meta: { path: BOOKING_STEP_PATHS.status },
          initial: 'refreshingStatus',
          states: {
            // The booking as the server has it now (paid, cancelled, ...).
            refreshingStatus: {
              tags: 'loading',
              entry: 'clearError',
              invoke: {
                id: 'loadBookingStatus',
                src: 'loadBookingStatus',
                input: ({ context }) => ({ booking: context.booking }),
                onDone: { target: 'showingStatus', actions: [assignSavedBooking, persistBooking] },
                onError: { target: 'statusFailed', actions: assignError },
              },
            },
            statusFailed: { tags: 'failure', on: { 'user.retry': 'refreshingStatus' } },
            // The payment types tell whether "Pay now" applies.
            showingStatus: {
              on: { 'user.pay': { guard: 'needsCardPayment', target: 'handingOffToPayment' } },
            },
            handingOffToPayment,
          },
        },
      },
    },
    /**
     * What the current step shows besides the draft, loaded here only: once per company for the
     * airports and route tariffs, once per airport and postcode for the options. Each list's
     * state is left as soon as the step has it or no longer needs it (Back from a failure).
     */
    lists: {
      initial: 'ready',
      states: {
        ready: {
          always: [
            { guard: 'needsAirports', target: 'airports' },
            { guard: 'needsRouteTariffs', target: 'routeTariffs' },
            { guard: 'needsOptions', target: 'options' },
          ],
        },
        airports: {
          always: { guard: not('needsAirports'), target: 'ready' },
          initial: 'loading',
          states: {
            loading: {
              tags: 'loading',
              entry: 'clearError',
              invoke: {
                id: 'loadAirports',
                src: 'loadAirports',
                input: ({ context }) => ({ company: context.company }),
                onDone: {
                  actions: {
                    type: 'assignAirports',
                    params: ({ event }) => ({ airports: event.output }),
                  },
                },
                onError: { target: 'failed', actions: assignError },
              },
            },
            failed: { tags: 'failure', on: { 'user.retry': 'loading' } },
          },
        },
        routeTariffs: {
          always: { guard: not('needsRouteTariffs'), target: 'ready' },
          initial: 'loading',
          states: {
            loading: {
              tags: 'loading',
              entry: 'clearError',
              invoke: {
                id: 'loadMtuTariffs',
                src: 'loadMtuTariffs',
                input: ({ context }) => ({ company: context.company }),
                onDone: {
                  actions: {
                    type: 'assignMtuTariffs',
                    params: ({ event }) => ({ tariffs: event.output }),
                  },
                },
                onError: { target: 'failed', actions: assignError },
              },
            },
            failed: { tags: 'failure', on: { 'user.retry': 'loading' } },
          },
        },
        options: {
          always: { guard: not('needsOptions'), target: 'ready' },
          initial: 'loading',
          states: {
            loading: {
              tags: 'loading',
              entry: 'clearError',
              invoke: {
                id: 'loadBookingOptions',
                src: 'loadBookingOptions',
                input: optionsInput,
                onDone: {
                  actions: {
                    type: 'assignOptions',
                    params: ({ event }) => ({ options: event.output }),
                  },
                },
                onError: { target: 'failed', actions: assignError },
              },
            },
            failed: { tags: 'failure', on: { 'user.retry': 'loading' } },
          },
        },
      },
    },
    /**
     * The company's payment types, asked for once as its wizard starts and beside the steps (the
     * first step does not wait for them): with them the step indicator leaves out the payment step
     * of a company that books on account from the first step on. A failure is not shown: the
     * options bring the payment types again before a step needs them.
     */
    paymentTypes: {
      initial: 'checking',
      states: {
        checking: {
          always: [{ guard: 'needsPaymentTypes', target: 'loading' }, { target: 'settled' }],
        },
        loading: {
          invoke: {
            id: 'loadPaymentTypes',
            src: 'loadPaymentTypes',
            input: ({ context }) => ({ company: context.company }),
            onDone: {
              target: 'settled',
              actions: {
                type: 'assignPaymentTypes',
                params: ({ event }) => ({ paymentTypes: event.output }),
              },
            },
            onError: 'settled',
          },
        },
        settled: {},
      },
    },
  },
});

export type BookingMachine = typeof bookingMachine;
