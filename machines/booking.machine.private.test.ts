import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { Booking } from '../src/domain/booking';
import {
  bookingMachine,
  stepsOf,
  type LoadBookingOptionsInput,
  type LoadBookingStatusInput,
} from './booking.machine';
import type { BookingOptions } from './shared/booking-options';
import type { SaveBookingInput } from './shared/save-booking';
import { stepRoutesOf } from './shared/step-routes';
import {
  draftFixture,
  optionsFixture,
  savedFixture,
  tripDetailsFixture,
} from './shared/test-fixtures';
import { applyTripDetails } from './shared/trip-details';

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

interface Fakes {
  loadOptions?: (input: LoadBookingOptionsInput) => Promise<BookingOptions>;
  save?: (input: SaveBookingInput) => Promise<Booking>;
  loadStatus?: (input: LoadBookingStatusInput) => Promise<Booking>;
}

function start(booking: Booking = draftFixture(), fakes: Fakes = {}) {
  const persisted: Booking[] = [];
  const handedOff: Booking[] = [];
  const loadOptions = vi.fn(fakes.loadOptions ?? (async () => optionsFixture));
  const save = vi.fn(fakes.save ?? (async ({ booking: b }: SaveBookingInput) => savedFixture(b)));
  const loadStatus = vi.fn(
    fakes.loadStatus ?? (async ({ booking: b }: LoadBookingStatusInput) => b),
  );
  const machine = bookingMachine.provide({
    actors: {
      loadBookingOptions: fromPromise(({ input }: { input: LoadBookingOptionsInput }) =>
        loadOptions(input),
      ),
      saveBooking: fromPromise(({ input }: { input: SaveBookingInput }) => save(input)),
      loadBookingStatus: fromPromise(({ input }: { input: LoadBookingStatusInput }) =>
        loadStatus(input),
      ),
    },
    actions: {
      persistBooking: (_, params) => void persisted.push(params.booking),
      handOffToPayment: (_, params) => void handedOff.push(params.booking),
    },
  });
  const actor = createActor(machine, { input: { customer: 'private', booking } }).start();
  return { actor, persisted, handedOff, loadOptions, save, loadStatus };
}

const ready = (actor: ReturnType<typeof start>['actor'], step: string) =>
  waitFor(actor, (s) =>
    s.matches({ steps: USER_STATE[step as keyof typeof USER_STATE], lists: 'ready' } as never),
  );

const withTariff = () => draftFixture({ transferArtId: 1 });
const withDetails = () => applyTripDetails(withTariff(), tripDetailsFixture);
const withPayment = (zahlungsartId = 1) => ({ ...withDetails(), zahlungsartId });

