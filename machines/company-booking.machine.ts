import { and, assign, not, or, setup } from 'xstate';
import { createBooking, type Address, type Booking, type Direction, type KundeStamm } from '../src/domain/booking';
import type { CompanySession } from '../src/domain/company';
import { companyCapabilities } from '../src/domain/company-capabilities';
import type { AirportCode, Language } from '../src/domain/constants';
import type { BookingOptions, FlowError, TariffPrice } from './shared/booking-options';
import { draftActions, draftActors, draftGuards } from './shared/draft-setup';
import { notProvided } from './shared/save-booking';
import { bookingStepStates, paymentTypeReady, paymentTypeRoute, persistBooking, tariffChoices, tripDetailsRoute } from './shared/step-states';
import { applyTripDetails, type TripDetails } from './shared/trip-details';

/**
 * The company booking wizard (spec section 2, DESIGN.md section 4). Entry by company:
 * 52460 -> mtuTarifauswahl, alsPrivat -> reiseziel, every other company -> neuerAuftrag
 * (passenger) -> reiseziel. Then tarifAuswahl -> reiseDetails (with cost centre and department)
 * -> kreditkarteZahlung (only when the company can pay by card; otherwise the booking goes on
 * account) -> zusammenfassung -> status. Steps are routable states (`id`, `route`, `meta.path`);
 * a step's route guard refuses it while its data is missing. The steps shared with the private
 * wizard (options loading, retry, choices, save, status) come from machines/shared/step-states.ts,
 * their actors, actions and guards from machines/shared/draft-setup.ts.
 */

/** The passenger chosen or entered in neuerAuftrag (an existing customer keeps its id). */
export interface Passenger {
  kunde: Pick<KundeStamm, 'id' | 'anredeId' | 'anrede' | 'vorname' | 'name' | 'co' | 'email' | 'mobil' | 'telefon' | 'kst' | 'bereich'>;
  adresse: Address;
}

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

export interface AirportOption {
  iata: AirportCode;
  name: string;
}

/** A fixed route tariff of company 52460 (/Preis/FirmaMtu). */
export interface MtuTariffOption {
  id: number;
  name: string;
  flughafen: AirportCode;
  transferArtId: number;
  plz: string;
  ort: string;
  preisCent: number;
}

export interface MtuQuoteRequest {
  flughafen: AirportCode;
  plz: string;
  ort: string;
}

/** Per-km MTU prices (/Preis/KmForMTU) for a destination without a route tariff. */
export interface MtuQuote {
  request: MtuQuoteRequest;
  prices: TariffPrice[];
}

export interface CompanyBookingContext {
  booking: Booking;
  company: CompanySession | null;
  options: BookingOptions | null;
  airports: AirportOption[] | null;
  mtuTariffs: MtuTariffOption[] | null;
  mtuQuote: MtuQuote | null;
  /** The destination last asked for on mtuTarifauswahl: quoted, and asked again on retry. */
  mtuQuoteRequest: MtuQuoteRequest | null;
  /** The chosen route tariff while on mtuTarifauswahl. */
  mtuTariffId: number | null;
  error: FlowError | null;
}

export interface CompanyBookingInput {
  booking: Booking;
  company: CompanySession | null;
}

export type CompanyBookingEvent =
  | { type: 'user.submitPassenger'; passenger: Passenger }
  | { type: 'user.submitDestination'; destination: Destination }
  | { type: 'user.selectMtuTariff'; tariffId: number }
  | { type: 'user.submitMtuTariff'; richtung: Direction }
  | { type: 'user.requestMtuQuote'; request: MtuQuoteRequest }
  | { type: 'user.submitOtherDestination'; richtung: Direction }
  | { type: 'user.selectTariff'; transferArtId: number }
  | { type: 'user.setExtra'; id: number; anzahl: number }
  | { type: 'user.submitTariff' }
  | { type: 'user.submitTripDetails'; details: TripDetails; kst: string; bereich: string }
  | { type: 'user.selectPaymentType'; zahlungsartId: number }
  | { type: 'user.submitPaymentType' }
  | { type: 'user.confirm' }
  | { type: 'user.pay' }
  | { type: 'user.retry' }
  | { type: 'user.back' }
  | { type: 'user.newBooking' };

