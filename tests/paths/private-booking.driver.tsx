import { screen } from '@testing-library/react';
import { expect } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import type { Booking } from '../../src/domain/booking';
import { bookingStore, paymentStore } from '../../src/session';
import { Flow } from '../../src/features/private-booking/route';
import { stepMetaOf } from '../../src/ui/booking';
import { privateBookingMachine } from '../../machines/private-booking.machine';
import { applyTripDetails, type TripDetails } from '../../machines/shared/trip-details';
import { draftFixture, optionsFixture, savedFixture, tripDetailsFixture } from '../../machines/shared/test-fixtures';
import { defineDriver } from './runner/driver';
import { field, fillTripDetails, nextButton, t, wizardKit } from './runner/wizard';

/*
 * The private wizard (/privat-buchung/*) driven by the path runner. The feature's own Flow
 * component runs with its real effects (sessionStorage, URL sync); the runner's createActor hook
 * swaps its API actors for fakes. Route events are URL changes (deep link, back/forward).
 * After every step the stored draft (sessionStorage `Buchung`) matches the machine's.
 */

const wizard = wizardKit({ machine: privateBookingMachine, base: '/privat-buchung', namespace: 'privateBooking', stepIndicator: true });
const { heading, confirmButton } = wizard;
const loading = async () => {
  await wizard.loading();
  await screen.findByText(t('common.status.loading'));
};
/** What a failed call answers; the failure alert shows its message. */
const FAILURE = { kind: 'http', code: 'unavailable', message: 'Der Dienst ist gerade nicht erreichbar.' };
const failure = wizard.failure(FAILURE.message);

/** A trip whose postcode differs from the one the prices were loaded for. */
const movedTrip: TripDetails = {
  ...tripDetailsFixture,
  adresse: { ...tripDetailsFixture.adresse, plz: '30165', ort: 'Hannover', strasse: 'Lister Meile 2' },
};

const withTariff = (b: Booking): Booking => ({ ...b, transferArtId: 1 });
const complete = applyTripDetails(withTariff(draftFixture()), tripDetailsFixture);
const withPayment: Booking = { ...complete, zahlungsartId: 2 };

type Ctx = { snapshot: AnyMachineSnapshot };
const bookingOf = (snapshot: AnyMachineSnapshot) => (snapshot.context as { booking: Booking }).booking;
const tariffRadio = () => screen.getAllByRole('radio', { name: new RegExp(optionsFixture.transferTypes[0]!.name) })[0]! as HTMLInputElement;
const paymentRadio = (id: number) =>
  screen.getByRole('radio', { name: new RegExp(optionsFixture.paymentTypes.find((p) => p.id === id)!.name) }) as HTMLInputElement;

