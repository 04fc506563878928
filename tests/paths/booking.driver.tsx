import { screen, within } from '@testing-library/react';
import { expect } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import type { Booking } from '../../src/domain/booking';
import type { CompanySession } from '../../src/domain/company';
import { CompanyBookingFlow } from '../../src/features/company/wizard/company-booking-flow';
import {
  companyBookingMachine,
  hasDestination,
  hasPassenger,
  newCompanyDraft,
  offersCard,
  type AirportOption,
  type Destination,
  type MtuQuoteRequest,
  type MtuTariffOption,
  type Passenger,
} from '../../machines/company-booking.machine';
import type { BookingOptions } from '../../machines/shared/booking-options';
import { hasOptionsFor, hasTripDetails } from '../../machines/shared/booking-rules';
import { savedFixture, optionsFixture, tripDetailsFixture } from '../../machines/shared/test-fixtures';
import { applyTripDetails, type TripDetails } from '../../machines/shared/trip-details';
import { defineDriver } from './runner/driver';
import { escape, field, fillTripDetails, nextButton as next, setValue, startsWith, t, wizardKit } from './runner/wizard';

/*
 * The company wizard (/buchung/*) driven by the path runner: the feature's CompanyBookingFlow
 * with its real effects; the runner's createActor hook swaps its API actors for fakes. Start
 * situations cover the three entry routes (normal, booking as private, 52460), a company
 * without card payment, a reload with a complete draft, and no company session.
 */

const wizard = wizardKit({ machine: companyBookingMachine, base: '/buchung', namespace: 'company' });
const { heading, loading, confirmButton } = wizard;
const failure = wizard.failure();

const normal: CompanySession = { firmenId: 30100, name: 'Wolfsmark', name2: '', alsPrivat: false, buchungListeAktiv: false, kundeListeAktiv: false };
const asPrivate: CompanySession = { ...normal, firmenId: 70001, name: 'Heidemoor', alsPrivat: true };
const mtu: CompanySession = { ...normal, firmenId: 52460, name: 'Turbine' };

const cardTypes = [
  { id: 1, name: 'Kreditkarte', isCard: true },
  { id: 3, name: 'Rechnung', isCard: false },
];
const accountTypes = [{ id: 3, name: 'Rechnung', isCard: false }];
const airports: AirportOption[] = [
  { iata: 'HAJ', name: 'Hannover' },
  { iata: 'BRE', name: 'Bremen' },
];
const mtuTariffs: MtuTariffOption[] = [
  { id: 1, name: 'Werk Langenhagen ⇄ HAJ', flughafen: 'HAJ', transferArtId: 1, plz: '30855', ort: 'Langenhagen', preisCent: 1900 },
];
const quoteRequest: MtuQuoteRequest = { flughafen: 'HAJ', plz: '30159', ort: 'Hannover' };

