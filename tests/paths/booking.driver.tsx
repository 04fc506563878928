import type { UserEvent } from '@testing-library/user-event';
import { screen, within } from '@testing-library/react';
import { expect, vi } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import type { Booking } from '../../src/domain/booking';
import type { CompanySession } from '../../src/domain/company';
import { companyCapabilities } from '../../src/domain/company-capabilities';
import { bookingStore, paymentStore } from '../../src/session';
import { passengerPicker } from '../../src/app/company-booking-page';
import { CompanyBookingFlow, PrivateBookingFlow } from '../../src/features/booking/route';
import { stepMetaOf } from '../../src/features/booking/ui/use-machine-route-sync';
import {
  bookingMachine,
  booksOnAccount,
  entryStepOf,
  stepsOf,
  hasDestination,
  hasPassenger,
  newCompanyDraft,
  type AirportOption,
  type BookingContext,
  type BookingInput,
  type Destination,
  type MtuQuoteRequest,
  type MtuTrip,
  type MtuTariffOption,
  type Passenger,
  type SummaryEditStep,
  summaryEditStepsOf,
} from '../../machines/booking.machine';
import type { BookingOptions } from '../../machines/shared/booking-options';
import { hasOptionsFor, hasTripDetails } from '../../machines/shared/booking-rules';
import {
  draftFixture,
  savedFixture,
  optionsFixture,
  tripDetailsFixture,
} from '../../machines/shared/test-fixtures';
import { applyTripDetails, type TripDetails } from '../../machines/shared/trip-details';
import { defineDriver, type StepContext } from './runner/driver';
import {
  escape,
  chooseOption,
  field,
  findField,
  fillTripDetails,
  nextButton as next,
  nextButtonName,
  setValue,
  startsWith,
  t,
  wizardKit,
} from './runner/wizard';

/*
 * The company's passenger form asks the API for its salutations outside the machine
 * (src/api/salutations.ts): here they answer as the demo server's do, and every other call
 * still goes to the real fetch (which finds no server: the machine's calls are provided).
 */
const unstubbedFetch = globalThis.fetch;
vi.stubGlobal('fetch', (request: Request) =>
  new URL(request.url).pathname.endsWith('/Kunde/Anrede')
    ? Promise.resolve(
        Response.json([
          { id: 1, name: 'Herr', anrede: 'Herr' },
          { id: 2, name: 'Frau', anrede: 'Frau' },
        ]),
      )
    : unstubbedFetch(request),
);

/*
 * The one booking wizard driven by the path runner, as a private customer (/privat-buchung/*,
 * the feature's Flow) and as a company (/buchung/*, CompanyBookingFlow), each with its real
 * effects (sessionStorage, URL sync); the runner's createActor hook swaps the API actors for
 * fakes. Start situations: a private draft from the start page, a private reload and a saved
 * private booking; the three company entry steps (normal, booking as private, route tariffs), a
 * company reload and no company session. Every state has a check of what the user sees.
 */

const privateWizard = wizardKit({
  machine: bookingMachine,
  base: '/privat-buchung',
  namespace: 'privateBooking',
  stepIndicator: true,
});
const companyWizard = wizardKit({
  machine: bookingMachine,
  base: '/buchung',
  namespace: 'company',
});

type Input = BookingInput & {
  /** Seeded as sessionStorage `Buchung` (a reload); otherwise the company flow makes a new draft. */
  stored?: boolean;
};
type Ctx = StepContext<{ type: string; [key: string]: unknown }, Input>;
const isPrivate = (ctx: { input: Input }) => ctx.input.customer === 'private';
const kitOf = (ctx: { input: Input }) => (isPrivate(ctx) ? privateWizard : companyWizard);
const bookingOf = (snapshot: AnyMachineSnapshot) =>
  (snapshot.context as { booking: Booking }).booking;

/** What a failed call answers; the failure alert says what it means (describeFailure). */
const FAILURE = {
  kind: 'http',
  status: 503,
  code: 'unavailable',
  message: 'Der Dienst ist gerade nicht erreichbar.',
};
const loading = async (ctx: Ctx) => {
  await kitOf(ctx).loading();
  if (isPrivate(ctx)) await screen.findByText(t('common.status.loading'));
};
// While another call still loads (the status and the options load at once), the spinner shows.
const failure = (ctx: Ctx) =>
  ctx.snapshot.hasTag('loading') ? loading(ctx) : kitOf(ctx).failure(t('failures.server'))();