export interface LoadCompanyOptionsInput {
  booking: Booking;
  company: CompanySession | null;
  current: BookingOptions | null;
  mtuTariffs: MtuTariffOption[] | null;
}

/** A fresh company draft: the spec's defaults, the company's id and private flag. */
export function newCompanyDraft(company: CompanySession | null, language: Language): Booking {
  return createBooking({
    language,
    richtung: 'zumFlughafen',
    flughafen: 'HAJ',
    plz: '',
    ort: '',
    datum: '',
    zeit: '',
    firmenId: company?.firmenId ?? null,
    istPrivat: company?.alsPrivat ?? false,
  });
}

export function hasPassenger(booking: Booking): boolean {
  return booking.kundeStamm.vorname.trim() !== '' && booking.kundeStamm.name.trim() !== '';
}

/** Airport and postcode/town of the destination: enough to price the ride. */
export function hasDestination(booking: Booking): boolean {
  return booking.kundeAdresse.plz.trim() !== '' && booking.kundeAdresse.ort.trim() !== '';
}

export function offersCard(options: BookingOptions | null): boolean {
  return Boolean(options?.paymentTypes.some((type) => type.isCard));
}

const steps = bookingStepStates({
  optionsInput: ({ context }: { context: CompanyBookingContext }): LoadCompanyOptionsInput => ({
    booking: context.booking,
    company: context.company,
    current: context.options,
    mtuTariffs: context.mtuTariffs,
  }),
  namedInvokes: false,
});

