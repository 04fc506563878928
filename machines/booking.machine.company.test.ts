import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { Booking } from '../src/domain/booking';
import type { CompanySession } from '../src/domain/company';
import {
  bookingMachine,
  stepsOf,
  summaryEditStepsOf,
  newCompanyDraft,
  type AirportOption,
  type LoadBookingOptionsInput,
  type MtuQuote,
  type MtuQuoteRequest,
  type MtuTariffOption,
  type Passenger,
} from './booking.machine';
import type { BookingOptions, PaymentTypeOption } from './shared/booking-options';
import type { SaveBookingInput } from './shared/save-booking';
import { stepRoutesOf } from './shared/step-routes';
import { optionsFixture, savedFixture, tripDetailsFixture } from './shared/test-fixtures';
import { applyTripDetails } from './shared/trip-details';

const normal: CompanySession = {
  firmenId: 30100,
  name: 'Wolfsmark',
  name2: '',
  alsPrivat: false,
  buchungListeAktiv: true,
  kundeListeAktiv: true,
};
const asPrivate: CompanySession = { ...normal, firmenId: 70001, alsPrivat: true };
const mtu: CompanySession = { ...normal, firmenId: 52460 };

const onAccountOptions: BookingOptions = {
  ...optionsFixture,
  paymentTypes: [{ id: 3, name: 'Rechnung', isCard: false }],
};
const cardOptions: BookingOptions = {
  ...optionsFixture,
  paymentTypes: [
    { id: 1, name: 'Kreditkarte', isCard: true },
    { id: 3, name: 'Rechnung', isCard: false },
  ],
};

const airports: AirportOption[] = [{ iata: 'HAJ' }, { iata: 'BRE' }];
const mtuTariffs: MtuTariffOption[] = [
  {
    id: 1,
    name: 'Werk ⇄ HAJ, Shuttle',
    flughafen: 'HAJ',
    transferArtId: 1,
    plz: '30855',
    ort: 'Langenhagen',
    preisCent: 1900,
    maxPersons: 8,
  },
];

const passenger: Passenger = {
  kunde: {
    id: 7,
    anredeId: 1,
    anrede: 'Frau',
    vorname: 'Lea',
    name: 'Köhler',
    co: '',
    email: 'lea@example.org',
    mobil: '0172 1',
    telefon: '',
    kst: 'WM-7100',
    bereich: 'Entwicklung',
  },
  adresse: { strasse: 'Kröpcke 1', plz: '30159', ort: 'Hannover', ortsteil: '' },
};
const destination = {
  richtung: 'zumFlughafen' as const,
  flughafen: 'HAJ' as const,
  adresse: { strasse: 'Kröpcke 1', plz: '30159', ort: 'Hannover', ortsteil: 'Mitte' },
  datum: '2099-06-01',
  zeit: '08:30',
  erw: 2,
  kind: 1,
};

/** Where each step waits for the user once its data is there. */
const USER_STATE = {
  tarifAuswahl: 'tarifAuswahl',
  reiseDetails: 'reiseDetails',
  kreditkarteZahlung: 'kreditkarteZahlung',
  zusammenfassung: { zusammenfassung: 'reviewing' },
  status: { status: 'showingStatus' },
  reiseziel: 'reiseziel',
  mtuTarifauswahl: { mtuTarifauswahl: 'choosingRouteTariff' },
} as const;

const actorRoute = (actor: { send: (event: never) => void }, step: string) =>
  actor.send({ type: 'xstate.route', to: `#${step}` } as never);

interface Fakes {
  options?: (input: LoadBookingOptionsInput) => Promise<BookingOptions>;
  airports?: () => Promise<AirportOption[]>;
  paymentTypes?: () => Promise<PaymentTypeOption[]>;
  mtuTariffs?: () => Promise<MtuTariffOption[]>;
  mtuQuote?: (input: {
    company: CompanySession | null;
    request: MtuQuoteRequest;
  }) => Promise<MtuQuote>;
  save?: (input: SaveBookingInput) => Promise<Booking>;
  status?: (input: { booking: Booking }) => Promise<Booking>;
}