const heading = (step: string) => (ctx: Ctx) =>
  isPrivate(ctx) ? privateWizard.heading(step)(ctx) : companyWizard.heading(step)(ctx);

/** A private trip whose postcode differs from the one the prices were loaded for. */
const movedTrip: TripDetails = {
  ...tripDetailsFixture,
  adresse: {
    ...tripDetailsFixture.adresse,
    plz: '30165',
    ort: 'Hannover',
    strasse: 'Lister Meile 2',
  },
};
const privateComplete: Booking = {
  ...applyTripDetails(draftFixture({ transferArtId: 1 }), tripDetailsFixture),
  zahlungsartId: 2,
};
const privatePaymentTypes = optionsFixture.paymentTypes;
const tariffRadio = () =>
  screen.getAllByRole('radio', {
    name: new RegExp(optionsFixture.transferTypes[0]!.name),
  })[0]! as HTMLInputElement;
const paymentRadio = (name: string) =>
  screen.getByRole('radio', { name: new RegExp(escape(name)) }) as HTMLInputElement;
/**
 * A step's button on without the choice it needs: pressed, the step stays, the group says what
 * is missing and its first choice has the focus (useRequiredChoice).
 */
const expectChoiceAsked = async (
  ctx: Ctx,
  button: HTMLElement,
  groupName: string,
  message: string,
) => {
  const before = ctx.actual()?.value;
  expect(button).toBeEnabled();
  await ctx.user.click(button);
  const group = screen.getByRole('group', { name: groupName });
  expect(group).toHaveAccessibleDescription(message);
  expect(within(group).getAllByRole('radio')[0]).toHaveFocus();
  expect(within(group).getAllByRole('radio')[0]).toBeInvalid();
  expect(ctx.actual()?.value).toEqual(before);
};

const normal: CompanySession = {
  firmenId: 30100,
  name: 'Wolfsmark',
  name2: '',
  alsPrivat: false,
  buchungListeAktiv: false,
  kundeListeAktiv: false,
};
const asPrivate: CompanySession = {
  ...normal,
  firmenId: 70001,
  name: 'Heidemoor',
  alsPrivat: true,
};
const mtu: CompanySession = { ...normal, firmenId: 52460, name: 'Turbine' };

const cardTypes = [
  { id: 1, name: 'Kreditkarte', isCard: true },
  { id: 3, name: 'Rechnung', isCard: false },
];
const accountTypes = [{ id: 3, name: 'Rechnung', isCard: false }];
const airports: AirportOption[] = [{ iata: 'HAJ' }, { iata: 'BRE' }];
const mtuTariffs: MtuTariffOption[] = [
  {
    id: 1,
    name: 'Werk Langenhagen ⇄ HAJ',
    flughafen: 'HAJ',
    transferArtId: 1,
    plz: '30855',
    ort: 'Langenhagen',
    preisCent: 1900,
    maxPersons: 8,
  },
];
const quoteRequest: MtuQuoteRequest = { flughafen: 'HAJ', plz: '30159', ort: 'Hannover' };

/** The MTU step's passengers, typed before going on as a user does. */
async function setPassengerCounts(user: UserEvent, trip: MtuTrip) {
  await setValue(user, field(t('common.fields.adults')), String(trip.erw));
  await setValue(user, field(t('common.fields.children')), String(trip.kind));
}
/** Trip details at the route's end (its postcode), so the ride stays on the route tariff. */
const routeTrip: TripDetails = {
  ...tripDetailsFixture,
  adresse: { ...tripDetailsFixture.adresse, plz: mtuTariffs[0]!.plz, ort: mtuTariffs[0]!.ort },
};

const passenger: Passenger = {
  kunde: {
    id: null,
    anredeId: 2,
    anrede: 'Frau',
    vorname: 'Lea',
    name: 'Köhler',
    co: '',
    email: '',
    mobil: '',
    telefon: '',
    kst: '',
    bereich: '',
  },
  adresse: { strasse: '', plz: '', ort: '', ortsteil: '' },
} as unknown as Passenger;
const destination: Destination = {
  richtung: 'zumFlughafen',
  flughafen: 'HAJ',
  adresse: { strasse: 'Kröpcke 1', plz: '30159', ort: 'Hannover', ortsteil: '' },
  datum: '2099-06-01',
  zeit: '08:30',
  erw: 1,
  kind: 0,
};