export default defineDriver<{ type: string; [key: string]: unknown }, { booking: Booking }>({
  inputs: {
    // The entry form on the start page made a draft: the wizard starts at the tariff step.
    fresh: { booking: draftFixture() },
    // A reload (or deep link) with a complete, unsaved draft: later steps load their lists.
    reload: { booking: withPayment },
    // A reload of the status page after booking by invoice.
    saved: { booking: savedFixture(withPayment, 'offen') },
  },
  events: () => [
    { type: 'user.selectTariff', transferArtId: 1 },
    { type: 'user.setExtra', id: 1, anzahl: 1 },
    { type: 'user.submitTripDetails', details: tripDetailsFixture },
    { type: 'user.submitTripDetails', details: movedTrip },
    { type: 'user.selectPaymentType', zahlungsartId: 1 },
    { type: 'user.selectPaymentType', zahlungsartId: 2 },
  ],
  outputs: {
    // Card and another type, or card only (what a private customer is offered): the single
    // offered type is chosen on entering the payment step.
    loadBookingOptions: (s) => {
      const key = `${s.context.booking.flughafen}|${s.context.booking.kundeAdresse.plz}`;
      return [
        { ...optionsFixture, key },
        { ...optionsFixture, key, paymentTypes: optionsFixture.paymentTypes.filter((p) => p.isCard) },
      ];
    },
    saveBooking: (s) => [savedFixture(s.context.booking)],
    loadBookingStatus: (s) => [s.context.booking],
  },
  errors: { loadBookingOptions: () => [FAILURE], saveBooking: () => [FAILURE], loadBookingStatus: () => [FAILURE] },
  // The URL sync sends a route only for another step, and none once the flow left for /zahlung.
  filterEvents: wizard.isRoutable,
  // Leave ids and keys out of the graph's vertices; a few selected values are enough.
  serializeState: (s) => {
    const { booking, options, error } = s.context as { booking: Booking; options: { key: string } | null; error: unknown };
    return JSON.stringify([
      s.value,
      booking.transferArtId,
      booking.extras,
      booking.zahlungsartId,
      booking.kundeAdresse.plz,
      booking.kundeStamm.vorname,
      booking.buchungStamm.voucher,
      options?.key ?? null,
      options ? (options as unknown as { paymentTypes: unknown[] }).paymentTypes.length : null,
      Boolean(error),
    ]);
  },
  render: ({ input }) => {
    sessionStorage.setItem('Buchung', JSON.stringify(input.booking));
    wizard.mount(<Flow initial={input.booking} />, 'tarif-auswahl');
  },
  on: {
    'xstate.route': wizard.route,
    'user.selectTariff': ({ user }) => user.click(tariffRadio()),
    'user.setExtra': ({ user }) =>
      user.selectOptions(screen.getByRole('combobox', { name: new RegExp(optionsFixture.extras[0]!.name) }), '1'),
    'user.submitTariff': ({ user }) => user.click(nextButton()),
    'user.submitTripDetails': async ({ user, event }) => {
      await fillTripDetails(user, event.details as TripDetails);
      await user.click(nextButton());
    },
    'user.selectPaymentType': ({ user, event }) => user.click(paymentRadio(Number(event.zahlungsartId))),
    'user.submitPaymentType': ({ user }) => user.click(nextButton()),
    'user.confirm': ({ user }) => user.click(confirmButton()),
    'user.pay': ({ user }) => user.click(screen.getByRole('button', { name: t('privateBooking.status.payNow') })),
    'user.retry': ({ user }) => user.click(screen.getByRole('button', { name: t('common.actions.retry') })),
    'user.back': ({ user }) => user.click(screen.getByRole('button', { name: t('common.actions.back') })),
  },
  states: {
    '#tarifAuswahl': heading('tarifAuswahl'),
    '#reiseDetails': heading('reiseDetails'),
    '#kreditkarteZahlung': heading('kreditkarteZahlung'),
    '#zusammenfassung': heading('zusammenfassung'),
    '#status': heading('status'),
    'tarifAuswahl.loading': loading,
    'reiseDetails.loading': loading,
    'kreditkarteZahlung.loading': loading,
    'zusammenfassung.loading': loading,
    'status.loading': loading,
    'status.refreshing': loading,
    'tarifAuswahl.failure': failure,
    'reiseDetails.failure': failure,
    'kreditkarteZahlung.failure': failure,
    'zusammenfassung.failure': failure,
    'status.failure': failure,
    'tarifAuswahl.ready': async ({ snapshot }: Ctx) => {
      // The step is a lazy chunk: on a busy machine the first path may wait for it.
      expect(await screen.findByRole('group', { name: t('privateBooking.tariff.chooseTariff') }, { timeout: 4000 })).toBeVisible();
      expect(tariffRadio().checked).toBe(bookingOf(snapshot).transferArtId === 1);
      expect(nextButton()).toHaveProperty('disabled', !snapshot.can({ type: 'user.submitTariff' }));
    },
    'reiseDetails.ready': ({ snapshot }: Ctx) => expect(field(t('common.fields.firstName'))).toHaveValue(bookingOf(snapshot).kundeStamm.vorname),
    'kreditkarteZahlung.ready': async ({ snapshot }: Ctx) => {
      expect(await screen.findByRole('group', { name: t('privateBooking.payment.choose') }, { timeout: 4000 })).toBeVisible();
      expect(paymentRadio(1).checked).toBe(bookingOf(snapshot).zahlungsartId === 1);
      expect(nextButton()).toHaveProperty('disabled', !snapshot.can({ type: 'user.submitPaymentType' }));
    },
    'zusammenfassung.ready': ({ snapshot }: Ctx) => {
      // In the contact section and in the line that says where the confirmation goes.
      expect(screen.getAllByText(bookingOf(snapshot).kundeStamm.email)).toHaveLength(2);
      expect(confirmButton()).toBeEnabled();
    },
    'zusammenfassung.saving': async () => {
      expect(screen.getByText(t('common.status.saving'))).toBeInTheDocument();
      await wizard.saving();
    },
    'zusammenfassung.saveFailure': failure,
    'zusammenfassung.paymentHandOff': (ctx: Ctx) => handOff(ctx),
    'status.ready': ({ snapshot }: Ctx) => {
      expect(screen.getByText(bookingOf(snapshot).buchungStamm.voucher!)).toBeInTheDocument();
      const payNow = screen.queryByRole('button', { name: t('privateBooking.status.payNow') });
      expect(payNow !== null).toBe(snapshot.can({ type: 'user.pay' }));
    },
    'status.paymentHandOff': (ctx: Ctx) => handOff(ctx),
  },
  // Every change of the draft is in sessionStorage (a reload resumes it).
  everyState: ({ snapshot }) => {
    if (stepMetaOf(snapshot).href) return;
    const booking = bookingOf(snapshot);
    const stored = bookingStore.read();
    expect(stored?.transferArtId).toBe(booking.transferArtId);
    expect(stored?.zahlungsartId).toBe(booking.zahlungsartId);
    expect(stored?.buchungStamm.voucher).toBe(booking.buchungStamm.voucher);
  },
});

/** The wizard wrote the payment session for /zahlung and went there. */
async function handOff({ snapshot }: Ctx) {
  await wizard.paymentHandOff();
  expect(paymentStore.read()).toMatchObject({ flow: 'privat', voucher: bookingOf(snapshot).buchungStamm.voucher });
}