function start(
  company: CompanySession | null,
  booking: Booking = newCompanyDraft(company, 'de'),
  fakes: Fakes = {},
) {
  const persisted: Booking[] = [];
  const handedOff: Booking[] = [];
  const loadOptions = vi.fn(fakes.options ?? (async () => onAccountOptions));
  const loadAirports = vi.fn(fakes.airports ?? (async () => airports));
  const loadPaymentTypes = vi.fn(fakes.paymentTypes ?? (async () => onAccountOptions.paymentTypes));
  const loadMtuTariffs = vi.fn(fakes.mtuTariffs ?? (async () => mtuTariffs));
  const loadMtuQuote = vi.fn(
    fakes.mtuQuote ??
      (async ({ request }: { company: CompanySession | null; request: MtuQuoteRequest }) => ({
        request,
        prices: [{ transferArtId: 1, betragCent: 4500 }],
        transferTypes: optionsFixture.transferTypes,
      })),
  );
  const save = vi.fn(fakes.save ?? (async ({ booking: b }: SaveBookingInput) => savedFixture(b)));
  const loadStatus = vi.fn(fakes.status ?? (async ({ booking: b }: { booking: Booking }) => b));
  const machine = bookingMachine.provide({
    actors: {
      loadBookingOptions: fromPromise(({ input }: { input: LoadBookingOptionsInput }) =>
        loadOptions(input),
      ),
      loadAirports: fromPromise(() => loadAirports()),
      loadPaymentTypes: fromPromise(() => loadPaymentTypes()),
      loadMtuTariffs: fromPromise(() => loadMtuTariffs()),
      loadMtuQuote: fromPromise(
        ({ input }: { input: { company: CompanySession | null; request: MtuQuoteRequest } }) =>
          loadMtuQuote(input),
      ),
      saveBooking: fromPromise(({ input }: { input: SaveBookingInput }) => save(input)),
      loadBookingStatus: fromPromise(({ input }: { input: { booking: Booking } }) =>
        loadStatus(input),
      ),
    },
    actions: {
      persistBooking: (_, params) => void persisted.push(params.booking),
      handOffToPayment: (_, params) => void handedOff.push(params.booking),
    },
  });
  const actor = createActor(machine, { input: { customer: 'company', booking, company } }).start();
  return {
    actor,
    persisted,
    handedOff,
    loadOptions,
    loadAirports,
    loadPaymentTypes,
    loadMtuTariffs,
    loadMtuQuote,
    save,
    loadStatus,
  };
}

type Actor = ReturnType<typeof start>['actor'];
const ready = (actor: Actor, step: string) =>
  waitFor(actor, (s) =>
    s.matches({ steps: USER_STATE[step as keyof typeof USER_STATE], lists: 'ready' } as never),
  );

/** A draft of company 30100 with passenger, destination and tariff. */
function withTariff(company = normal): Booking {
  const draft = newCompanyDraft(company, 'de');
  return {
    ...draft,
    transferArtId: 1,
    kundeStamm: { ...draft.kundeStamm, vorname: 'Lea', name: 'Köhler' },
    kundeAdresse: { ...draft.kundeAdresse, plz: '30159', ort: 'Hannover' },
  };
}
/** A 52460 draft on its route tariff to Langenhagen, as the route step applied it. */
function onRoute(): Booking {
  const draft = withTariff(mtu);
  return { ...draft, kundeAdresse: { ...draft.kundeAdresse, plz: '30855', ort: 'Langenhagen' } };
}
const withDetails = (company = normal) => applyTripDetails(withTariff(company), tripDetailsFixture);
const withPayment = (zahlungsartId = 3, company = normal) => ({
  ...withDetails(company),
  zahlungsartId,
});