/** A complete, unsaved draft of the normal company (a reload at a later step). */
function completeDraft(): Booking {
  const draft = newCompanyDraft(normal, 'de');
  const withDestination: Booking = {
    ...draft,
    kundeStamm: { ...draft.kundeStamm, vorname: 'Lea', name: 'Köhler' },
    kundeAdresse: { ...draft.kundeAdresse, ...destination.adresse },
    hinfahrt: { ...draft.hinfahrt, datum: destination.datum, zeit: destination.zeit },
    transferArtId: 1,
  };
  return { ...applyTripDetails(withDestination, tripDetailsFixture), zahlungsartId: 3 };
}

/** The URL a company user arrives at: the entry step's (the company area redirects there). */
function entryPath(input: Input): string {
  const step = entryStepOf(contextOf(input));
  return step
    ? String((bookingMachine.getStateNodeById(step).meta as { path: string }).path)
    : 'neuer-auftrag';
}

function contextOf(input: Input) {
  const company = input.customer === 'company' ? input.company : null;
  return {
    customer: input.customer,
    booking: input.booking,
    capabilities: company ? companyCapabilities(company) : null,
  };
}

/** The summary's edit links, one event per step they open. */
const summaryEdits = (steps: SummaryEditStep[]) =>
  steps.map((step) => ({ type: 'user.edit', step }));

function editLinkName(step: SummaryEditStep): RegExp {
  const key = {
    mtuTarifauswahl: ['company.summary.editRoute'],
    tarifAuswahl: ['privateBooking.summary.editTrip', 'company.summary.editTrip'],
    reiseDetails: ['privateBooking.summary.editContact', 'company.summary.editPassenger'],
    kreditkarteZahlung: ['privateBooking.summary.editPayment', 'company.summary.editPayment'],
  }[step];
  return new RegExp(`^(${key.map((k) => escape(t(k))).join('|')})$`);
}