describe('bookingMachine (private): steps and routes', () => {
  it('goes through five steps, all routable with their URL segments', () => {
    const { actor } = start();
    expect(stepsOf(actor.getSnapshot().context)).toEqual([
      'tarifAuswahl',
      'reiseDetails',
      'kreditkarteZahlung',
      'zusammenfassung',
      'status',
    ]);
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

  it('starts at the tariff step, loads the options and becomes ready', async () => {
    const { actor, loadOptions } = start();
    expect(
      actor.getSnapshot().matches({ steps: 'tarifAuswahl', lists: { options: 'loading' } }),
    ).toBe(true);
    await ready(actor, 'tarifAuswahl');
    expect(actor.getSnapshot().context.options).toEqual(optionsFixture);
    expect(loadOptions).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['reiseDetails', draftFixture()],
    ['kreditkarteZahlung', withTariff()],
    ['zusammenfassung', withDetails()],
    ['status', withPayment()],
  ] as const)('refuses the route to %s while its data is missing', async (step, booking) => {
    const { actor } = start(booking);
    await ready(actor, 'tarifAuswahl');
    expect(actor.getSnapshot().can({ type: 'xstate.route', to: `#${step}` })).toBe(false);
    actor.send({ type: 'xstate.route', to: `#${step}` });
    expect(actor.getSnapshot().matches({ steps: 'tarifAuswahl', lists: 'ready' })).toBe(true);
  });

  it.each([
    ['reiseDetails', withTariff()],
    ['kreditkarteZahlung', withDetails()],
    ['zusammenfassung', withPayment()],
    ['status', savedFixture(withPayment())],
  ] as const)(
    'restores %s after a reload when the stored draft has its data',
    async (step, booking) => {
      const { actor, loadOptions } = start(booking);
      actor.send({ type: 'xstate.route', to: `#${step}` });
      await waitFor(actor, (s) =>
        s.matches({ steps: USER_STATE[step as keyof typeof USER_STATE], lists: 'ready' } as never),
      );
      expect(actor.getSnapshot().context.booking.kundeStamm).toEqual(booking.kundeStamm);
      // the options load of the initial step was cancelled: one completed load, no duplicates shown
      expect(loadOptions.mock.calls.length).toBeGreaterThanOrEqual(1);
    },
  );

  it('always allows the tariff step, also from the status step', async () => {
    const { actor } = start(savedFixture(withPayment()));
    actor.send({ type: 'xstate.route', to: '#status' });
    await ready(actor, 'status');
    actor.send({ type: 'xstate.route', to: '#tarifAuswahl' });
    expect(actor.getSnapshot().matches({ steps: 'tarifAuswahl', lists: 'ready' })).toBe(true);
  });
});

describe('bookingMachine (private): loading failures', () => {
  it('goes to failure with the error and retries into ready', async () => {
    let calls = 0;
    const { actor } = start(draftFixture(), {
      loadOptions: async () => {
        calls += 1;
        if (calls === 1) throw { code: 'network', message: 'offline' };
        return optionsFixture;
      },
    });
    await waitFor(actor, (s) => s.matches({ steps: 'tarifAuswahl', lists: { options: 'failed' } }));
    expect(actor.getSnapshot().context.error).toEqual({ code: 'network', message: 'offline' });
    actor.send({ type: 'user.retry' });
    await ready(actor, 'tarifAuswahl');
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it.each([
    ['reiseDetails', withTariff(), 'tarifAuswahl'],
    ['kreditkarteZahlung', withDetails(), 'reiseDetails'],
    ['zusammenfassung', withPayment(), 'kreditkarteZahlung'],
  ] as const)('offers retry and back when loading %s fails', async (step, booking, previous) => {
    const { actor } = start(booking, { loadOptions: async () => Promise.reject(new Error('x')) });
    actor.send({ type: 'xstate.route', to: `#${step}` });
    await waitFor(actor, (s) => s.hasTag('failure'));
    expect(actor.getSnapshot().can({ type: 'user.retry' })).toBe(true);
    actor.send({ type: 'user.back' });
    expect(actor.getSnapshot().matches({ steps: previous })).toBe(true);
    expect(actor.getSnapshot().context.booking).toEqual(booking);
  });

  it('loads the prices again when the postcode changed in the trip details', async () => {
    const { actor, loadOptions } = start(withTariff());
    await ready(actor, 'tarifAuswahl');
    actor.send({ type: 'user.submitTariff' });
    await ready(actor, 'reiseDetails');
    expect(loadOptions).toHaveBeenCalledTimes(1);
    loadOptions.mockImplementation(async () => ({ ...optionsFixture, key: 'HAJ|30161' }));
    actor.send({
      type: 'user.submitTripDetails',
      details: { ...tripDetailsFixture, adresse: { ...tripDetailsFixture.adresse, plz: '30161' } },
    });
    expect(
      actor.getSnapshot().matches({ steps: 'kreditkarteZahlung', lists: { options: 'loading' } }),
    ).toBe(true);
    await ready(actor, 'kreditkarteZahlung');
    expect(loadOptions).toHaveBeenCalledTimes(2);
  });
});

describe('bookingMachine (private): the options, loaded in one place', () => {
  it('are loaded once: every later step, and going back and forth, shows them at once', async () => {
    const { actor, loadOptions } = start(withTariff());
    await ready(actor, 'tarifAuswahl');
    const shownAtOnce = (step: string) =>
      expect(actor.getSnapshot().matches({ steps: step, lists: 'ready' } as never)).toBe(true);
    actor.send({ type: 'user.submitTariff' });
    shownAtOnce('reiseDetails');
    actor.send({ type: 'user.submitTripDetails', details: tripDetailsFixture });
    shownAtOnce('kreditkarteZahlung');
    actor.send({ type: 'user.selectPaymentType', zahlungsartId: 2 });
    actor.send({ type: 'user.submitPaymentType' });
    expect(actor.getSnapshot().matches({ steps: { zusammenfassung: 'reviewing' } })).toBe(true);
    for (const step of ['kreditkarteZahlung', 'reiseDetails', 'tarifAuswahl']) {
      actor.send({ type: 'user.back' });
      shownAtOnce(step);
    }
    actor.send({ type: 'user.submitTariff' });
    shownAtOnce('reiseDetails');
    // A deep link or the browser's history to a step that has its data loads nothing either.
    actor.send({ type: 'xstate.route', to: '#zusammenfassung' });
    expect(actor.getSnapshot().matches({ lists: 'ready' })).toBe(true);
    expect(loadOptions).toHaveBeenCalledTimes(1);
  });

  it('are loaded again only when the airport or postcode they were asked for changes', async () => {
    const { actor, loadOptions } = start(withTariff());
    await ready(actor, 'tarifAuswahl');
    actor.send({ type: 'user.submitTariff' });
    // Same postcode as on the start page: the prices stay.
    actor.send({ type: 'user.submitTripDetails', details: tripDetailsFixture });
    expect(actor.getSnapshot().matches({ lists: 'ready' })).toBe(true);
    actor.send({ type: 'user.back' });
    const moved = { ...tripDetailsFixture.adresse, plz: '30161' };
    actor.send({
      type: 'user.submitTripDetails',
      details: { ...tripDetailsFixture, adresse: moved },
    });
    expect(actor.getSnapshot().matches({ lists: { options: 'loading' } })).toBe(true);
    expect(loadOptions).toHaveBeenLastCalledWith(
      expect.objectContaining({ current: expect.objectContaining({ key: 'HAJ|30159' }) }),
    );
    await ready(actor, 'kreditkarteZahlung');
    expect(actor.getSnapshot().context.options?.key).toBe('HAJ|30161');
    expect(loadOptions).toHaveBeenCalledTimes(2);
  });

  it('does not let a step go on with the prices of another postcode while the new ones load', async () => {
    let answer: (options: BookingOptions) => void = () => {};
    const { actor } = start(withDetails(), {
      loadOptions: () => new Promise((resolve) => (answer = resolve)),
    });
    actor.send({ type: 'xstate.route', to: '#kreditkarteZahlung' });
    answer(optionsFixture);
    await ready(actor, 'kreditkarteZahlung');
    actor.send({ type: 'user.back' });
    const moved = { ...tripDetailsFixture.adresse, plz: '30161' };
    actor.send({
      type: 'user.submitTripDetails',
      details: { ...tripDetailsFixture, adresse: moved },
    });
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    expect(actor.getSnapshot().can({ type: 'user.selectPaymentType', zahlungsartId: 2 })).toBe(
      false,
    );
    answer({ ...optionsFixture, key: 'HAJ|30161' });
    await ready(actor, 'kreditkarteZahlung');
    expect(actor.getSnapshot().can({ type: 'user.selectPaymentType', zahlungsartId: 2 })).toBe(
      true,
    );
  });

  it('are loaded while the status page refreshes the booking, not after it', async () => {
    const { actor, loadOptions, loadStatus } = start(savedFixture(withPayment(1)), {
      loadStatus: () => new Promise(() => {}),
    });
    actor.send({ type: 'xstate.route', to: '#status' });
    await waitFor(actor, (s) => s.matches({ lists: 'ready' }));
    expect(loadStatus).toHaveBeenCalledTimes(1);
    expect(loadOptions).toHaveBeenCalledTimes(2); // the entry step's load was cut short by the route
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
  });
});

describe('bookingMachine (private): tariff step', () => {
  it('refuses an unknown tariff, one without a price and one too small for the party', async () => {
    const { actor, persisted } = start(draftFixture({ erw: 4 }), {
      loadOptions: async () => ({ ...optionsFixture, prices: optionsFixture.prices.slice(1) }),
    });
    await ready(actor, 'tarifAuswahl');
    expect(actor.getSnapshot().can({ type: 'user.selectTariff', transferArtId: 99 })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'user.selectTariff', transferArtId: 1 })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'user.selectTariff', transferArtId: 2 })).toBe(false);
    actor.send({ type: 'user.selectTariff', transferArtId: 3 });
    expect(actor.getSnapshot().context.booking.transferArtId).toBe(3);
    expect(persisted.at(-1)?.transferArtId).toBe(3);
  });

  it('cannot continue without a tariff', async () => {
    const { actor } = start();
    await ready(actor, 'tarifAuswahl');
    expect(actor.getSnapshot().can({ type: 'user.submitTariff' })).toBe(false);
    actor.send({ type: 'user.selectTariff', transferArtId: 1 });
    actor.send({ type: 'user.submitTariff' });
    expect(actor.getSnapshot().matches({ steps: 'reiseDetails', lists: 'ready' })).toBe(true);
  });

  it('sets, clamps and removes extras, and refuses unknown ones', async () => {
    const { actor, persisted } = start();
    await ready(actor, 'tarifAuswahl');
    actor.send({ type: 'user.setExtra', id: 1, anzahl: 7 });
    expect(actor.getSnapshot().context.booking.extras).toEqual([{ id: 1, anzahl: 3 }]);
    actor.send({ type: 'user.setExtra', id: 2, anzahl: 1 });
    actor.send({ type: 'user.setExtra', id: 1, anzahl: 0 });
    expect(actor.getSnapshot().context.booking.extras).toEqual([{ id: 2, anzahl: 1 }]);
    expect(actor.getSnapshot().can({ type: 'user.setExtra', id: 9, anzahl: 1 })).toBe(false);
    expect(persisted).toHaveLength(3);
  });
});