export const companyBookingMachine = setup({
  types: {
    context: {} as CompanyBookingContext,
    events: {} as CompanyBookingEvent,
    input: {} as CompanyBookingInput,
  },
  actors: {
    ...draftActors<LoadCompanyOptionsInput>(),
    loadAirports: notProvided<AirportOption[], { company: CompanySession | null }>('loadAirports'),
    loadMtuTariffs: notProvided<MtuTariffOption[], { company: CompanySession | null }>('loadMtuTariffs'),
    loadMtuQuote: notProvided<MtuQuote, { company: CompanySession | null; request: MtuQuoteRequest }>('loadMtuQuote'),
  },
  actions: {
    // The draft actions (options, errors, tariff, extras, payment type, save) both wizards share.
    ...draftActions<CompanyBookingContext, CompanyBookingEvent>(),
    assignAirports: assign({ airports: (_, params: { airports: AirportOption[] }) => params.airports }),
    assignMtuTariffs: assign({ mtuTariffs: (_, params: { tariffs: MtuTariffOption[] }) => params.tariffs }),
    assignMtuQuoteRequest: assign({ mtuQuoteRequest: (_, params: { request: MtuQuoteRequest }) => params.request }),
    assignMtuQuote: assign({
      mtuQuote: (_, params: { request: MtuQuoteRequest; prices: TariffPrice[] }) => ({ request: params.request, prices: params.prices }),
    }),
    startNewDraft: assign({
      booking: ({ context }) => newCompanyDraft(context.company, context.booking.buchungStamm.sprach),
      options: null,
      mtuQuote: null,
      mtuQuoteRequest: null,
      mtuTariffId: null,
      error: null,
    }),
    assignPassenger: assign({
      booking: ({ context }, params: { passenger: Passenger }) => {
        const { kunde, adresse } = params.passenger;
        const { booking } = context;
        // The passenger's address is the default destination; reiseziel may change it.
        const keepDestination = hasDestination(booking);
        return {
          ...booking,
          kundeStamm: { ...booking.kundeStamm, ...kunde, firmenId: booking.buchungStamm.firmenId },
          kundeAdresse: keepDestination
            ? { ...booking.kundeAdresse, id: kunde.id ? booking.kundeAdresse.id : null, kundeId: kunde.id }
            : { ...booking.kundeAdresse, ...adresse, kundeId: kunde.id },
        };
      },
    }),
    assignDestination: assign({
      booking: ({ context }, params: { destination: Destination }) => {
        const d = params.destination;
        const address = { ...d.adresse };
        return {
          ...context.booking,
          richtung: d.richtung,
          flughafen: d.flughafen,
          erw: d.erw,
          kind: d.kind,
          kundeAdresse: { ...context.booking.kundeAdresse, ...address },
          hinfahrt: { ...context.booking.hinfahrt, datum: d.datum, zeit: d.zeit, buchungAdresse: { ...address } },
          rueckfahrt: { ...context.booking.rueckfahrt, buchungAdresse: { ...address } },
        };
      },
    }),
    assignMtuTariffId: assign({ mtuTariffId: (_, params: { tariffId: number }) => params.tariffId }),
    /** A route tariff fixes airport, destination postcode/town and transfer type. */
    applyMtuTariff: assign({
      booking: ({ context }, params: { richtung: Direction }) => {
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
          ...context.booking,
          richtung: params.richtung,
          flughafen: tariff.flughafen,
          transferArtId: tariff.transferArtId,
          kundeAdresse: { ...context.booking.kundeAdresse, ...address },
          hinfahrt: { ...context.booking.hinfahrt, buchungAdresse: { ...address } },
          rueckfahrt: { ...context.booking.rueckfahrt, buchungAdresse: { ...address } },
        };
      },
    }),
    /** Another destination of 52460: the quoted place, the tariff is chosen on tarifAuswahl. */
    applyMtuQuoteDestination: assign({
      booking: ({ context }, params: { richtung: Direction }) => {
        const request = context.mtuQuote?.request;
        if (!request) return context.booking;
        const address = { strasse: '', plz: request.plz, ort: request.ort, ortsteil: '' };
        return {
          ...context.booking,
          richtung: params.richtung,
          flughafen: request.flughafen,
          transferArtId: null,
          kundeAdresse: { ...context.booking.kundeAdresse, ...address },
          hinfahrt: { ...context.booking.hinfahrt, buchungAdresse: { ...address } },
          rueckfahrt: { ...context.booking.rueckfahrt, buchungAdresse: { ...address } },
        };
      },
    }),
    assignTripDetails: assign({
      booking: ({ context }, params: { details: TripDetails; kst: string; bereich: string }) => {
        const next = applyTripDetails(context.booking, params.details);
        return { ...next, kundeStamm: { ...next.kundeStamm, kst: params.kst, bereich: params.bereich } };
      },
    }),
    /** No card for this company: the booking goes on account with its first such payment type. */
    assignOnAccountPayment: assign({
      booking: ({ context }) => {
        const onAccount = context.options?.paymentTypes.find((type) => !type.isCard);
        return onAccount ? { ...context.booking, zahlungsartId: onAccount.id } : context.booking;
      },
    }),
  },
  guards: {
    ...draftGuards,
    hasCompany: ({ context }) => context.company !== null,
    isMtuCompany: ({ context }) => context.company !== null && companyCapabilities(context.company).tariffMode === 'routeTariffs',
    isPrivateCompany: ({ context }) => Boolean(context.company?.alsPrivat),
    hasPassenger: ({ context }) => hasPassenger(context.booking),
    hasDestination: ({ context }) => hasDestination(context.booking),
    hasAirports: ({ context }) => context.airports !== null,
    hasMtuTariffs: ({ context }) => context.mtuTariffs !== null,
    hasMtuTariff: ({ context }) => context.mtuTariffs?.some((t) => t.id === context.mtuTariffId) ?? false,
    hasMtuQuote: ({ context }) => context.mtuQuote !== null,
    offersCard: ({ context }) => offersCard(context.options),
    isMtuTariffAvailable: ({ context }, params: { tariffId: number }) => Boolean(context.mtuTariffs?.some((t) => t.id === params.tariffId)),
    isAirportAvailable: ({ context }, params: { flughafen: string }) => Boolean(context.airports?.some((a) => a.iata === params.flughafen)),
  },
}).createMachine({
  id: 'companyBooking',
  context: ({ input }) => ({
    booking: input.booking,
    company: input.company,
    options: null,
    airports: null,
    mtuTariffs: null,
    mtuQuote: null,
    mtuQuoteRequest: null,
    mtuTariffId: null,
    error: null,
  }),
  initial: 'start',
  on: {
    // A new order from the booking tab or after the status: a fresh draft at the entry step.
    'user.newBooking': { target: '.start', actions: ['startNewDraft', persistBooking] },
  },
  states: {
    /** Picks the company's entry step (spec section 2); the URL may then route elsewhere. */
    start: {
      always: [
        { guard: 'isMtuCompany', target: '#mtuTarifauswahl' },
        { guard: 'isPrivateCompany', target: '#reiseziel' },
        { guard: 'hasCompany', target: '#neuerAuftrag' },
        // Without a company session only an existing booking can be continued.
        { guard: 'hasTariff', target: '#reiseDetails' },
        { target: 'noCompany' },
      ],
    },
    noCompany: {},
    neuerAuftrag: {
      id: 'neuerAuftrag',
      route: { guard: and(['hasCompany', not('isMtuCompany'), not('isPrivateCompany')]) },
      meta: { path: 'neuer-auftrag' },
      on: {
        'user.submitPassenger': {
          target: '#reiseziel',
          actions: [{ type: 'assignPassenger', params: ({ event }) => ({ passenger: event.passenger }) }, persistBooking],
        },
      },
    },
    reiseziel: {
      id: 'reiseziel',
      route: { guard: and(['hasCompany', not('isMtuCompany'), or(['isPrivateCompany', 'hasPassenger'])]) },
      meta: { path: 'reiseziel' },
      initial: 'checking',
      states: {
        checking: { always: [{ guard: 'hasAirports', target: 'ready' }, { target: 'loading' }] },
        loading: {
          entry: 'clearError',
          invoke: {
            src: 'loadAirports',
            input: ({ context }) => ({ company: context.company }),
            onDone: { target: 'ready', actions: { type: 'assignAirports', params: ({ event }) => ({ airports: event.output }) } },
            onError: { target: 'failure', actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        failure: { on: { 'user.retry': 'loading', 'user.back': { guard: not('isPrivateCompany'), target: '#neuerAuftrag' } } },
        ready: {
          on: {
            'user.submitDestination': {
              guard: { type: 'isAirportAvailable', params: ({ event }) => ({ flughafen: event.destination.flughafen }) },
              target: '#tarifAuswahl',
              actions: [{ type: 'assignDestination', params: ({ event }) => ({ destination: event.destination }) }, persistBooking],
            },
            'user.back': { guard: not('isPrivateCompany'), target: '#neuerAuftrag' },
          },
        },
      },
    },
    mtuTarifauswahl: {
      id: 'mtuTarifauswahl',
      route: { guard: 'isMtuCompany' },
      meta: { path: 'mtu-tarifauswahl' },
      initial: 'checking',
      states: {
        checking: { always: [{ guard: 'hasMtuTariffs', target: 'ready' }, { target: 'loading' }] },
        loading: {
          entry: 'clearError',
          invoke: {
            src: 'loadMtuTariffs',
            input: ({ context }) => ({ company: context.company }),
            onDone: { target: 'ready', actions: { type: 'assignMtuTariffs', params: ({ event }) => ({ tariffs: event.output }) } },
            onError: { target: 'failure', actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        failure: { on: { 'user.retry': 'loading' } },
        ready: {
          on: {
            'user.selectMtuTariff': {
              guard: { type: 'isMtuTariffAvailable', params: ({ event }) => ({ tariffId: event.tariffId }) },
              actions: { type: 'assignMtuTariffId', params: ({ event }) => ({ tariffId: event.tariffId }) },
            },
            'user.submitMtuTariff': {
              guard: 'hasMtuTariff',
              target: '#reiseDetails',
              actions: [{ type: 'applyMtuTariff', params: ({ event }) => ({ richtung: event.richtung }) }, persistBooking],
            },
            'user.requestMtuQuote': { target: 'quoting', actions: { type: 'assignMtuQuoteRequest', params: ({ event }) => ({ request: event.request }) } },
            'user.submitOtherDestination': {
              guard: 'hasMtuQuote',
              target: '#tarifAuswahl',
              actions: [{ type: 'applyMtuQuoteDestination', params: ({ event }) => ({ richtung: event.richtung }) }, persistBooking],
            },
          },
        },
        quoting: {
          entry: 'clearError',
          invoke: {
            src: 'loadMtuQuote',
            input: ({ context }) => ({
              company: context.company,
              // Set on every way in (a new request, or a retry of the last one).
              request: context.mtuQuoteRequest!,
            }),
            onDone: {
              target: 'ready',
              actions: {
                type: 'assignMtuQuote',
                params: ({ event }) => ({ request: event.output.request, prices: event.output.prices }),
              },
            },
            onError: { target: 'quoteFailure', actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        // "Try again" asks for the same destination again; a changed one is a new request.
        quoteFailure: { on: { 'user.retry': 'quoting', 'user.requestMtuQuote': { target: 'quoting', actions: { type: 'assignMtuQuoteRequest', params: ({ event }) => ({ request: event.request }) } } } },
      },
    },
    tarifAuswahl: {
      id: 'tarifAuswahl',
      route: { guard: 'hasDestination' },
      meta: { path: 'tarif-auswahl' },
      initial: 'checking',
      states: {
        ...steps.optionsStep(steps.retryOrBack('loading', backToDestination())),
        ready: { on: { ...tariffChoices, 'user.back': backToDestination() } },
      },
    },
    reiseDetails: {
      ...tripDetailsRoute,
      states: {
        ...steps.optionsStep(steps.retryOrBack('loading', backToTariff())),
        ready: {
          on: {
            'user.submitTripDetails': [
              {
                guard: 'offersCard',
                target: '#kreditkarteZahlung',
                actions: [{ type: 'assignTripDetails', params: ({ event }) => ({ details: event.details, kst: event.kst, bereich: event.bereich }) }, persistBooking],
              },
              {
                // On account: no payment step (spec: card step only for card-paying companies).
                target: '#zusammenfassung',
                actions: [
                  { type: 'assignTripDetails', params: ({ event }) => ({ details: event.details, kst: event.kst, bereich: event.bereich }) },
                  'assignOnAccountPayment',
                  persistBooking,
                ],
              },
            ],
            'user.back': backToTariff(),
          },
        },
      },
    },
    kreditkarteZahlung: {
      ...paymentTypeRoute,
      states: {
        checking: {
          always: [
            { guard: not('hasOptions'), target: 'loading' },
            { guard: 'offersCard', target: 'ready' },
            { target: '#zusammenfassung', actions: ['assignOnAccountPayment', persistBooking] },
          ],
        },
        loading: steps.loadOptions('checking'),
        failure: steps.retryOrBack('loading', '#reiseDetails'),
        ready: paymentTypeReady,
      },
    },
    zusammenfassung: steps.summaryStep(backFromSummary()),
    status: steps.statusStep(),
  },
});

function backToDestination() {
  return [{ guard: 'isMtuCompany', target: '#mtuTarifauswahl' }, { target: '#reiseziel' }] as const;
}

function backToTariff() {
  return [{ guard: 'isMtuCompany', target: '#mtuTarifauswahl' }, { target: '#tarifAuswahl' }] as const;
}

function backFromSummary() {
  return [{ guard: 'offersCard', target: '#kreditkarteZahlung' }, { target: '#reiseDetails' }] as const;
}

export type CompanyBookingMachine = typeof companyBookingMachine;
