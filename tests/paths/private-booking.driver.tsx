import { act, render, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { expect } from 'vitest';
import type { AnyMachineSnapshot, AnyStateNode } from 'xstate';
import type { Booking } from '../../src/domain/booking';
import { Flow } from '../../src/features/private-booking/route';
import { stepMetaOf } from '../../src/ui/booking';
import { privateBookingMachine } from '../../machines/private-booking.machine';
import { applyTripDetails, type TripDetails } from '../../machines/shared/trip-details';
import { draftFixture, optionsFixture, savedFixture, tripDetailsFixture } from '../../machines/shared/test-fixtures';
import { defineDriver } from './runner/driver';

/*
 * The private wizard (/privat-buchung/*) driven by the path runner. The feature's own Flow
 * component runs with its real effects (sessionStorage, URL sync); the runner's createActor hook
 * swaps its API actors for fakes. Route events are URL changes (deep link, back/forward).
 */

const t = (key: string, options?: Record<string, unknown>) => i18next.t(key, options ?? {});
const BASE = '/privat-buchung';

/** A trip whose postcode differs from the one the prices were loaded for. */
const movedTrip: TripDetails = {
  ...tripDetailsFixture,
  adresse: { ...tripDetailsFixture.adresse, plz: '30165', ort: 'Hannover', strasse: 'Lister Meile 2' },
};

const withTariff = (b: Booking): Booking => ({ ...b, transferArtId: 1 });
const complete = applyTripDetails(withTariff(draftFixture()), tripDetailsFixture);
const withPayment: Booking = { ...complete, zahlungsartId: 2 };

let router: ReturnType<typeof createMemoryRouter> | null = null;

function stepPath(stateId: string): string | undefined {
  const node = privateBookingMachine.getStateNodeById(stateId) as AnyStateNode;
  return (node.meta as { path?: string } | undefined)?.path;
}

const heading =
  (step: string) =>
  ({ snapshot }: { snapshot: AnyMachineSnapshot }) => {
    // A state that hands off to /zahlung has left the wizard's page.
    if (stepMetaOf(snapshot).href) return;
    expect(screen.getByRole('heading', { level: 1, name: t(`privateBooking.steps.${step}`) })).toBeInTheDocument();
  };
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** "Book now", or "Save changes" for a booking that has a voucher already. */
const confirmButton = () =>
  screen.getByRole('button', {
    name: new RegExp(`^(${escape(t('common.actions.bookNow'))}|${escape(t('privateBooking.summary.saveChanges'))})$`),
  });
const loading = () => waitFor(() => expect(screen.getAllByRole('status').length).toBeGreaterThan(0));
const failure = () => expect(screen.getByRole('button', { name: t('common.actions.retry') })).toBeVisible();

async function fillTripDetails(user: import('@testing-library/user-event').UserEvent, details: TripDetails) {
  const set = async (label: string, value: string) => {
    // The first field whose label starts with the text ("Ort" comes before "Ortsteil").
    const field = screen.getAllByLabelText(new RegExp(`^${escape(label)}`))[0]!;
    await user.clear(field);
    if (value) await user.click(field);
    if (value) await user.paste(value);
  };
  await user.selectOptions(screen.getByLabelText(new RegExp(`^${t('common.fields.salutation')}`)), String(details.kunde.anredeId));
  await set(t('common.fields.firstName'), details.kunde.vorname);
  await set(t('common.fields.lastName'), details.kunde.name);
  await set(t('common.fields.email'), details.kunde.email);
  await set(t('common.fields.mobile'), details.kunde.mobil);
  await set(t('common.fields.street'), details.adresse.strasse);
  await set(t('common.fields.postcode'), details.adresse.plz);
  await set(t('common.fields.city'), details.adresse.ort);
  await set(t('booking.tripDetails.flightNumber'), details.hinfahrt.flugnummer);
}

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
    loadBookingOptions: (s) => [{ ...optionsFixture, key: `${s.context.booking.flughafen}|${s.context.booking.kundeAdresse.plz}` }],
    saveBooking: (s) => [savedFixture(s.context.booking)],
    loadBookingStatus: (s) => [s.context.booking],
  },
  // The URL sync sends a route only for another step, and none once the flow left for /zahlung.
  filterEvents: (snapshot: AnyMachineSnapshot, event) => {
    if (event.type !== 'xstate.route') return true;
    const meta = stepMetaOf(snapshot);
    return !meta.href && stepPath(String(event.to).slice(1)) !== meta.path;
  },
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
      Boolean(error),
    ]);
  },
  render: ({ input }) => {
    sessionStorage.setItem('Buchung', JSON.stringify(input.booking));
    router = createMemoryRouter(
      [
        { path: `${BASE}/*`, element: <Flow initial={input.booking} /> },
        { path: '/zahlung', element: <h1>{t('privateBooking.steps.kreditkarteZahlung')} /zahlung</h1> },
      ],
      { initialEntries: [`${BASE}/tarif-auswahl`] },
    );
    render(<RouterProvider router={router} />);
  },
  on: {
    'xstate.route': async ({ event }) => {
      const path = stepPath(String(event.to).slice(1));
      await act(async () => {
        await router!.navigate(`${BASE}/${path}`);
      });
    },
    'user.selectTariff': ({ user }) => user.click(screen.getAllByRole('radio', { name: new RegExp(optionsFixture.transferTypes[0]!.name) })[0]!),
    'user.setExtra': ({ user }) =>
      user.selectOptions(screen.getByRole('combobox', { name: new RegExp(optionsFixture.extras[0]!.name) }), '1'),
    'user.submitTariff': ({ user }) => user.click(screen.getByRole('button', { name: t('common.actions.next') })),
    'user.submitTripDetails': async ({ user, event }) => {
      await fillTripDetails(user, event.details as TripDetails);
      await user.click(screen.getByRole('button', { name: t('common.actions.next') }));
    },
    'user.selectPaymentType': ({ user, event }) => {
      const type = optionsFixture.paymentTypes.find((p) => p.id === event.zahlungsartId)!;
      return user.click(screen.getByRole('radio', { name: new RegExp(type.name) }));
    },
    'user.submitPaymentType': ({ user }) => user.click(screen.getByRole('button', { name: t('common.actions.next') })),
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
    'tarifAuswahl.ready': () => expect(screen.getByRole('group', { name: t('privateBooking.tariff.chooseTariff') })).toBeVisible(),
    'reiseDetails.ready': () => expect(screen.getByLabelText(new RegExp(`^${t('common.fields.firstName')}`))).toBeVisible(),
    'kreditkarteZahlung.ready': () => expect(screen.getByRole('group', { name: t('privateBooking.payment.choose') })).toBeVisible(),
    'zusammenfassung.ready': () => expect(confirmButton()).toBeEnabled(),
    'zusammenfassung.saving': () => expect(screen.getByText(t('common.status.saving'))).toBeInTheDocument(),
    'zusammenfassung.saveFailure': failure,
    'zusammenfassung.paymentHandOff': () => waitFor(() => expect(router!.state.location.pathname).toBe('/zahlung')),
    'status.ready': () => expect(screen.getByRole('heading', { level: 1, name: t('privateBooking.steps.status') })).toBeVisible(),
    'status.paymentHandOff': () => waitFor(() => expect(router!.state.location.pathname).toBe('/zahlung')),
  },
});