describe('bookingMachine (private): trip details and payment type', () => {
  it('stores the trip details, copies the address to both legs and goes on', async () => {
    const { actor, persisted } = start(withTariff());
    actor.send({ type: 'xstate.route', to: '#reiseDetails' });
    await ready(actor, 'reiseDetails');
    actor.send({
      type: 'user.submitTripDetails',
      details: {
        ...tripDetailsFixture,
        mitRueckfahrt: true,
        rueckfahrt: { ...tripDetailsFixture.hinfahrt, datum: '2099-06-08' },
      },
    });
    const { booking } = actor.getSnapshot().context;
    expect(actor.getSnapshot().matches({ steps: 'kreditkarteZahlung', lists: 'ready' })).toBe(true);
    expect(booking.kundeStamm.email).toBe('erika@example.org');
    expect(booking.rueckfahrt.buchungAdresse.strasse).toBe('Kröpcke 1');
    expect(booking.rueckfahrt.art).toBe('Rückfahrt');
    expect(persisted.at(-1)).toEqual(booking);
  });

  it('goes back one step at a time with the data intact', async () => {
    const { actor } = start(withPayment());
    actor.send({ type: 'xstate.route', to: '#zusammenfassung' });
    await ready(actor, 'zusammenfassung');
    actor.send({ type: 'user.back' });
    expect(actor.getSnapshot().matches({ steps: 'kreditkarteZahlung', lists: 'ready' })).toBe(true);
    actor.send({ type: 'user.back' });
    expect(actor.getSnapshot().matches({ steps: 'reiseDetails', lists: 'ready' })).toBe(true);
    actor.send({ type: 'user.back' });
    expect(actor.getSnapshot().matches({ steps: 'tarifAuswahl', lists: 'ready' })).toBe(true);
    expect(actor.getSnapshot().context.booking).toEqual(withPayment());
  });

  it('refuses an unknown payment type and needs one to continue', async () => {
    const { actor } = start(withDetails());
    actor.send({ type: 'xstate.route', to: '#kreditkarteZahlung' });
    await ready(actor, 'kreditkarteZahlung');
    expect(actor.getSnapshot().can({ type: 'user.submitPaymentType' })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'user.selectPaymentType', zahlungsartId: 9 })).toBe(
      false,
    );
    actor.send({ type: 'user.selectPaymentType', zahlungsartId: 2 });
    actor.send({ type: 'user.submitPaymentType' });
    expect(actor.getSnapshot().matches({ steps: { zusammenfassung: 'reviewing' } })).toBe(true);
  });
});