describe('bookingMachine (company): steps and routes', () => {
  it('lists its eight routable steps with their URL segments', () => {
    expect(stepRoutesOf(bookingMachine)).toEqual([
      { id: 'neuerAuftrag', path: 'neuer-auftrag' },
      { id: 'reiseziel', path: 'reiseziel' },
      { id: 'mtuTarifauswahl', path: 'mtu-tarifauswahl' },
      { id: 'tarifAuswahl', path: 'tarif-auswahl' },
      { id: 'reiseDetails', path: 'reise-details' },
      { id: 'kreditkarteZahlung', path: 'kreditkarte-zahlung' },
      { id: 'zusammenfassung', path: 'zusammenfassung' },
      { id: 'status', path: 'status' },
    ]);
  });

  it('shows each company the steps it goes through (step indicator)', async () => {
    const tail = [
      'tarifAuswahl',
      'reiseDetails',
      'kreditkarteZahlung',
      'zusammenfassung',
      'status',
    ];
    expect(stepsOf(start(normal).actor.getSnapshot().context)).toEqual([
      'neuerAuftrag',
      'reiseziel',
      ...tail,
    ]);
    expect(stepsOf(start(asPrivate).actor.getSnapshot().context)).toEqual(['reiseziel', ...tail]);
    expect(stepsOf(start(mtu).actor.getSnapshot().context)).toEqual(['mtuTarifauswahl', ...tail]);
    // Once the options say no card is offered, the payment-type step is left out.
    const onAccount = start(normal, withTariff(normal));
    actorRoute(onAccount.actor, 'tarifAuswahl');
    await ready(onAccount.actor, 'tarifAuswahl');
    expect(stepsOf(onAccount.actor.getSnapshot().context)).not.toContain('kreditkarteZahlung');
  });

  it('knows from the first step whether the company has a payment step', async () => {
    const settled = (actor: Actor) =>
      waitFor(actor, (s) => s.matches({ paymentTypes: 'settled' } as never));
    const tail = ['tarifAuswahl', 'reiseDetails', 'zusammenfassung', 'status'];
    const onAccount = start(normal);
    await settled(onAccount.actor);
    expect(onAccount.actor.getSnapshot().matches({ steps: 'neuerAuftrag' })).toBe(true);
    expect(stepsOf(onAccount.actor.getSnapshot().context)).toEqual([
      'neuerAuftrag',
      'reiseziel',
      ...tail,
    ]);
    const byCard = start(asPrivate, undefined, {
      paymentTypes: async () => cardOptions.paymentTypes,
    });
    await settled(byCard.actor);
    expect(stepsOf(byCard.actor.getSnapshot().context)).toContain('kreditkarteZahlung');
    // A failed call shows nothing: the first step goes on, and the options bring the types later.
    const failed = start(mtu, undefined, {
      paymentTypes: () => Promise.reject(new Error('offline')),
    });
    await settled(failed.actor);
    await ready(failed.actor, 'mtuTarifauswahl');
    expect(failed.actor.getSnapshot().hasTag('failure')).toBe(false);
    expect(stepsOf(failed.actor.getSnapshot().context)).toContain('kreditkarteZahlung');
  });

  it('asks for the payment types once: the options reuse them', async () => {
    const { actor, loadPaymentTypes, loadOptions } = start(normal, withTariff(normal));
    await waitFor(actor, (s) => s.matches({ paymentTypes: 'settled' } as never));
    actorRoute(actor, 'tarifAuswahl');
    await ready(actor, 'tarifAuswahl');
    expect(loadPaymentTypes).toHaveBeenCalledTimes(1);
    expect(loadOptions.mock.calls[0]![0].paymentTypes).toEqual(onAccountOptions.paymentTypes);
  });

  it('asks for no payment types without a company session', () => {
    const { loadPaymentTypes } = start(null, withTariff());
    expect(loadPaymentTypes).not.toHaveBeenCalled();
  });

  it('starts a normal company at neuerAuftrag', () => {
    expect(start(normal).actor.getSnapshot().matches({ steps: 'neuerAuftrag' })).toBe(true);
  });

  it('starts a company booking as private at reiseziel', async () => {
    const { actor } = start(asPrivate);
    await ready(actor, 'reiseziel');
  });

  it('starts company 52460 at mtuTarifauswahl, loading its route tariffs and airports', async () => {
    const { actor, loadMtuTariffs, loadAirports } = start(mtu);
    await ready(actor, 'mtuTarifauswahl');
    expect(actor.getSnapshot().context.mtuTariffs).toEqual(mtuTariffs);
    expect(loadMtuTariffs).toHaveBeenCalledTimes(1);
    // Another destination is quoted from one of them.
    expect(actor.getSnapshot().context.airports).toEqual(airports);
    expect(loadAirports).toHaveBeenCalledTimes(1);
  });

  it('without a company continues an existing booking at reiseDetails, else stops', async () => {
    const { actor } = start(null, withTariff());
    await ready(actor, 'reiseDetails');
    expect(
      start(null, newCompanyDraft(null, 'de')).actor.getSnapshot().matches({ steps: 'noCompany' }),
    ).toBe(true);
  });

  it.each([
    ['reiseziel', normal, newCompanyDraft(normal, 'de')],
    ['neuerAuftrag', asPrivate, newCompanyDraft(asPrivate, 'de')],
    ['neuerAuftrag', mtu, newCompanyDraft(mtu, 'de')],
    ['reiseziel', mtu, newCompanyDraft(mtu, 'de')],
    ['mtuTarifauswahl', normal, newCompanyDraft(normal, 'de')],
    ['tarifAuswahl', normal, newCompanyDraft(normal, 'de')],
    ['reiseDetails', normal, newCompanyDraft(normal, 'de')],
    ['kreditkarteZahlung', normal, withTariff()],
    ['zusammenfassung', normal, withDetails()],
    ['status', normal, withPayment()],
  ] as const)(
    'refuses the route to %s while its data or company rule is missing',
    (step, company, booking) => {
      const { actor } = start(company, booking);
      const before = actor.getSnapshot().value;
      expect(actor.getSnapshot().can({ type: 'xstate.route', to: `#${step}` })).toBe(false);
      actor.send({ type: 'xstate.route', to: `#${step}` });
      expect(actor.getSnapshot().value).toEqual(before);
    },
  );

  it.each([
    ['tarifAuswahl', withTariff()],
    ['reiseDetails', withTariff()],
    ['kreditkarteZahlung', withDetails()],
    ['zusammenfassung', withPayment()],
    ['status', savedFixture(withPayment())],
  ] as const)(
    'accepts the route to %s when its data is there (reload, deep link)',
    (step, booking) => {
      const { actor } = start(normal, booking);
      actor.send({ type: 'xstate.route', to: `#${step}` });
      expect(actor.getSnapshot().matches({ steps: step })).toBe(true);
    },
  );
});