export default defineDriver<{ type: string; [key: string]: unknown }, Input>({
  inputs: {
    // The entry form on the start page made a draft: the private wizard starts at the tariff.
    privateFresh: { customer: 'private', booking: draftFixture() },
    // A reload (or deep link) with a complete, unsaved draft: later steps load their lists.
    privateReload: { customer: 'private', booking: privateComplete },
    // A reload of the status page after booking by invoice.
    privateSaved: { customer: 'private', booking: savedFixture(privateComplete, 'offen') },
    normal: { customer: 'company', booking: newCompanyDraft(normal, 'de'), company: normal },
    asPrivate: {
      customer: 'company',
      booking: newCompanyDraft(asPrivate, 'de'),
      company: asPrivate,
    },
    mtu: { customer: 'company', booking: newCompanyDraft(mtu, 'de'), company: mtu },
    reload: { customer: 'company', booking: completeDraft(), company: normal, stored: true },
    noCompany: { customer: 'company', booking: newCompanyDraft(null, 'de'), company: null },
    noCompanyWithTariff: {
      customer: 'company',
      booking: completeDraft(),
      company: null,
      stored: true,
    },
  },
  events: (snapshot) =>
    (snapshot.context as { customer: string }).customer === 'private'
      ? [
          { type: 'user.selectTariff', transferArtId: 1 },
          { type: 'user.setExtra', id: 1, anzahl: 1 },
          { type: 'user.submitTripDetails', details: tripDetailsFixture },
          { type: 'user.submitTripDetails', details: movedTrip },
          { type: 'user.selectPaymentType', zahlungsartId: 1 },
          { type: 'user.selectPaymentType', zahlungsartId: 2 },
          ...summaryEdits(['tarifAuswahl', 'reiseDetails', 'kreditkarteZahlung']),
        ]
      : [
          { type: 'user.submitPassenger', passenger },
          { type: 'user.submitDestination', destination },
          { type: 'user.selectMtuTariff', tariffId: 1 },
          { type: 'user.submitMtuTariff', richtung: 'zumFlughafen', erw: 2, kind: 1 },
          { type: 'user.requestMtuQuote', request: quoteRequest },
          { type: 'user.submitOtherDestination', richtung: 'zumFlughafen', erw: 3, kind: 0 },
          { type: 'user.selectTariff', transferArtId: 1 },
          { type: 'user.setExtra', id: 1, anzahl: 1 },
          {
            type: 'user.submitTripDetails',
            details: tripDetailsFixture,
            kst: 'WM-7100',
            bereich: 'Entwicklung',
          },
          // 52460: picked up where its route ends, so the route keeps the tariff.
          { type: 'user.submitTripDetails', details: routeTrip, kst: '', bereich: '' },
          { type: 'user.selectPaymentType', zahlungsartId: 1 },
          { type: 'user.selectPaymentType', zahlungsartId: 3 },
          ...summaryEdits([
            'mtuTarifauswahl',
            'tarifAuswahl',
            'reiseDetails',
            'kreditkarteZahlung',
          ]),
        ],
  outputs: {
    loadAirports: () => [airports],
    // A company that pays by card, and one on account (no payment step from the first step on).
    loadPaymentTypes: () => [cardTypes, accountTypes],
    loadMtuTariffs: () => [mtuTariffs],
    loadMtuQuote: () => [
      {
        request: quoteRequest,
        prices: [{ transferArtId: 1, betragCent: 4200 }],
        transferTypes: optionsFixture.transferTypes,
      },
    ],
    loadBookingOptions: (s) => {
      const key = `${s.context.booking.flughafen}|${s.context.booking.kundeAdresse.plz}`;
      // Private: card and another type, or card only (what a private customer is offered).
      if (s.context.customer === 'private') {
        return [
          { ...optionsFixture, key },
          { ...optionsFixture, key, paymentTypes: privatePaymentTypes.filter((p) => p.isCard) },
        ] satisfies BookingOptions[];
      }
      // One company pays by card, another on account, a third by card only.
      return [
        { ...optionsFixture, key, paymentTypes: cardTypes },
        { ...optionsFixture, key, paymentTypes: accountTypes },
        { ...optionsFixture, key, paymentTypes: cardTypes.filter((p) => p.isCard) },
      ] satisfies BookingOptions[];
    },
    saveBooking: (s) => [savedFixture(s.context.booking)],
    loadBookingStatus: (s) => [s.context.booking],
  },
  errors: {
    loadBookingOptions: () => [FAILURE],
    saveBooking: () => [FAILURE],
    loadBookingStatus: () => [FAILURE],
    loadAirports: () => [FAILURE],
    loadPaymentTypes: () => [FAILURE],
    loadMtuTariffs: () => [FAILURE],
    loadMtuQuote: () => [FAILURE],
  },
  filterEvents: (snapshot: AnyMachineSnapshot, event) => {
    // A new order is offered on the status step (and by the booking tab there).
    if (event.type === 'user.newBooking')
      return snapshot.matches({ steps: { status: 'showingStatus' } } as never);
    // The company's payment types answer before the user acts on the first step (they are asked
    // for as the wizard starts): a graph of every step with them pending would not fit.
    if (event.type.startsWith('user.') && snapshot.matches({ paymentTypes: 'loading' } as never))
      return false;
    // The screen offers Back once the step's lists are loaded (or failed), not while they load.
    if (event.type === 'user.back' && snapshot.hasTag('loading')) return false;
    // The summary's edit links are there once its lists are loaded.
    if (event.type === 'user.edit' && !snapshot.matches({ lists: 'ready' } as never)) return false;
    // Discarding is the same for both wizards: walked by the private one (the saved private
    // booking), the company's graph would outgrow the limit.
    if (event.type === 'user.discardChanges')
      return (snapshot.context as { customer: string }).customer === 'private';
    const wizard =
      (snapshot.context as { customer: string }).customer === 'private'
        ? privateWizard
        : companyWizard;
    return wizard.isRoutable(snapshot, event);
  },
  // Vertices: the state and what the guards look at, not every value of the draft.
  serializeState: (s) => {
    const c = s.context as {
      customer: string;
      booking: Booking;
      options: BookingOptions | null;
      paymentTypes: BookingContext['paymentTypes'];
      airports: unknown;
      mtuTariffs: unknown;
      mtuQuote: unknown;
      mtuTariffId: number | null;
      error: unknown;
      returnToSummary: boolean;
    };
    const b = c.booking;
    // The private wizard's graph also follows extras, postcode and errors (the company's would explode).
    const privateOnly =
      c.customer === 'private' ? [b.extras, b.kundeAdresse.plz, Boolean(c.error)] : null;
    return JSON.stringify([
      s.value,
      privateOnly,
      hasPassenger(b),
      hasDestination(b),
      b.transferArtId,
      hasTripDetails(b),
      b.zahlungsartId,
      b.buchungStamm.voucher,
      b.buchungStamm.zahlungsstatus,
      c.options
        ? [hasOptionsFor(b, c.options), booksOnAccount(c), c.options.paymentTypes.length]
        : null,
      // A failed call and a company paying by card: both show the payment step.
      booksOnAccount({ options: null, paymentTypes: c.paymentTypes }),
      Boolean(c.airports),
      Boolean(c.mtuTariffs),
      Boolean(c.mtuQuote),
      c.mtuTariffId,
      c.returnToSummary,
      summaryEditStepsOf(s.context as BookingContext),
    ]);
  },
  graphLimit: 60000,
  render: ({ input }) => {
    if (input.customer === 'private') {
      sessionStorage.setItem('Buchung', JSON.stringify(input.booking));
      privateWizard.mount(<PrivateBookingFlow />, 'tarif-auswahl');
      return;
    }
    if (input.stored) sessionStorage.setItem('Buchung', JSON.stringify(input.booking));
    // A stored draft loads at a path that is neither an entry route nor a step: the flow keeps
    // the draft and shows its own first step (see initialDraft in src/features/booking).
    const first = input.stored ? 'laden' : entryPath(input);
    companyWizard.mount(
      <CompanyBookingFlow company={input.company} passengerPicker={passengerPicker} />,
      first,
    );
  },
  on: {
    'xstate.route': (ctx) => kitOf(ctx).route(ctx),
    'user.submitPassenger': async ({ user, event }) => {
      const p = event.passenger as Passenger;
      // The form is drawn just after the step's frame (deferred, see passenger-picker.tsx).
      await screen.findAllByLabelText(startsWith(t('common.fields.firstName')), undefined, {
        timeout: 4000,
      });
      await chooseOption(user, field(t('common.fields.salutation')), startsWith(p.kunde.anrede));
      await setValue(user, field(t('common.fields.firstName')), p.kunde.vorname);
      await setValue(user, field(t('common.fields.lastName')), p.kunde.name);
      await user.click(next());
    },
    'user.submitDestination': async ({ user, event }) => {
      const d = event.destination as Destination;
      await user.click(
        screen.getByRole('radio', { name: t(`company.destination.directions.${d.richtung}`) }),
      );
      await chooseOption(
        user,
        field(t('common.fields.airport')),
        new RegExp(`\\(${d.flughafen}\\)$`),
      );
      // Typed as a user of the German site does (TT.MM.JJJJ); the machine gets YYYY-MM-DD.
      await setValue(user, field(t('common.fields.date')), d.datum.split('-').reverse().join('.'));
      await setValue(user, field(t('common.fields.time')), d.zeit);
      await setValue(user, field(t('common.fields.adults')), String(d.erw));
      await setValue(user, field(t('common.fields.children')), String(d.kind));
      await setValue(user, field(t('common.fields.street')), d.adresse.strasse);
      await setValue(user, field(t('common.fields.postcode')), d.adresse.plz);
      await setValue(user, field(t('common.fields.city')), d.adresse.ort);
      await user.click(next());
    },
    'user.selectMtuTariff': ({ user }) =>
      user.click(screen.getByRole('radio', { name: new RegExp(escape(mtuTariffs[0]!.name)) })),
    'user.submitMtuTariff': async ({ user, event }) => {
      await setPassengerCounts(user, event as unknown as MtuTrip);
      await user.click(screen.getByRole('button', { name: t('company.mtu.continueRoute') }));
    },
    'user.requestMtuQuote': async ({ user, event }) => {
      const request = event.request as MtuQuoteRequest;
      const form = screen.getByRole('group', { name: t('company.mtu.otherLegend') });
      await chooseOption(
        user,
        within(form).getAllByLabelText(startsWith(t('common.fields.airport')))[0]!,
        new RegExp(`\\(${request.flughafen}\\)$`),
      );
      await setValue(
        user,
        within(form).getAllByLabelText(startsWith(t('common.fields.postcode')))[0]!,
        request.plz,
      );
      await setValue(
        user,
        within(form).getAllByLabelText(startsWith(t('common.fields.city')))[0]!,
        request.ort,
      );
      await user.click(screen.getByRole('button', { name: t('company.mtu.quote') }));
    },
    'user.submitOtherDestination': async ({ user, event }) => {
      await setPassengerCounts(user, event as unknown as MtuTrip);
      await user.click(screen.getByRole('button', { name: t('company.mtu.continueOther') }));
    },
    'user.selectTariff': ({ user }) => user.click(tariffRadio()),
    // The extra's count (InputNumber): one more with Arrow Up.
    'user.setExtra': async ({ user }) => {
      await user.click(
        screen.getByRole('spinbutton', { name: new RegExp(optionsFixture.extras[0]!.name) }),
      );
      await user.keyboard('{ArrowUp}');
    },
    'user.submitTariff': ({ user }) => user.click(next()),
    'user.submitTripDetails': async (ctx) => {
      const { user, event } = ctx;
      if (!isPrivate(ctx)) {
        await setValue(user, field(t('company.fields.kst')), String(event.kst));
        await setValue(user, field(t('company.fields.bereich')), String(event.bereich));
      }
      await fillTripDetails(user, event.details as TripDetails);
      await user.click(next());
    },
    'user.selectPaymentType': (ctx) => {
      const types = isPrivate(ctx) ? privatePaymentTypes : cardTypes;
      return ctx.user.click(
        paymentRadio(types.find((p) => p.id === ctx.event.zahlungsartId)!.name),
      );
    },
    'user.submitPaymentType': ({ user }) => user.click(next()),
    'user.confirm': (ctx) => ctx.user.click(kitOf(ctx).confirmButton()),
    'user.pay': (ctx) =>
      ctx.user.click(
        screen.getByRole('button', {
          name: t(isPrivate(ctx) ? 'privateBooking.status.payNow' : 'company.status.payNow'),
        }),
      ),
    'user.newBooking': ({ user }) =>
      user.click(screen.getByRole('button', { name: t('company.status.newBooking') })),
    'user.retry': ({ user }) =>
      user.click(screen.getByRole('button', { name: t('common.actions.retry') })),
    'user.discardChanges': ({ user }) => user.click(discardButton()),
    // The section's link: the trip (tariff or route), the contact or passenger, the payment.
    'user.edit': ({ user, event }) =>
      user.click(screen.getByRole('link', { name: editLinkName(event.step as SummaryEditStep) })),
    'user.back': ({ user }) =>
      user.click(screen.getAllByRole('button', { name: t('common.actions.back') })[0]!),
  },
  states: {
    // The entry decision shows the entry step of this customer (private, or the company's capabilities).
    'steps.start': (ctx) => {
      const entry = entryStepOf(ctx.snapshot.context as BookingContext);
      return entry ? heading(entry)(ctx) : noCompany();
    },
    'steps.noCompany': () => noCompany(),
    // The wizard's page (or /zahlung's stand-in after the hand-off) has its title.
    steps: () => expect(screen.getByRole('heading', { level: 1 })).toBeVisible(),
    '#neuerAuftrag': async (ctx) => {
      await heading('neuerAuftrag')(ctx);
      expect(
        await screen.findByRole('button', { name: t('common.actions.next') }, { timeout: 4000 }),
      ).toBeVisible();
    },
    '#reiseziel': async (ctx) => {
      await heading('reiseziel')(ctx);
      // The airport's combobox (PrimeReact draws its focusable part transparent, which jsdom's
      // visibility check counts as unseen): shown to assistive technology.
      if (listsReady(ctx))
        expect(
          await screen.findByRole(
            'combobox',
            { name: startsWith(t('common.fields.airport')) },
            { timeout: 4000 },
          ),
        ).toBeInTheDocument();
    },
    '#mtuTarifauswahl': heading('mtuTarifauswahl'),
    '#tarifAuswahl': async (ctx) => {
      await heading('tarifAuswahl')(ctx);
      if (!listsReady(ctx)) return;
      const [group, missing] = isPrivate(ctx)
        ? (['privateBooking.tariff.chooseTariff', 'booking.tariff.required'] as const)
        : (['company.tariff.choose', 'company.tariff.required'] as const);
      // The step is a lazy chunk: on a busy machine the first path may wait for it.
      expect(await screen.findByRole('group', { name: t(group) }, { timeout: 4000 })).toBeVisible();
      const { transferArtId } = bookingOf(ctx.snapshot);
      if (isPrivate(ctx)) expect(tariffRadio().checked).toBe(transferArtId === 1);
      // Next is usable with the lists in: without a tariff it says that one is missing.
      expect(next()).toBeEnabled();
      expect(ctx.snapshot.can({ type: 'user.submitTariff' })).toBe(transferArtId !== null);
      if (transferArtId === null) await expectChoiceAsked(ctx, next(), t(group), t(missing));
      expectNextLabel(ctx);
    },
    '#reiseDetails': async (ctx) => {
      await heading('reiseDetails')(ctx);
      if (!listsReady(ctx)) return;
      if (isPrivate(ctx))
        expect(await findField(t('common.fields.firstName'))).toHaveValue(
          bookingOf(ctx.snapshot).kundeStamm.vorname,
        );
      else expect(await findField(t('company.fields.kst'))).toBeVisible();
      expectNextLabel(ctx);
    },
    '#kreditkarteZahlung': async (ctx) => {
      await heading('kreditkarteZahlung')(ctx);
      if (!listsReady(ctx)) return;
      const name = t(isPrivate(ctx) ? 'privateBooking.payment.choose' : 'company.payment.choose');
      expect(await screen.findByRole('group', { name }, { timeout: 4000 })).toBeVisible();
      if (isPrivate(ctx))
        expect(paymentRadio(privatePaymentTypes[0]!.name).checked).toBe(
          bookingOf(ctx.snapshot).zahlungsartId === 1,
        );
      const paymentChosen = bookingOf(ctx.snapshot).zahlungsartId !== null;
      expect(next()).toBeEnabled();
      expect(ctx.snapshot.can({ type: 'user.submitPaymentType' })).toBe(paymentChosen);
      if (!paymentChosen) await expectChoiceAsked(ctx, next(), name, t('booking.payment.required'));
    },
    '#zusammenfassung': heading('zusammenfassung'),
    '#status': heading('status'),
    'steps.mtuTarifauswahl.choosingRouteTariff': async (ctx) => {
      if (!listsReady(ctx)) return;
      // The step is a lazy chunk: on a busy machine the first path may wait for it.
      expect(
        await screen.findByRole('group', { name: t('company.mtu.routes') }, { timeout: 4000 }),
      ).toBeVisible();
      if (
        !ctx.snapshot.can({
          type: 'user.submitMtuTariff',
          richtung: 'zumFlughafen',
          erw: 1,
          kind: 0,
        })
      )
        await expectChoiceAsked(
          ctx,
          screen.getByRole('button', { name: t('company.mtu.continueRoute') }),
          t('company.mtu.routes'),
          t('company.mtu.routeRequired'),
        );
    },
    'steps.mtuTarifauswahl.quotingOtherDestination': () =>
      expect(
        screen.getByRole('button', { name: new RegExp(escape(t('company.mtu.quote'))) }),
      ).toHaveAttribute('aria-disabled', 'true'),
    'steps.mtuTarifauswahl.quoteFailed': async () => {
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent(t('failures.server'));
      expect(within(alert).getByRole('button', { name: t('common.actions.retry') })).toBeEnabled();
    },
    'steps.zusammenfassung.reviewing': (ctx) => {
      if (!listsReady(ctx)) return;
      // Private: in the contact section and in the line that says where the confirmation goes.
      if (isPrivate(ctx))
        expect(screen.getAllByText(bookingOf(ctx.snapshot).kundeStamm.email)).toHaveLength(2);
      expect(kitOf(ctx).confirmButton()).toBeEnabled();
    },
    'steps.zusammenfassung.saving': async (ctx) => {
      if (isPrivate(ctx)) expect(screen.getByText(t('common.status.saving'))).toBeInTheDocument();
      await kitOf(ctx).saving();
    },
    'steps.zusammenfassung.reviewing.drafted': () =>
      expect(screen.queryByText(t('booking.summary.discarded'))).toBeNull(),
    // The booking as stored is shown, and the summary says so.
    'steps.zusammenfassung.reviewing.discarded': (ctx) => {
      if (!listsReady(ctx)) return;
      expect(screen.getByText(t('booking.summary.discarded'))).toBeVisible();
    },
    // A stored booking's failed save offers to discard the changes; a new booking's does not.
    'steps.zusammenfassung.saveFailed': async (ctx) => {
      await failure(ctx);
      const offered = ctx.snapshot.can({ type: 'user.discardChanges' });
      expect(screen.queryByText(t('booking.summary.notSaved')) !== null).toBe(offered);
      if (offered) expect(discardButton()).toBeEnabled();
    },
    // The refusal stays while the booking as stored loads; its button is busy.
    'steps.zusammenfassung.discarding': async (ctx) => {
      await failure(ctx);
      expect(discardButton()).toHaveAttribute('aria-busy', 'true');
    },
    'steps.zusammenfassung.discardFailed': failure,
    'steps.zusammenfassung.handingOffToPayment': (ctx) => handOff(ctx),
    'steps.status.refreshingStatus': loading,
    'steps.status.statusFailed': failure,
    'steps.status.showingStatus': (ctx) => {
      if (!listsReady(ctx)) return;
      expect(screen.getByText(bookingOf(ctx.snapshot).buchungStamm.voucher!)).toBeInTheDocument();
      const payNow = screen.queryByRole('button', {
        name: t(isPrivate(ctx) ? 'privateBooking.status.payNow' : 'company.status.payNow'),
      });
      expect(payNow !== null).toBe(ctx.snapshot.can({ type: 'user.pay' }));
    },
    'steps.status.handingOffToPayment': (ctx) => handOff(ctx),
    // The frame shows a spinner while anything loads, else a retry in place when a call failed;
    // while a list beside the draft loads or failed, no step form (but the trip details').
    lists: (ctx) => {
      if (drawnBeforeLists(ctx)) return tripFormWhileListsLoad(ctx);
      if (ctx.snapshot.hasTag('loading')) return loading(ctx);
      if (ctx.snapshot.hasTag('failure')) return failure(ctx);
    },
    'lists.ready': (ctx) => {
      // While a refused change is discarded, the refusal stays on screen.
      const failed = ['failure', 'saveFailure', 'discarding', 'quoteFailure'].some((tag) =>
        ctx.snapshot.hasTag(tag as never),
      );
      if (!failed)
        expect(screen.queryByRole('button', { name: t('common.actions.retry') })).toBeNull();
    },
    'lists.airports': noStepForm,
    'lists.routeTariffs': noStepForm,
    'lists.options': noStepForm,
    'lists.airports.loading': loading,
    'lists.routeTariffs.loading': (ctx) =>
      drawnBeforeLists(ctx) ? tripFormWhileListsLoad(ctx) : loading(ctx),
    'lists.options.loading': (ctx) =>
      drawnBeforeLists(ctx) ? tripFormWhileListsLoad(ctx) : loading(ctx),
    'lists.airports.failed': failure,
    'lists.routeTariffs.failed': failure,
    'lists.options.failed': failure,
    // The indicator counts the steps this company goes through, from its first step on.
    'paymentTypes.settled': (ctx) => {
      const total = stepsOf(ctx.snapshot.context as BookingContext).length;
      const [step, ofTotal] = t('booking.steps.current', { number: '#', total, step: '' }).split(
        '#',
      );
      for (const status of screen.queryAllByRole('status')) {
        const text = status.textContent ?? '';
        if (text.startsWith(step!)) expect(text).toContain(ofTotal);
      }
    },
  },
  // Every change of the draft is in sessionStorage (a reload resumes it).
  everyState: ({ snapshot }) => {
    if (stepMetaOf(snapshot).href) return;
    const booking = bookingOf(snapshot);
    const stored = bookingStore.read();
    if (!stored) return;
    expect(stored.transferArtId).toBe(booking.transferArtId);
    expect(stored.zahlungsartId).toBe(booking.zahlungsartId);
    expect(stored.buchungStamm.voucher).toBe(booking.buchungStamm.voucher);
  },
});