describe('bookingMachine (private): edit links of the summary', () => {
  const atSummary = async () => {
    const started = start(withPayment());
    started.actor.send({ type: 'xstate.route', to: '#zusammenfassung' });
    await ready(started.actor, 'zusammenfassung');
    return started;
  };

  it('opens the tariff, whose Next leads back to the summary', async () => {
    const { actor } = await atSummary();
    actor.send({ type: 'user.edit', step: 'tarifAuswahl' });
    expect(actor.getSnapshot().matches({ steps: 'tarifAuswahl' })).toBe(true);
    actor.send({ type: 'user.selectTariff', transferArtId: 2 });
    actor.send({ type: 'user.submitTariff' });
    expect(actor.getSnapshot().matches({ steps: { zusammenfassung: 'reviewing' } })).toBe(true);
    expect(actor.getSnapshot().context.booking.transferArtId).toBe(2);
    expect(actor.getSnapshot().context.returnToSummary).toBe(false);
  });

  it('opens the trip details, whose Next leads back to the summary with the changes', async () => {
    const { actor } = await atSummary();
    actor.send({ type: 'user.edit', step: 'reiseDetails' });
    expect(actor.getSnapshot().matches({ steps: 'reiseDetails' })).toBe(true);
    const kunde = { ...tripDetailsFixture.kunde, vorname: 'Erika' };
    actor.send({ type: 'user.submitTripDetails', details: { ...tripDetailsFixture, kunde } });
    expect(actor.getSnapshot().matches({ steps: { zusammenfassung: 'reviewing' } })).toBe(true);
    expect(actor.getSnapshot().context.booking.kundeStamm.vorname).toBe('Erika');
  });

  it("shows a new postcode's prices on the payment step first", async () => {
    const { actor, loadOptions } = await atSummary();
    actor.send({ type: 'user.edit', step: 'reiseDetails' });
    loadOptions.mockImplementation(async () => ({ ...optionsFixture, key: 'HAJ|30161' }));
    actor.send({
      type: 'user.submitTripDetails',
      details: { ...tripDetailsFixture, adresse: { ...tripDetailsFixture.adresse, plz: '30161' } },
    });
    await ready(actor, 'kreditkarteZahlung');
    actor.send({ type: 'user.submitPaymentType' });
    expect(actor.getSnapshot().matches({ steps: { zusammenfassung: 'reviewing' } })).toBe(true);
  });

  it('opens the payment type, which goes on to the summary as always', async () => {
    const { actor } = await atSummary();
    actor.send({ type: 'user.edit', step: 'kreditkarteZahlung' });
    await ready(actor, 'kreditkarteZahlung');
    actor.send({ type: 'user.selectPaymentType', zahlungsartId: 2 });
    actor.send({ type: 'user.submitPaymentType' });
    expect(actor.getSnapshot().matches({ steps: { zusammenfassung: 'reviewing' } })).toBe(true);
  });

  it('forgets the way back once the step is left otherwise: Back walks the wizard again', async () => {
    const { actor } = await atSummary();
    actor.send({ type: 'user.edit', step: 'reiseDetails' });
    actor.send({ type: 'user.back' });
    expect(actor.getSnapshot().matches({ steps: 'tarifAuswahl' })).toBe(true);
    expect(actor.getSnapshot().context.returnToSummary).toBe(false);
    actor.send({ type: 'user.submitTariff' });
    expect(actor.getSnapshot().matches({ steps: 'reiseDetails' })).toBe(true);
    actor.send({ type: 'user.submitTripDetails', details: tripDetailsFixture });
    expect(actor.getSnapshot().matches({ steps: 'kreditkarteZahlung' })).toBe(true);
  });

  it('forgets it on a browser Back to the summary too', async () => {
    const { actor } = await atSummary();
    actor.send({ type: 'user.edit', step: 'tarifAuswahl' });
    actor.send({ type: 'xstate.route', to: '#zusammenfassung' });
    expect(actor.getSnapshot().context.returnToSummary).toBe(false);
    actor.send({ type: 'xstate.route', to: '#tarifAuswahl' });
    actor.send({ type: 'user.submitTariff' });
    expect(actor.getSnapshot().matches({ steps: 'reiseDetails' })).toBe(true);
  });
});