describe('bookingMachine (company): neuerAuftrag and reiseziel', () => {
  it('takes the passenger (with customer id, kst and bereich) and goes to reiseziel', async () => {
    const { actor, persisted } = start(normal);
    actor.send({ type: 'user.submitPassenger', passenger });
    await ready(actor, 'reiseziel');
    const { booking } = actor.getSnapshot().context;
    expect(booking.kundeStamm).toMatchObject({
      id: 7,
      vorname: 'Lea',
      kst: 'WM-7100',
      bereich: 'Entwicklung',
      firmenId: 30100,
    });
    expect(booking.kundeAdresse).toMatchObject({ plz: '30159', ort: 'Hannover', kundeId: 7 });
    expect(persisted.at(-1)).toEqual(booking);
  });

  it('takes the destination, refusing an airport the company cannot book', async () => {
    const { actor } = start(normal);
    actor.send({ type: 'user.submitPassenger', passenger });
    await ready(actor, 'reiseziel');
    expect(
      actor
        .getSnapshot()
        .can({ type: 'user.submitDestination', destination: { ...destination, flughafen: 'BER' } }),
    ).toBe(false);
    actor.send({ type: 'user.submitDestination', destination });
    await ready(actor, 'tarifAuswahl');
    const { booking } = actor.getSnapshot().context;
    expect(booking).toMatchObject({ richtung: 'zumFlughafen', flughafen: 'HAJ', erw: 2, kind: 1 });
    expect(booking.hinfahrt).toMatchObject({
      datum: '2099-06-01',
      zeit: '08:30',
      buchungAdresse: destination.adresse,
    });
  });

  it('loads the airports and the options once; another airport or postcode loads the options again', async () => {
    const { actor, loadAirports, loadOptions } = start(normal);
    actor.send({ type: 'user.submitPassenger', passenger });
    await ready(actor, 'reiseziel');
    actor.send({ type: 'user.submitDestination', destination });
    await ready(actor, 'tarifAuswahl');
    // Back to the destination and on with the same one: both lists are there.
    actor.send({ type: 'user.back' });
    expect(actor.getSnapshot().matches({ steps: 'reiseziel', lists: 'ready' })).toBe(true);
    actor.send({ type: 'user.back' });
    actor.send({ type: 'user.submitPassenger', passenger });
    actor.send({ type: 'user.submitDestination', destination });
    expect(actor.getSnapshot().matches({ steps: 'tarifAuswahl', lists: 'ready' })).toBe(true);
    expect(loadAirports).toHaveBeenCalledTimes(1);
    expect(loadOptions).toHaveBeenCalledTimes(1);
    // Another airport needs the options for it.
    actor.send({ type: 'user.back' });
    actor.send({
      type: 'user.submitDestination',
      destination: { ...destination, flughafen: 'BRE' },
    });
    expect(
      actor.getSnapshot().matches({ steps: 'tarifAuswahl', lists: { options: 'loading' } }),
    ).toBe(true);
    await ready(actor, 'tarifAuswahl');
    expect(actor.getSnapshot().context.options?.key).toBe('BRE|30159');
    expect(loadAirports).toHaveBeenCalledTimes(1);
    expect(loadOptions).toHaveBeenCalledTimes(2);
  });

  it('goes back from reiseziel to neuerAuftrag, but not for a company booking as private', async () => {
    const first = start(normal);
    first.actor.send({ type: 'user.submitPassenger', passenger });
    await ready(first.actor, 'reiseziel');
    first.actor.send({ type: 'user.back' });
    expect(first.actor.getSnapshot().matches({ steps: 'neuerAuftrag' })).toBe(true);
    const second = start(asPrivate);
    await ready(second.actor, 'reiseziel');
    expect(second.actor.getSnapshot().can({ type: 'user.back' })).toBe(false);
  });

  it('shows a failed airport load as a state and retries', async () => {
    let calls = 0;
    const { actor } = start(asPrivate, undefined, {
      airports: async () => {
        calls += 1;
        if (calls === 1) throw Object.assign(new Error('down'), { kind: 'network' });
        return airports;
      },
    });
    await waitFor(actor, (s) => s.matches({ steps: 'reiseziel', lists: { airports: 'failed' } }));
    expect(actor.getSnapshot().context.error).toMatchObject({ kind: 'network' });
    actor.send({ type: 'user.retry' });
    await ready(actor, 'reiseziel');
    expect(actor.getSnapshot().context.error).toBeNull();
  });
});