function discardButton() {
  return screen.getByRole('button', { name: t('booking.summary.discard') });
}

/** The step's lists are there: the step's own content is on screen. */
function listsReady(ctx: Ctx): boolean {
  return ctx.snapshot.matches({ lists: 'ready' } as never);
}

/** While a list loads or failed, the step's form is not offered (but the trip details'). */
function noStepForm(ctx: Ctx) {
  if (drawnBeforeLists(ctx)) return;
  expect(screen.queryByRole('button', { name: nextButtonName() })).toBeNull();
}

/** The trip details while their lists load: the form is there to be typed in. */
function drawnBeforeLists(ctx: Ctx): boolean {
  return ctx.snapshot.matches({ steps: 'reiseDetails' } as never) && ctx.snapshot.hasTag('loading');
}

/** Typed meanwhile: the salutations say they are on their way, Next waits for the lists. */
async function tripFormWhileListsLoad(ctx: Ctx) {
  const salutation = await findField(t('common.fields.salutation'));
  const { options } = ctx.snapshot.context as BookingContext;
  expect(salutation.getAttribute('aria-busy') === 'true').toBe(options === null);
  expect(next()).toBeDisabled();
}

/** A step opened by the summary's edit link says that its Next applies the changes. */
function expectNextLabel(ctx: Ctx) {
  const { returnToSummary } = ctx.snapshot.context as BookingContext;
  expect(next()).toHaveAccessibleName(
    t(returnToSummary ? 'booking.summary.applyChanges' : 'common.actions.next'),
  );
}

function noCompany() {
  expect(
    screen.getByRole('heading', { level: 1, name: t('company.wizard.noCompanyTitle') }),
  ).toBeVisible();
}

/** The wizard wrote the payment session for /zahlung (flow privat or firma) and went there. */
async function handOff(ctx: Ctx) {
  await kitOf(ctx).paymentHandOff();
  expect(paymentStore.read()).toMatchObject({
    flow: isPrivate(ctx) ? 'privat' : 'firma',
    voucher: bookingOf(ctx.snapshot).buchungStamm.voucher,
  });
}