const passenger: Passenger = {
  kunde: { id: null, anredeId: null, anrede: '', vorname: 'Lea', name: 'Köhler', co: '', email: '', mobil: '', telefon: '', kst: '', bereich: '' },
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

interface Input {
  booking: Booking;
  company: CompanySession | null;
  /** Seeded as sessionStorage `Buchung` (a reload); otherwise the flow makes a new draft. */
  stored?: boolean;
}

function entryPath(company: CompanySession | null): string {
  if (!company) return 'neuer-auftrag';
  if (company.firmenId === 52460) return 'mtu-tarifauswahl';
  return company.alsPrivat ? 'reiseziel' : 'neuer-auftrag';
}

export default defineDriver<{ type: string; [key: string]: unknown }, Input>({
  inputs: {
    normal: { booking: newCompanyDraft(normal, 'de'), company: normal },
    asPrivate: { booking: newCompanyDraft(asPrivate, 'de'), company: asPrivate },
    mtu: { booking: newCompanyDraft(mtu, 'de'), company: mtu },
    reload: { booking: completeDraft(), company: normal, stored: true },
    noCompany: { booking: newCompanyDraft(null, 'de'), company: null },
    noCompanyWithTariff: { booking: completeDraft(), company: null, stored: true },
  },
  events: () => [
    { type: 'user.submitPassenger', passenger },
    { type: 'user.submitDestination', destination },
    { type: 'user.selectMtuTariff', tariffId: 1 },
    { type: 'user.submitMtuTariff', richtung: 'zumFlughafen' },
    { type: 'user.requestMtuQuote', request: quoteRequest },
    { type: 'user.submitOtherDestination', richtung: 'zumFlughafen' },
    { type: 'user.selectTariff', transferArtId: 1 },
    { type: 'user.setExtra', id: 1, anzahl: 1 },
    { type: 'user.submitTripDetails', details: tripDetailsFixture, kst: 'WM-7100', bereich: 'Entwicklung' },
    { type: 'user.selectPaymentType', zahlungsartId: 1 },
    { type: 'user.selectPaymentType', zahlungsartId: 3 },
  ],
  outputs: {
    loadAirports: () => [airports],
    loadMtuTariffs: () => [mtuTariffs],
    loadMtuQuote: () => [{ request: quoteRequest, prices: [{ transferArtId: 1, betragCent: 4200 }] }],
    // One company pays by card, another on account: both branches of the wizard.
    loadBookingOptions: (s) => {
      const key = `${s.context.booking.flughafen}|${s.context.booking.kundeAdresse.plz}`;
      return [
        { ...optionsFixture, key, paymentTypes: cardTypes },
        { ...optionsFixture, key, paymentTypes: accountTypes },
        // Card only (companies like 70002): the single type is chosen on entering the step.
        { ...optionsFixture, key, paymentTypes: cardTypes.filter((p) => p.isCard) },
      ] satisfies BookingOptions[];
    },
    saveBooking: (s) => [savedFixture(s.context.booking)],
    loadBookingStatus: (s) => [s.context.booking],
  },
  filterEvents: (snapshot: AnyMachineSnapshot, event) => {
    // A new order is offered on the status step (and by the booking tab there).
    if (event.type === 'user.newBooking') return snapshot.matches({ status: 'ready' } as never);
    return wizard.isRoutable(snapshot, event);
  },
  // Vertices: the state and what the guards look at, not every value of the draft.
  serializeState: (s) => {
    const c = s.context as {
      booking: Booking;
      options: BookingOptions | null;
      airports: unknown;
      mtuTariffs: unknown;
      mtuQuote: unknown;
      mtuTariffId: number | null;
    };
    const b = c.booking;
    return JSON.stringify([
      s.value,
      hasPassenger(b),
      hasDestination(b),
      b.transferArtId,
      hasTripDetails(b),
      b.zahlungsartId,
      b.buchungStamm.voucher,
      b.buchungStamm.zahlungsstatus,
      c.options ? [hasOptionsFor(b, c.options), offersCard(c.options), c.options.paymentTypes.length] : null,
      Boolean(c.airports),
      Boolean(c.mtuTariffs),
      Boolean(c.mtuQuote),
      c.mtuTariffId,
    ]);
  },
  render: ({ input }) => {
    if (input.stored) sessionStorage.setItem('Buchung', JSON.stringify(input.booking));
    // A stored draft loads at a path that is neither an entry route nor a step: the flow keeps
    // the draft and shows its own first step (see initialDraft in company-booking-flow.tsx).
    const first = input.stored ? 'laden' : entryPath(input.company);
    wizard.mount(<CompanyBookingFlow company={input.company} />, first);
  },
  on: {
    'xstate.route': wizard.route,
    'user.submitPassenger': async ({ user, event }) => {
      const p = event.passenger as Passenger;
      // The form appears once the salutations have loaded (or failed to).
      await screen.findAllByLabelText(startsWith(t('common.fields.firstName')), undefined, { timeout: 4000 });
      await setValue(user, field(t('common.fields.firstName')), p.kunde.vorname);
      await setValue(user, field(t('common.fields.lastName')), p.kunde.name);
      await user.click(next());
    },
    'user.submitDestination': async ({ user, event }) => {
      const d = event.destination as Destination;
      await user.click(screen.getByRole('radio', { name: t(`company.destination.directions.${d.richtung}`) }));
      await user.selectOptions(field(t('common.fields.airport')), d.flughafen);
      await setValue(user, field(t('common.fields.date')), d.datum);
      await setValue(user, field(t('common.fields.time')), d.zeit);
      await setValue(user, field(t('common.fields.adults')), String(d.erw));
      await setValue(user, field(t('common.fields.children')), String(d.kind));
      await setValue(user, field(t('common.fields.street')), d.adresse.strasse);
      await setValue(user, field(t('common.fields.postcode')), d.adresse.plz);
      await setValue(user, field(t('common.fields.city')), d.adresse.ort);
      await user.click(next());
    },
    'user.selectMtuTariff': ({ user }) => user.click(screen.getByRole('radio', { name: new RegExp(escape(mtuTariffs[0]!.name)) })),
    'user.submitMtuTariff': ({ user }) => user.click(screen.getByRole('button', { name: t('company.mtu.continueRoute') })),
    'user.requestMtuQuote': async ({ user, event }) => {
      const request = event.request as MtuQuoteRequest;
      const form = screen.getByRole('group', { name: t('company.mtu.otherLegend') });
      await user.selectOptions(within(form).getAllByLabelText(startsWith(t('common.fields.airport')))[0]!, request.flughafen);
      await setValue(user, within(form).getAllByLabelText(startsWith(t('common.fields.postcode')))[0]!, request.plz);
      await setValue(user, within(form).getAllByLabelText(startsWith(t('common.fields.city')))[0]!, request.ort);
      await user.click(screen.getByRole('button', { name: t('company.mtu.quote') }));
    },
    'user.submitOtherDestination': ({ user }) => user.click(screen.getByRole('button', { name: t('company.mtu.continueOther') })),
    'user.selectTariff': ({ user }) => user.click(screen.getAllByRole('radio', { name: new RegExp(optionsFixture.transferTypes[0]!.name) })[0]!),
    'user.setExtra': ({ user }) => user.selectOptions(screen.getByRole('combobox', { name: new RegExp(optionsFixture.extras[0]!.name) }), '1'),
    'user.submitTariff': ({ user }) => user.click(next()),
    'user.submitTripDetails': async ({ user, event }) => {
      await setValue(user, field(t('company.fields.kst')), String(event.kst));
      await setValue(user, field(t('company.fields.bereich')), String(event.bereich));
      await fillTripDetails(user, event.details as TripDetails);
      await user.click(next());
    },
    'user.selectPaymentType': ({ user, event }) => {
      const type = cardTypes.find((p) => p.id === event.zahlungsartId)!;
      return user.click(screen.getByRole('radio', { name: new RegExp(type.name) }));
    },
    'user.submitPaymentType': ({ user }) => user.click(next()),
    'user.confirm': ({ user }) => user.click(confirmButton()),
    'user.pay': ({ user }) => user.click(screen.getByRole('button', { name: t('company.status.payNow') })),
    'user.newBooking': ({ user }) => user.click(screen.getByRole('button', { name: t('company.status.newBooking') })),
    'user.retry': ({ user }) => user.click(screen.getByRole('button', { name: t('common.actions.retry') })),
    'user.back': ({ user }) => user.click(screen.getAllByRole('button', { name: t('common.actions.back') })[0]!),
  },
  states: {
    noCompany: () => expect(screen.getByRole('heading', { level: 1, name: t('company.wizard.noCompanyTitle') })).toBeVisible(),
    '#neuerAuftrag': heading('neuerAuftrag'),
    '#reiseziel': heading('reiseziel'),
    '#mtuTarifauswahl': heading('mtuTarifauswahl'),
    '#tarifAuswahl': heading('tarifAuswahl'),
    '#reiseDetails': heading('reiseDetails'),
    '#kreditkarteZahlung': heading('kreditkarteZahlung'),
    '#zusammenfassung': heading('zusammenfassung'),
    '#status': heading('status'),
    'reiseziel.loading': loading,
    'mtuTarifauswahl.loading': loading,
    'tarifAuswahl.loading': loading,
    'reiseDetails.loading': loading,
    'kreditkarteZahlung.loading': loading,
    'zusammenfassung.loading': loading,
    'status.loading': loading,
    'status.refreshing': loading,
    'reiseziel.failure': failure,
    'mtuTarifauswahl.failure': failure,
    'tarifAuswahl.failure': failure,
    'reiseDetails.failure': failure,
    'kreditkarteZahlung.failure': failure,
    'zusammenfassung.failure': failure,
    'zusammenfassung.saveFailure': failure,
    'status.failure': failure,
    'mtuTarifauswahl.quoteFailure': () => expect(screen.getByRole('alert')).toBeVisible(),
    'reiseziel.ready': () => expect(field(t('common.fields.airport'))).toBeVisible(),
    'mtuTarifauswahl.ready': () => expect(screen.getByRole('group', { name: t('company.mtu.routes') })).toBeVisible(),
    'tarifAuswahl.ready': () => expect(screen.getByRole('group', { name: t('company.tariff.choose') })).toBeVisible(),
    'reiseDetails.ready': () => expect(field(t('company.fields.kst'))).toBeVisible(),
    'kreditkarteZahlung.ready': () => expect(screen.getByRole('group', { name: t('company.payment.choose') })).toBeVisible(),
    'zusammenfassung.ready': () => expect(confirmButton()).toBeEnabled(),
    'zusammenfassung.paymentHandOff': wizard.paymentHandOff,
    'status.paymentHandOff': wizard.paymentHandOff,
  },
});