describe('bookingMachine (company): mtuTarifauswahl (52460)', () => {
  it('applies a route tariff (airport, destination, transfer type) and goes to reiseDetails', async () => {
    const { actor } = start(mtu);
    await ready(actor, 'mtuTarifauswahl');
    expect(
      actor
        .getSnapshot()
        .can({ type: 'user.submitMtuTariff', richtung: 'vomFlughafen', erw: 3, kind: 1 }),
    ).toBe(false);
    expect(actor.getSnapshot().can({ type: 'user.selectMtuTariff', tariffId: 99 })).toBe(false);
    actor.send({ type: 'user.selectMtuTariff', tariffId: 1 });
    actor.send({ type: 'user.submitMtuTariff', richtung: 'vomFlughafen', erw: 3, kind: 1 });
    await ready(actor, 'reiseDetails');
    const { booking } = actor.getSnapshot().context;
    expect(booking).toMatchObject({
      richtung: 'vomFlughafen',
      flughafen: 'HAJ',
      transferArtId: 1,
      erw: 3,
      kind: 1,
    });
    expect(booking.kundeAdresse).toMatchObject({ plz: '30855', ort: 'Langenhagen' });
    // The route fixed the tariff: the indicator has no tariff step that was never shown.
    expect(stepsOf(actor.getSnapshot().context)).not.toContain('tarifAuswahl');
  });

  it('refuses a route whose vehicle is too small for everyone who travels', async () => {
    const limousine = [{ ...mtuTariffs[0]!, maxPersons: 3 }];
    const { actor } = start(mtu, undefined, { mtuTariffs: async () => limousine });
    await ready(actor, 'mtuTarifauswahl');
    actor.send({ type: 'user.selectMtuTariff', tariffId: 1 });
    const trip = { richtung: 'zumFlughafen', erw: 3, kind: 1 } as const;
    expect(actor.getSnapshot().can({ type: 'user.submitMtuTariff', ...trip })).toBe(false);
    actor.send({ type: 'user.submitMtuTariff', ...trip, kind: 0 });
    await ready(actor, 'reiseDetails');
    expect(actor.getSnapshot().context.booking).toMatchObject({ erw: 3, kind: 0 });
  });

  it('quotes another destination per km and continues to tarifAuswahl', async () => {
    const { actor, loadMtuQuote } = start(mtu);
    await ready(actor, 'mtuTarifauswahl');
    expect(
      actor
        .getSnapshot()
        .can({ type: 'user.submitOtherDestination', richtung: 'zumFlughafen', erw: 2, kind: 0 }),
    ).toBe(false);
    // Not from an airport the company does not fly from (the server would refuse it).
    const elsewhere = { flughafen: 'BER' as const, plz: '31134', ort: 'Hildesheim' };
    expect(actor.getSnapshot().can({ type: 'user.requestMtuQuote', request: elsewhere })).toBe(
      false,
    );
    const request = { flughafen: 'HAJ' as const, plz: '31134', ort: 'Hildesheim' };
    actor.send({ type: 'user.requestMtuQuote', request });
    expect(
      actor.getSnapshot().matches({ steps: { mtuTarifauswahl: 'quotingOtherDestination' } }),
    ).toBe(true);
    await ready(actor, 'mtuTarifauswahl');
    expect(loadMtuQuote).toHaveBeenCalledTimes(1);
    expect(loadMtuQuote).toHaveBeenCalledWith({ company: mtu, request });
    actor.send({ type: 'user.submitOtherDestination', richtung: 'zumFlughafen', erw: 2, kind: 0 });
    await ready(actor, 'tarifAuswahl');
    expect(actor.getSnapshot().context.booking.kundeAdresse).toMatchObject({
      plz: '31134',
      ort: 'Hildesheim',
    });
    expect(stepsOf(actor.getSnapshot().context)).toContain('tarifAuswahl');
    actor.send({ type: 'user.back' });
    expect(actor.getSnapshot().matches({ steps: 'mtuTarifauswahl' })).toBe(true);
  });

  it('keeps a failed quote as a state; retry asks again for the same destination', async () => {
    let calls = 0;
    const { actor, loadMtuQuote } = start(mtu, undefined, {
      mtuQuote: async ({ request }) => {
        if (++calls === 1) throw Object.assign(new Error('x'), { kind: 'http', code: 'forbidden' });
        return {
          request,
          prices: [{ transferArtId: 1, betragCent: 4900 }],
          transferTypes: optionsFixture.transferTypes,
        };
      },
    });
    await ready(actor, 'mtuTarifauswahl');
    const request = { flughafen: 'HAJ' as const, plz: '31134', ort: 'Hildesheim' };
    actor.send({ type: 'user.requestMtuQuote', request });
    await waitFor(actor, (s) => s.matches({ steps: { mtuTarifauswahl: 'quoteFailed' } }));
    expect((actor.getSnapshot().context.error as { code?: string } | null)?.code).toBe('forbidden');
    actor.send({ type: 'user.retry' });
    expect(
      actor.getSnapshot().matches({ steps: { mtuTarifauswahl: 'quotingOtherDestination' } }),
    ).toBe(true);
    await ready(actor, 'mtuTarifauswahl');
    expect(loadMtuQuote).toHaveBeenLastCalledWith({ company: mtu, request });
    expect(actor.getSnapshot().context.mtuQuote).toEqual({
      request,
      prices: [{ transferArtId: 1, betragCent: 4900 }],
      transferTypes: optionsFixture.transferTypes,
    });
  });

  it('shows a failed tariff load as a state and retries', async () => {
    let calls = 0;
    const { actor } = start(mtu, undefined, {
      mtuTariffs: async () => (++calls === 1 ? Promise.reject(new Error('x')) : mtuTariffs),
    });
    await waitFor(actor, (s) =>
      s.matches({ steps: 'mtuTarifauswahl', lists: { routeTariffs: 'failed' } }),
    );
    actor.send({ type: 'user.retry' });
    await ready(actor, 'mtuTarifauswahl');
  });
});