describe('bookingMachine (private): a single payment type', () => {
  const cardOnly: BookingOptions = {
    ...optionsFixture,
    paymentTypes: [{ id: 1, name: 'Kreditkarte', isCard: true }],
  };

  it('is chosen on entering the step, kept in the draft, and next works at once', async () => {
    const { actor, persisted } = start(withDetails(), { loadOptions: async () => cardOnly });
    actor.send({ type: 'xstate.route', to: '#kreditkarteZahlung' });
    await ready(actor, 'kreditkarteZahlung');
    expect(actor.getSnapshot().context.booking.zahlungsartId).toBe(1);
    expect(persisted.at(-1)?.zahlungsartId).toBe(1);
    expect(actor.getSnapshot().can({ type: 'user.submitPaymentType' })).toBe(true);
    actor.send({ type: 'user.submitPaymentType' });
    expect(actor.getSnapshot().matches({ steps: { zusammenfassung: 'reviewing' } })).toBe(true);
  });

  it('replaces a stored type that is no longer offered; with several offered nothing is chosen', async () => {
    const single = start(
      { ...withDetails(), zahlungsartId: 2 },
      { loadOptions: async () => cardOnly },
    );
    single.actor.send({ type: 'xstate.route', to: '#kreditkarteZahlung' });
    await ready(single.actor, 'kreditkarteZahlung');
    expect(single.actor.getSnapshot().context.booking.zahlungsartId).toBe(1);

    const several = start(withDetails());
    several.actor.send({ type: 'xstate.route', to: '#kreditkarteZahlung' });
    await ready(several.actor, 'kreditkarteZahlung');
    expect(several.actor.getSnapshot().context.booking.zahlungsartId).toBeNull();
  });
});

