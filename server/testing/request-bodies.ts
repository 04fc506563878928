// Typed fixtures of the service forms' request bodies, shared by the server's tests: a contact
// message and a logistics request (POST /NeuKontakt/SendEmail/) and a company registration
// (POST /Firma/Neu/). One valid body each (docs/openapi.yaml ContactMessage, LogisticsRequest,
// Registration), varied by each test.
import { dayFromToday } from './booking-drafts';

function contactDefaults() {
  return {
    art: 'kontakt' as const,
    anredeId: null as number | null,
    vorname: 'Eva',
    name: 'Berg',
    firma: '',
    email: 'eva@example.org',
    telefon: '',
    betreff: 'Frage zur Buchung',
    nachricht: 'Kann ich einen Kindersitz nachbuchen?',
    voucher: '',
    einwilligungDatenschutz: true,
  };
}
export type ContactMessage = ReturnType<typeof contactDefaults>;

export function contactMessage(overrides: Partial<ContactMessage> = {}): ContactMessage {
  return { ...contactDefaults(), ...overrides };
}

function logisticsDefaults() {
  return {
    art: 'logistik' as const,
    leistung: 'kurier' as 'kurier' | 'gepaeck' | 'fracht' | 'sonstiges',
    firma: 'Pixelwerk',
    anredeId: null as number | null,
    vorname: '',
    name: 'Kurz',
    email: 'k@example.org',
    telefon: '0511 1',
    abholAdresse: { strasse: 'A 1', plz: '30159', ort: 'Hannover', ortsteil: '' },
    zielAdresse: { strasse: 'B 2', plz: '28195', ort: 'Bremen', ortsteil: '' },
    datum: dayFromToday(3),
    zeit: '',
    beschreibung: 'Zwei Kartons, 20 kg',
    einwilligungDatenschutz: true,
  };
}
export type LogisticsRequest = ReturnType<typeof logisticsDefaults>;

export function logisticsRequest(overrides: Partial<LogisticsRequest> = {}): LogisticsRequest {
  return { ...logisticsDefaults(), ...overrides };
}

function registrationDefaults() {
  return {
    firma: {
      name: 'Nordwind Logistik GmbH',
      name2: '',
      strasse: 'Hafenstraße 1',
      plz: '28195',
      ort: 'Bremen',
      land: 'DE',
      telefon: '',
      email: 'info@nordwind.example',
      ustId: '',
    },
    ansprechpartner: {
      anredeId: 1 as number | null,
      vorname: 'Max',
      name: 'Mustermann',
      email: 'max@nordwind.example',
      telefon: '0421 1234',
      position: '',
    },
    rechnungsadresse: null,
    bemerkung: '',
    einwilligungDatenschutz: true,
  };
}
export type Registration = ReturnType<typeof registrationDefaults>;

export function registration({
  firma,
  ansprechpartner,
  ...rest
}: {
  firma?: Partial<Registration['firma']>;
  ansprechpartner?: Partial<Registration['ansprechpartner']>;
} & Partial<Omit<Registration, 'firma' | 'ansprechpartner'>> = {}): Registration {
  const defaults = registrationDefaults();
  return {
    ...defaults,
    ...rest,
    firma: { ...defaults.firma, ...firma },
    ansprechpartner: { ...defaults.ansprechpartner, ...ansprechpartner },
  };
}