describe('bookingMachine (company): tariff, details, payment', () => {
  async function atTariff(fakes: Fakes = {}, company = normal) {
    const started = start(company, { ...withTariff(company), transferArtId: null }, fakes);
    started.actor.send({ type: 'xstate.route', to: '#tarifAuswahl' });
    await ready(started.actor, 'tarifAuswahl');
    return started;
  }

  it('loads the company options with the company and the route tariffs', async () => {
    const { loadOptions } = await atTariff();
    expect(loadOptions).toHaveBeenCalledWith(
      expect.objectContaining({ company: normal, mtuTariffs: null }),
    );
  });

  it('selects only available tariffs and extras, then continues', async () => {
    const { actor } = await atTariff();
    expect(actor.getSnapshot().can({ type: 'user.submitTariff' })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'user.selectTariff', transferArtId: 99 })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'user.setExtra', id: 99, anzahl: 1 })).toBe(false);
    actor.send({ type: 'user.selectTariff', transferArtId: 2 });
    actor.send({ type: 'user.setExtra', id: 1, anzahl: 7 });
    expect(actor.getSnapshot().context.booking.extras).toEqual([{ id: 1, anzahl: 3 }]);
    actor.send({ type: 'user.submitTariff' });
    await ready(actor, 'reiseDetails');
  });

  it('refuses a transfer type too small for the passengers', async () => {
    const started = start(normal, { ...withTariff(), transferArtId: null, erw: 4 });
    started.actor.send({ type: 'xstate.route', to: '#tarifAuswahl' });
    await ready(started.actor, 'tarifAuswahl');
    expect(started.actor.getSnapshot().can({ type: 'user.selectTariff', transferArtId: 2 })).toBe(
      false,
    );
  });

  it('keeps a failed price load (no tariff) as a state with back to reiseziel', async () => {
    const { actor } = start(normal, withTariff(), {
      options: async () => {
        throw Object.assign(new Error('x'), { kind: 'http', code: 'noTariff' });
      },
    });
    actor.send({ type: 'xstate.route', to: '#tarifAuswahl' });
    await waitFor(actor, (s) => s.matches({ steps: 'tarifAuswahl', lists: { options: 'failed' } }));
    expect((actor.getSnapshot().context.error as { code?: string } | null)?.code).toBe('noTariff');
    actor.send({ type: 'user.back' });
    await ready(actor, 'reiseziel');
  });

  it('on account: trip details go straight to the summary with the on-account payment type', async () => {
    const { actor } = start(normal, withTariff());
    actor.send({ type: 'xstate.route', to: '#reiseDetails' });
    await ready(actor, 'reiseDetails');
    actor.send({
      type: 'user.submitTripDetails',
      details: tripDetailsFixture,
      kst: 'K-1',
      bereich: 'Vertrieb',
    });
    await ready(actor, 'zusammenfassung');
    const { booking } = actor.getSnapshot().context;
    expect(booking.zahlungsartId).toBe(3);
    expect(booking.kundeStamm).toMatchObject({ kst: 'K-1', bereich: 'Vertrieb', vorname: 'Erika' });
    actor.send({ type: 'user.back' });
    expect(actor.getSnapshot().matches({ steps: 'reiseDetails' })).toBe(true);
  });

  it('card payer: trip details go to kreditkarteZahlung, where a payment type is chosen', async () => {
    const { actor } = start(normal, withTariff(), { options: async () => cardOptions });
    actor.send({ type: 'xstate.route', to: '#reiseDetails' });
    await ready(actor, 'reiseDetails');
    actor.send({
      type: 'user.submitTripDetails',
      details: tripDetailsFixture,
      kst: '',
      bereich: '',
    });
    await ready(actor, 'kreditkarteZahlung');
    expect(actor.getSnapshot().can({ type: 'user.submitPaymentType' })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'user.selectPaymentType', zahlungsartId: 42 })).toBe(
      false,
    );
    actor.send({ type: 'user.selectPaymentType', zahlungsartId: 1 });
    actor.send({ type: 'user.submitPaymentType' });
    await ready(actor, 'zusammenfassung');
    actor.send({ type: 'user.back' });
    await ready(actor, 'kreditkarteZahlung');
    actor.send({ type: 'user.back' });
    expect(actor.getSnapshot().matches({ steps: 'reiseDetails' })).toBe(true);
  });

  it('a deep link to kreditkarteZahlung of an on-account company forwards to the summary', async () => {
    const { actor } = start(normal, withDetails());
    actor.send({ type: 'xstate.route', to: '#kreditkarteZahlung' });
    await ready(actor, 'zusammenfassung');
    expect(actor.getSnapshot().context.booking.zahlungsartId).toBe(3);
  });

  it('goes back from reiseDetails to the step that chose the tariff', async () => {
    const first = start(normal, withTariff());
    first.actor.send({ type: 'xstate.route', to: '#reiseDetails' });
    await ready(first.actor, 'reiseDetails');
    first.actor.send({ type: 'user.back' });
    await ready(first.actor, 'tarifAuswahl');
    // 52460 per km to another destination: its tariff step.
    const second = start(mtu, withTariff(mtu));
    second.actor.send({ type: 'xstate.route', to: '#reiseDetails' });
    await ready(second.actor, 'reiseDetails');
    second.actor.send({ type: 'user.back' });
    await ready(second.actor, 'tarifAuswahl');
    const third = start(mtu, onRoute());
    third.actor.send({ type: 'xstate.route', to: '#reiseDetails' });
    await ready(third.actor, 'reiseDetails');
    third.actor.send({ type: 'user.back' });
    await ready(third.actor, 'mtuTarifauswahl');
  });

  it('continues a 52460 ride on its route after a reload: route tariffs first, then the options', async () => {
    const { actor, loadMtuTariffs, loadOptions } = start(mtu, onRoute());
    actor.send({ type: 'xstate.route', to: '#reiseDetails' });
    await ready(actor, 'reiseDetails');
    expect(loadMtuTariffs).toHaveBeenCalledTimes(1);
    // The route's price goes into the prices, as the server prices the ride.
    expect(loadOptions).toHaveBeenCalledWith(expect.objectContaining({ mtuTariffs }));
    const { context } = actor.getSnapshot();
    expect(context.mtuTariffId).toBe(1);
    expect(stepsOf(context)).not.toContain('tarifAuswahl');
    expect(summaryEditStepsOf(context)).toContain('mtuTarifauswahl');
  });

  it('offers back and retry when the options fail on reiseDetails', async () => {
    const { actor } = start(normal, withTariff(), {
      options: async () => Promise.reject(new Error('x')),
    });
    actor.send({ type: 'xstate.route', to: '#reiseDetails' });
    await waitFor(actor, (s) => s.matches({ steps: 'reiseDetails', lists: { options: 'failed' } }));
    expect(actor.getSnapshot().can({ type: 'user.retry' })).toBe(true);
    actor.send({ type: 'user.back' });
    expect(actor.getSnapshot().matches({ steps: 'tarifAuswahl' })).toBe(true);
  });
});