describe('bookingMachine (private): saving', () => {
  async function atSummary(booking: Booking, fakes: Fakes = {}) {
    const started = start(booking, fakes);
    started.actor.send({ type: 'xstate.route', to: '#zusammenfassung' });
    await ready(started.actor, 'zusammenfassung');
    return started;
  }

  it('creates a card booking once, even on a double confirm, and hands off to the payment', async () => {
    const { actor, save, handedOff, persisted } = await atSummary(withPayment(1));
    actor.send({ type: 'user.confirm' });
    expect(actor.getSnapshot().can({ type: 'user.confirm' })).toBe(false);
    actor.send({ type: 'user.confirm' });
    await waitFor(actor, (s) => s.matches({ steps: { zusammenfassung: 'handingOffToPayment' } }));
    expect(save).toHaveBeenCalledTimes(1);
    expect(save.mock.calls[0]![0].idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    // the key was stored with the draft before the call
    expect(persisted[0]!.idempotencyKey).toBe(save.mock.calls[0]![0].idempotencyKey);
    expect(handedOff[0]!.buchungStamm.voucher).toBe('PB-000041');
    expect(persisted.at(-1)!.buchungStamm.voucher).toBe('PB-000041');
    expect(persisted.at(-1)!.idempotencyKey).toBeNull();
    expect(actor.getSnapshot().context.savedChanges).toBe(false);
    expect(
      actor.getSnapshot().getMeta()['booking.steps.zusammenfassung.handingOffToPayment'],
    ).toEqual({
      href: '/zahlung',
    });
  });

  it('retries a failed save with the same idempotency key, also after a reload', async () => {
    const save = vi.fn(async (input: SaveBookingInput): Promise<Booking> => {
      void input;
      throw { code: 'timeout', message: 'slow' };
    });
    const first = await atSummary(withPayment(2), { save });
    first.actor.send({ type: 'user.confirm' });
    await waitFor(first.actor, (s) => s.matches({ steps: { zusammenfassung: 'saveFailed' } }));
    expect((first.actor.getSnapshot().context.error as { code?: string } | null)?.code).toBe(
      'timeout',
    );
    first.actor.send({ type: 'user.retry' });
    await waitFor(first.actor, (s) => s.matches({ steps: { zusammenfassung: 'saveFailed' } }));
    const key = save.mock.calls[0]![0].idempotencyKey;
    expect(save.mock.calls[1]![0].idempotencyKey).toBe(key);

    // reload: a new actor from the stored draft keeps the key
    const reloaded = await atSummary(first.persisted.at(-1)!, {
      save: async ({ booking }) => savedFixture(booking),
    });
    reloaded.actor.send({ type: 'user.confirm' });
    await ready(reloaded.actor, 'status');
    expect(reloaded.save.mock.calls[0]![0].idempotencyKey).toBe(key);
  });

  it('offers back to the payment step after a failed save', async () => {
    const { actor } = await atSummary(withPayment(2), {
      save: async () => Promise.reject(new Error('x')),
    });
    actor.send({ type: 'user.confirm' });
    await waitFor(actor, (s) => s.matches({ steps: { zusammenfassung: 'saveFailed' } }));
    actor.send({ type: 'user.back' });
    expect(actor.getSnapshot().matches({ steps: 'kreditkarteZahlung', lists: 'ready' })).toBe(true);
  });

  it('updates a booking that has a voucher and shows its status when no card payment is due', async () => {
    const saved = savedFixture(withPayment(1), 'bezahlt');
    const { actor, save, handedOff } = await atSummary(saved, {
      save: async ({ booking }) => booking,
    });
    actor.send({ type: 'user.confirm' });
    await ready(actor, 'status');
    expect(save.mock.calls[0]![0].booking.buchungStamm.voucher).toBe('PB-000041');
    expect(handedOff).toHaveLength(0);
    // The status says the changes were saved, not that a booking came in.
    expect(actor.getSnapshot().context.savedChanges).toBe(true);
  });

  /** A paid booking whose new tariff would change its price: the server refuses the save. */
  const ALREADY_PAID = { kind: 'http', status: 409, code: 'alreadyPaid', message: 'paid' };
  const paidWithOtherTariff = () => ({
    ...savedFixture(withPayment(1), 'bezahlt'),
    transferArtId: 2,
  });

  it('keeps a refused change of a stored booking until the user discards it; then the stored booking is the draft', async () => {
    const stored = savedFixture(withPayment(1), 'bezahlt');
    const { actor, persisted, loadStatus } = await atSummary(paidWithOtherTariff(), {
      save: async () => Promise.reject(ALREADY_PAID),
      loadStatus: async () => stored,
    });
    actor.send({ type: 'user.confirm' });
    await waitFor(actor, (s) => s.matches({ steps: { zusammenfassung: 'saveFailed' } }));
    // Nothing typed is lost by the refusal: the draft (and sessionStorage) keep the change.
    expect(actor.getSnapshot().context.booking.transferArtId).toBe(2);
    expect(persisted.at(-1)!.transferArtId).toBe(2);
    expect(actor.getSnapshot().can({ type: 'user.edit', step: 'tarifAuswahl' })).toBe(true);
    expect(actor.getSnapshot().can({ type: 'user.confirm' })).toBe(false);

    actor.send({ type: 'user.discardChanges' });
    expect(actor.getSnapshot().hasTag('discarding')).toBe(true);
    expect(actor.getSnapshot().can({ type: 'user.confirm' })).toBe(false);
    await waitFor(actor, (s) =>
      s.matches({ steps: { zusammenfassung: { reviewing: 'discarded' } } }),
    );
    expect(loadStatus).toHaveBeenCalledTimes(1);
    expect(loadStatus.mock.calls[0]![0].booking.buchungStamm.zugriffsToken).toBe('secret-token');
    const { context } = actor.getSnapshot();
    expect(context.booking.transferArtId).toBe(1);
    expect(context.error).toBeNull();
    // Stored, so a reload shows the booking as stored too.
    expect(persisted.at(-1)!.transferArtId).toBe(1);
    expect(persisted.at(-1)!.idempotencyKey).toBeNull();
    // The stored booking saves as it is, and can be changed again.
    expect(actor.getSnapshot().can({ type: 'user.confirm' })).toBe(true);
    actor.send({ type: 'user.edit', step: 'tarifAuswahl' });
    expect(actor.getSnapshot().matches({ steps: 'tarifAuswahl' })).toBe(true);
  });

  it('instead of discarding, an edit link changes the refused input and the save is tried again', async () => {
    const save = vi.fn(async ({ booking }: SaveBookingInput) => {
      if (booking.transferArtId !== 1) throw ALREADY_PAID;
      return booking;
    });
    const { actor } = await atSummary(paidWithOtherTariff(), { save });
    actor.send({ type: 'user.confirm' });
    await waitFor(actor, (s) => s.matches({ steps: { zusammenfassung: 'saveFailed' } }));
    actor.send({ type: 'user.edit', step: 'tarifAuswahl' });
    actor.send({ type: 'user.selectTariff', transferArtId: 1 });
    actor.send({ type: 'user.submitTariff' });
    expect(
      actor.getSnapshot().matches({ steps: { zusammenfassung: { reviewing: 'drafted' } } }),
    ).toBe(true);
    actor.send({ type: 'user.confirm' });
    await ready(actor, 'status');
    expect(save).toHaveBeenCalledTimes(2);
  });

  it('offers no discard for a new booking (nothing is stored to go back to)', async () => {
    const { actor } = await atSummary(withPayment(2), {
      save: async () => Promise.reject(new Error('x')),
    });
    actor.send({ type: 'user.confirm' });
    await waitFor(actor, (s) => s.matches({ steps: { zusammenfassung: 'saveFailed' } }));
    expect(actor.getSnapshot().can({ type: 'user.discardChanges' })).toBe(false);
  });

  it('keeps the typed change when the stored booking cannot be loaded, and retries', async () => {
    let calls = 0;
    const stored = savedFixture(withPayment(1), 'bezahlt');
    const { actor, persisted } = await atSummary(paidWithOtherTariff(), {
      save: async () => Promise.reject(ALREADY_PAID),
      loadStatus: async () => {
        calls += 1;
        if (calls === 1) throw new Error('down');
        return stored;
      },
    });
    actor.send({ type: 'user.confirm' });
    await waitFor(actor, (s) => s.matches({ steps: { zusammenfassung: 'saveFailed' } }));
    actor.send({ type: 'user.discardChanges' });
    await waitFor(actor, (s) => s.matches({ steps: { zusammenfassung: 'discardFailed' } }));
    expect(actor.getSnapshot().hasTag('failure')).toBe(true);
    expect(actor.getSnapshot().context.booking.transferArtId).toBe(2);
    expect(persisted.at(-1)!.transferArtId).toBe(2);
    actor.send({ type: 'user.retry' });
    await waitFor(actor, (s) =>
      s.matches({ steps: { zusammenfassung: { reviewing: 'discarded' } } }),
    );
    expect(actor.getSnapshot().context.booking.transferArtId).toBe(1);
  });

  it('goes back from a failed discard to the summary as typed', async () => {
    const { actor } = await atSummary(paidWithOtherTariff(), {
      save: async () => Promise.reject(ALREADY_PAID),
      loadStatus: async () => Promise.reject(new Error('down')),
    });
    actor.send({ type: 'user.confirm' });
    await waitFor(actor, (s) => s.matches({ steps: { zusammenfassung: 'saveFailed' } }));
    actor.send({ type: 'user.discardChanges' });
    await waitFor(actor, (s) => s.matches({ steps: { zusammenfassung: 'discardFailed' } }));
    actor.send({ type: 'user.back' });
    expect(
      actor.getSnapshot().matches({ steps: { zusammenfassung: { reviewing: 'drafted' } } }),
    ).toBe(true);
    expect(actor.getSnapshot().context.booking.transferArtId).toBe(2);
  });
});

describe('bookingMachine (private): status', () => {
  it('refreshes the booking from the server and stores it', async () => {
    const booking = savedFixture(withPayment(1));
    const { actor, persisted } = start(booking, {
      loadStatus: async ({ booking: b }) => savedFixture(b, 'bezahlt'),
    });
    actor.send({ type: 'xstate.route', to: '#status' });
    await ready(actor, 'status');
    expect(actor.getSnapshot().context.booking.buchungStamm.zahlungsstatus).toBe('bezahlt');
    expect(persisted.at(-1)!.buchungStamm.zahlungsstatus).toBe('bezahlt');
    expect(actor.getSnapshot().can({ type: 'user.pay' })).toBe(false);
  });

  it('shows a retry when the refresh fails', async () => {
    let calls = 0;
    const { actor } = start(savedFixture(withPayment(1)), {
      loadStatus: async ({ booking: b }) => {
        calls += 1;
        if (calls === 1) throw new Error('down');
        return b;
      },
    });
    actor.send({ type: 'xstate.route', to: '#status' });
    await waitFor(actor, (s) => s.matches({ steps: { status: 'statusFailed' } }));
    actor.send({ type: 'user.retry' });
    await ready(actor, 'status');
  });

  it('offers the card payment again while it is open', async () => {
    const { actor, handedOff } = start(savedFixture(withPayment(1)));
    actor.send({ type: 'xstate.route', to: '#status' });
    await ready(actor, 'status');
    actor.send({ type: 'user.pay' });
    expect(actor.getSnapshot().matches({ steps: { status: 'handingOffToPayment' } })).toBe(true);
    expect(handedOff).toHaveLength(1);
  });

  it('offers no card payment for a cash booking', async () => {
    const { actor } = start(savedFixture(withPayment(2)));
    actor.send({ type: 'xstate.route', to: '#status' });
    await ready(actor, 'status');
    expect(actor.getSnapshot().can({ type: 'user.pay' })).toBe(false);
  });
});