describe('bookingMachine (company): edit links of the summary', () => {
  it('the tariff and the passenger lead back to the summary; Back from the tariff walks on', async () => {
    const { actor } = start(normal, withPayment(3));
    actor.send({ type: 'xstate.route', to: '#zusammenfassung' });
    await ready(actor, 'zusammenfassung');
    actor.send({ type: 'user.edit', step: 'reiseDetails' });
    actor.send({ type: 'user.submitTripDetails', details: tripDetailsFixture, kst: 'K-2' });
    expect(actor.getSnapshot().matches({ steps: { zusammenfassung: 'reviewing' } })).toBe(true);
    expect(actor.getSnapshot().context.booking.kundeStamm.kst).toBe('K-2');
    actor.send({ type: 'user.edit', step: 'tarifAuswahl' });
    actor.send({ type: 'user.submitTariff' });
    expect(actor.getSnapshot().matches({ steps: { zusammenfassung: 'reviewing' } })).toBe(true);
    // Back to the destination: a changed address needs the trip details again.
    actor.send({ type: 'user.edit', step: 'tarifAuswahl' });
    actor.send({ type: 'user.back' });
    await ready(actor, 'reiseziel');
    actor.send({ type: 'user.submitDestination', destination });
    await ready(actor, 'tarifAuswahl');
    actor.send({ type: 'user.submitTariff' });
    expect(actor.getSnapshot().matches({ steps: 'reiseDetails' })).toBe(true);
  });

  it("52460's route goes on to the trip details: the route sets the address", async () => {
    const { actor } = start(mtu);
    await ready(actor, 'mtuTarifauswahl');
    actor.send({ type: 'user.selectMtuTariff', tariffId: 1 });
    actor.send({ type: 'user.submitMtuTariff', richtung: 'zumFlughafen', erw: 1, kind: 0 });
    await ready(actor, 'reiseDetails');
    const onRoute = { ...tripDetailsFixture.adresse, plz: '30855', ort: 'Langenhagen' };
    actor.send({
      type: 'user.submitTripDetails',
      details: { ...tripDetailsFixture, adresse: onRoute },
    });
    await ready(actor, 'zusammenfassung');
    // The route chose the tariff: the trip's link opens the route step, not a tariff step.
    expect(actor.getSnapshot().can({ type: 'user.edit', step: 'tarifAuswahl' })).toBe(false);
    actor.send({ type: 'user.edit', step: 'mtuTarifauswahl' });
    await ready(actor, 'mtuTarifauswahl');
    actor.send({ type: 'user.submitMtuTariff', richtung: 'vomFlughafen', erw: 3, kind: 1 });
    expect(actor.getSnapshot().matches({ steps: 'reiseDetails' })).toBe(true);
  });

  it('52460 books for a passenger picked on the trip details: its customer id, the route kept', async () => {
    const { actor, persisted } = start(mtu);
    await ready(actor, 'mtuTarifauswahl');
    actor.send({ type: 'user.selectMtuTariff', tariffId: 1 });
    actor.send({ type: 'user.submitMtuTariff', richtung: 'zumFlughafen', erw: 1, kind: 0 });
    await ready(actor, 'reiseDetails');
    const onRoute = { ...tripDetailsFixture.adresse, plz: '30855', ort: 'Langenhagen' };
    // The form took the passenger over; its fields (here the mobile number changed) decide.
    const kunde = { ...tripDetailsFixture.kunde, vorname: 'Lea', name: 'Köhler', mobil: '0172 9' };
    actor.send({
      type: 'user.submitTripDetails',
      details: { ...tripDetailsFixture, kunde, adresse: onRoute },
      kst: 'WM-7100',
      bereich: 'Entwicklung',
      passenger,
    });
    await ready(actor, 'zusammenfassung');
    const { booking } = actor.getSnapshot().context;
    expect(booking.kundeStamm).toMatchObject({
      id: 7,
      firmenId: 52460,
      vorname: 'Lea',
      mobil: '0172 9',
      kst: 'WM-7100',
    });
    expect(booking.kundeAdresse).toMatchObject({ kundeId: 7, plz: '30855', ort: 'Langenhagen' });
    expect(persisted.at(-1)?.kundeStamm.id).toBe(7);
  });
});

describe('bookingMachine (company): save, payment hand-off and status', () => {
  async function atSummary(booking: Booking, fakes: Fakes = {}) {
    const started = start(normal, booking, fakes);
    started.actor.send({ type: 'xstate.route', to: '#zusammenfassung' });
    await ready(started.actor, 'zusammenfassung');
    return started;
  }

  it('creates the booking once with an idempotency key kept before the call, then shows the status', async () => {
    const { actor, save, persisted } = await atSummary(withPayment(3));
    actor.send({ type: 'user.confirm' });
    const key = actor.getSnapshot().context.booking.idempotencyKey;
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    expect(persisted.at(-1)?.idempotencyKey).toBe(key);
    expect(actor.getSnapshot().can({ type: 'user.confirm' })).toBe(false);
    await ready(actor, 'status');
    expect(save).toHaveBeenCalledTimes(1);
    expect(save.mock.calls[0]?.[0].idempotencyKey).toBe(key);
    expect(actor.getSnapshot().context.booking.buchungStamm.voucher).toBe('PB-000041');
    expect(actor.getSnapshot().context.booking.idempotencyKey).toBeNull();
  });

  it('retries a failed save with the same key', async () => {
    let calls = 0;
    const { actor, save } = await atSummary(withPayment(3), {
      save: async ({ booking }) => {
        calls += 1;
        if (calls === 1) throw Object.assign(new Error('timeout'), { kind: 'timeout' });
        return savedFixture(booking);
      },
    });
    actor.send({ type: 'user.confirm' });
    await waitFor(actor, (s) => s.matches({ steps: { zusammenfassung: 'saveFailed' } }));
    actor.send({ type: 'user.retry' });
    await ready(actor, 'status');
    expect(save.mock.calls[0]?.[0].idempotencyKey).toBe(save.mock.calls[1]?.[0].idempotencyKey);
  });

  it('hands a card booking off to /zahlung (payment session written by the host)', async () => {
    const { actor, handedOff } = await atSummary(withPayment(1), {
      options: async () => cardOptions,
    });
    actor.send({ type: 'user.confirm' });
    await waitFor(actor, (s) => s.matches({ steps: { zusammenfassung: 'handingOffToPayment' } }));
    expect(handedOff).toHaveLength(1);
    expect(handedOff[0]?.buchungStamm.voucher).toBe('PB-000041');
    expect(actor.getSnapshot().getMeta()).toMatchObject({
      'booking.steps.zusammenfassung.handingOffToPayment': { href: '/zahlung' },
    });
  });

  it('updates (PUT path) a booking that has a voucher', async () => {
    const saved = savedFixture(withPayment(3), 'offen');
    const { actor, save } = await atSummary(saved);
    actor.send({ type: 'user.confirm' });
    await ready(actor, 'status');
    expect(save.mock.calls[0]?.[0].booking.buchungStamm.voucher).toBe('PB-000041');
  });

  it('refreshes the status, offers payment when a card booking is unpaid, and starts a new order', async () => {
    const saved = { ...savedFixture(withPayment(1), 'offen') };
    const { actor, loadStatus } = start(normal, saved, { options: async () => cardOptions });
    actor.send({ type: 'xstate.route', to: '#status' });
    await ready(actor, 'status');
    expect(loadStatus).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().can({ type: 'user.pay' })).toBe(true);
    actor.send({ type: 'user.newBooking' });
    expect(actor.getSnapshot().matches({ steps: 'neuerAuftrag' })).toBe(true);
    expect(actor.getSnapshot().context.booking.buchungStamm.voucher).toBeNull();
    expect(actor.getSnapshot().context.booking.buchungStamm.firmenId).toBe(30100);
  });

  it('keeps a failed status refresh as a state and retries', async () => {
    let calls = 0;
    const saved = savedFixture(withPayment(3), 'offen');
    const { actor } = start(normal, saved, {
      status: async ({ booking }) => (++calls === 1 ? Promise.reject(new Error('x')) : booking),
    });
    actor.send({ type: 'xstate.route', to: '#status' });
    await waitFor(actor, (s) => s.matches({ steps: { status: 'statusFailed' } }));
    actor.send({ type: 'user.retry' });
    await ready(actor, 'status');
  });
});
