// Demo data that tests and people need to know: company logins, external ids, bookings for
// tracking and editing. All names are fictional. The seed (server/db/seed.ts) writes exactly
// these values; e2e tests import them instead of copying literals. Documented in README.md.

export interface DemoCompany {
  firmenId: number;
  name: string;
  name2: string;
  email: string;
  /** Demo access code (stored hashed with scrypt). */
  zugangscode: string;
  /** Token for the automatic login link /login/{externeId}/{firmenId}/start.html. */
  externeId: string;
  alsPrivat: boolean;
  buchungListeAktiv: boolean;
  kundeListeAktiv: boolean;
  gruppe: 'vw' | 'conti' | 'mtu' | null;
  /** Payment type codes the company may use: 'rechnung' (on account) and/or 'kreditkarte'. */
  zahlungsarten: ('rechnung' | 'kreditkarte')[];
  flughaefen: ('HAJ' | 'BRE' | 'HAM' | 'BER')[];
  /** Why this company is in the seed (which rule it exercises). */
  zweck: string;
}

const ALL_AIRPORTS: DemoCompany['flughaefen'] = ['HAJ', 'BRE', 'HAM', 'BER'];

export const DEMO_COMPANIES = {
  mtu: {
    firmenId: 52460,
    name: 'Turbania Triebwerkstechnik GmbH',
    name2: 'Standort Langenhagen',
    email: 'reisestelle@turbania.example',
    zugangscode: 'Turbine-52460',
    externeId: 'tq7XmP2vR9sK4wLc8nZb',
    alsPrivat: false,
    buchungListeAktiv: true,
    kundeListeAktiv: true,
    gruppe: 'mtu',
    zahlungsarten: ['rechnung'],
    // Its route tariffs all start at Hannover; other destinations may also start at Hamburg.
    flughaefen: ['HAJ', 'HAM'],
    zweck: 'special tariff flow (mtu-tarifauswahl), no price inquiry tab',
  },
  hiddenA: {
    firmenId: 100058,
    name: 'Nordlicht Versicherung AG',
    name2: 'Zentrale Hannover',
    email: 'fahrten@nordlicht-vers.example',
    zugangscode: 'Nordlicht-100058',
    externeId: 'Hn4dW8cQ2xTz6RbP5mKy',
    alsPrivat: false,
    buchungListeAktiv: true,
    kundeListeAktiv: false,
    gruppe: null,
    zahlungsarten: ['rechnung'],
    flughaefen: ALL_AIRPORTS,
    zweck: 'firm name line hidden; booking list only',
  },
  hiddenB: {
    firmenId: 51632,
    name: 'Weserbogen Consulting GmbH',
    name2: 'Büro Bremen',
    email: 'office@weserbogen.example',
    zugangscode: 'Weserbogen-51632',
    externeId: 'Jc3sV7kN9qWe2TgH6xLa',
    alsPrivat: false,
    buchungListeAktiv: false,
    kundeListeAktiv: true,
    gruppe: null,
    zahlungsarten: ['rechnung', 'kreditkarte'],
    flughaefen: ['BRE', 'HAM'],
    zweck: 'firm name line hidden; customer list only; invoice or card',
  },
  reinsurerA: {
    firmenId: 61817,
    name: 'Hanseatica Rückversicherung AG',
    name2: 'Reisemanagement',
    email: 'travel@hanseatica-re.example',
    zugangscode: 'Hanseatica-61817',
    externeId: 'Rb8nK2wQ5zXc9VmT3pLd',
    alsPrivat: false,
    buchungListeAktiv: true,
    kundeListeAktiv: true,
    gruppe: null,
    zahlungsarten: ['rechnung'],
    flughaefen: ALL_AIRPORTS,
    zweck: 'reinsurer with joint name',
  },
  reinsurerB: {
    firmenId: 50394,
    name: 'Leinetal Rück SE',
    name2: 'Reisemanagement',
    email: 'travel@leinetal-rueck.example',
    zugangscode: 'Leinetal-50394',
    externeId: 'Wm6pT9xC3kRz7NbQ2vHs',
    alsPrivat: false,
    buchungListeAktiv: true,
    kundeListeAktiv: true,
    gruppe: null,
    zahlungsarten: ['rechnung'],
    flughaefen: ALL_AIRPORTS,
    zweck: 'reinsurer with joint name',
  },
  conti: {
    firmenId: 40110,
    name: 'Contiflex Reifenwerke GmbH',
    name2: 'Werk Stöcken',
    email: 'mobilitaet@contiflex.example',
    zugangscode: 'Contiflex-40110',
    externeId: 'Cf5rN8vK2qXw7TzM4bPj',
    alsPrivat: false,
    buchungListeAktiv: true,
    kundeListeAktiv: true,
    gruppe: 'conti',
    zahlungsarten: ['rechnung'],
    flughaefen: ['HAJ', 'HAM'],
    zweck: 'name contains "conti": conti logo',
  },
  vehicleGroup: {
    firmenId: 30100,
    name: 'Wolfsmark Fahrzeugwerke AG',
    name2: 'Konzernreisestelle',
    email: 'reisestelle@wolfsmark.example',
    zugangscode: 'Wolfsmark-30100',
    externeId: 'Vw2kP7xN4cQr9TbM6zLh',
    alsPrivat: false,
    buchungListeAktiv: true,
    kundeListeAktiv: true,
    gruppe: 'vw',
    zahlungsarten: ['rechnung'],
    flughaefen: ALL_AIRPORTS,
    zweck: 'vehicle-manufacturer group (listed by /Firma/VWCompanies)',
  },
  travelGroup: {
    firmenId: 30200,
    name: 'Sonnenbogen Touristik AG',
    name2: 'Gruppenreisen',
    email: 'gruppen@sonnenbogen.example',
    zugangscode: 'Sonnenbogen-30200',
    externeId: 'Tg9mR3vK6xPz2WcN8qLb',
    alsPrivat: false,
    buchungListeAktiv: true,
    kundeListeAktiv: false,
    gruppe: 'vw',
    zahlungsarten: ['rechnung', 'kreditkarte'],
    flughaefen: ALL_AIRPORTS,
    zweck: 'travel group (listed by /Firma/VWCompanies)',
  },
  privateLike: {
    firmenId: 70001,
    name: 'Heidemoor Hotel & Spa',
    name2: 'Gästeservice',
    email: 'concierge@heidemoor.example',
    zugangscode: 'Heidemoor-70001',
    externeId: 'Pv4nX8kR2mTq6ZcW9bLs',
    alsPrivat: true,
    buchungListeAktiv: true,
    kundeListeAktiv: true,
    gruppe: null,
    zahlungsarten: ['kreditkarte'],
    flughaefen: ['HAJ', 'BRE'],
    zweck: 'alsPrivat: books like a private customer (reiseziel), no list tabs, pays by card',
  },
  cardPayer: {
    firmenId: 70002,
    name: 'Lindenhof Eventagentur GmbH',
    name2: '',
    email: 'team@lindenhof-events.example',
    zugangscode: 'Lindenhof-70002',
    externeId: 'Kc7wN3pX9vRm2TbQ5zHd',
    alsPrivat: false,
    buchungListeAktiv: true,
    kundeListeAktiv: false,
    gruppe: null,
    zahlungsarten: ['kreditkarte'],
    flughaefen: ALL_AIRPORTS,
    zweck: 'company paying by card only',
  },
  plain: {
    firmenId: 70003,
    name: 'Pixelwerk Medien GmbH',
    name2: 'Agentur für Gestaltung',
    email: 'buero@pixelwerk.example',
    zugangscode: 'Pixelwerk-70003',
    externeId: 'Mx5qT8nV2kWc7RzP3bLg',
    alsPrivat: false,
    buchungListeAktiv: false,
    kundeListeAktiv: false,
    gruppe: null,
    zahlungsarten: ['rechnung'],
    flughaefen: ALL_AIRPORTS,
    zweck: 'neither booking list nor customer list',
  },
} as const satisfies Record<string, DemoCompany>;

export type DemoCompanyKey = keyof typeof DEMO_COMPANIES;

export interface DemoBooking {
  voucher: string;
  /** Token for /buchung/bearbeiten/{externeId}. */
  externeId: string;
  /** Passenger surname: voucher + surname opens the booking on /tracking. */
  name: string;
  vorname: string;
  firmenId: number | null;
  flughafen: 'HAJ' | 'BRE' | 'HAM' | 'BER';
  richtung: 'zumFlughafen' | 'vomFlughafen';
  /** Days after the seed date of the outbound ride. */
  inTagen: number;
  mitRueckfahrt: boolean;
  /** Leg status (1 gebucht ... 4 erledigt, 5 storniert); default 1. */
  statusId?: number;
  zweck: string;
}

export const DEMO_BOOKINGS = {
  tracking: {
    voucher: 'TRK7P2MQ9A',
    externeId: 'bX4kQ9mT2vR7wN5cZ8pLhD3s',
    name: 'Sommerfeld',
    vorname: 'Marlene',
    firmenId: null,
    flughafen: 'HAJ',
    richtung: 'zumFlughafen',
    inTagen: 3,
    mitRueckfahrt: true,
    zweck: 'private booking for /tracking (voucher + surname) and editing',
  },
  company: {
    voucher: 'FRM3X8K2QD',
    externeId: 'cN7vR2xK9mQ4tW8zP3bLfG6h',
    name: 'Brandt',
    vorname: 'Jonas',
    firmenId: 52460,
    flughafen: 'HAJ',
    richtung: 'zumFlughafen',
    inTagen: 5,
    mitRueckfahrt: false,
    zweck: 'booking of company 52460 in its booking list (gebuchte Fahrten)',
  },
  reinsurer: {
    voucher: 'RUE5M9T4KC',
    externeId: 'dP2wX8nK5vR9mT3qZ7cLbH4j',
    name: 'Albers',
    vorname: 'Greta',
    firmenId: 61817,
    flughafen: 'HAM',
    richtung: 'vomFlughafen',
    inTagen: 2,
    mitRueckfahrt: true,
    zweck: 'booking of company 61817 with a return leg (cancel one leg)',
  },
  past: {
    voucher: 'AXT4K7M2PV',
    externeId: 'eQ5mW9xT2kR7vN3cP8zLbJ6s',
    name: 'Jansen',
    vorname: 'Piet',
    firmenId: 61817,
    flughafen: 'HAM',
    richtung: 'zumFlughafen',
    inTagen: -5,
    mitRueckfahrt: false,
    statusId: 4,
    zweck: 'finished ride of company 61817 (not editable: 409 bookingNotEditable)',
  },
} as const satisfies Record<string, DemoBooking>;

export interface DemoCustomer {
  firmenId: number;
  anredeCode: 'herr' | 'frau' | 'divers';
  vorname: string;
  name: string;
  email: string;
  mobil: string;
  kst: string;
  bereich: string;
  strasse: string;
  plz: string;
  ort: string;
}

/** Passengers of the company customer lists, with departments (bereich) and cost centres (kst). */
export const DEMO_CUSTOMERS: readonly DemoCustomer[] = [
  {
    firmenId: 52460,
    anredeCode: 'herr',
    vorname: 'Jonas',
    name: 'Brandt',
    email: 'j.brandt@turbania.example',
    mobil: '+49 151 2000101',
    kst: '4711',
    bereich: 'Entwicklung',
    strasse: 'Am Flugfeld 3',
    plz: '30855',
    ort: 'Langenhagen',
  },
  {
    firmenId: 52460,
    anredeCode: 'frau',
    vorname: 'Svenja',
    name: 'Kröger',
    email: 's.kroeger@turbania.example',
    mobil: '+49 151 2000102',
    kst: '4711',
    bereich: 'Entwicklung',
    strasse: 'Lindenallee 12',
    plz: '30159',
    ort: 'Hannover',
  },
  {
    firmenId: 52460,
    anredeCode: 'herr',
    vorname: 'Emre',
    name: 'Yıldız',
    email: 'e.yildiz@turbania.example',
    mobil: '+49 151 2000103',
    kst: '5120',
    bereich: 'Einkauf',
    strasse: 'Podbielskistraße 40',
    plz: '30177',
    ort: 'Hannover',
  },
  {
    firmenId: 52460,
    anredeCode: 'divers',
    vorname: 'Kim',
    name: 'Hartmann',
    email: 'k.hartmann@turbania.example',
    mobil: '+49 151 2000104',
    kst: '6300',
    bereich: 'Vertrieb',
    strasse: 'Bahnhofstraße 7',
    plz: '31134',
    ort: 'Hildesheim',
  },
  {
    firmenId: 61817,
    anredeCode: 'frau',
    vorname: 'Greta',
    name: 'Albers',
    email: 'g.albers@hanseatica-re.example',
    mobil: '+49 160 3000201',
    kst: 'RE-100',
    bereich: 'Underwriting',
    strasse: 'Ballindamm 20',
    plz: '20095',
    ort: 'Hamburg',
  },
  {
    firmenId: 61817,
    anredeCode: 'herr',
    vorname: 'Piet',
    name: 'Jansen',
    email: 'p.jansen@hanseatica-re.example',
    mobil: '+49 160 3000202',
    kst: 'RE-200',
    bereich: 'Schaden',
    strasse: 'Mönckebergstraße 5',
    plz: '20095',
    ort: 'Hamburg',
  },
  {
    firmenId: 50394,
    anredeCode: 'herr',
    vorname: 'Lukas',
    name: 'Wendt',
    email: 'l.wendt@leinetal-rueck.example',
    mobil: '+49 160 3000301',
    kst: 'LR-10',
    bereich: 'Underwriting',
    strasse: 'Georgstraße 1',
    plz: '30159',
    ort: 'Hannover',
  },
  {
    firmenId: 51632,
    anredeCode: 'frau',
    vorname: 'Aylin',
    name: 'Demir',
    email: 'a.demir@weserbogen.example',
    mobil: '+49 170 4000401',
    kst: 'WB-01',
    bereich: 'Beratung',
    strasse: 'Schlachte 15',
    plz: '28195',
    ort: 'Bremen',
  },
  {
    firmenId: 51632,
    anredeCode: 'herr',
    vorname: 'Ole',
    name: 'Petersen',
    email: 'o.petersen@weserbogen.example',
    mobil: '+49 170 4000402',
    kst: 'WB-02',
    bereich: 'Verwaltung',
    strasse: 'Obernstraße 2',
    plz: '28195',
    ort: 'Bremen',
  },
  {
    firmenId: 40110,
    anredeCode: 'frau',
    vorname: 'Nele',
    name: 'Schubert',
    email: 'n.schubert@contiflex.example',
    mobil: '+49 171 5000501',
    kst: 'CF-300',
    bereich: 'Produktion',
    strasse: 'Stöckener Straße 100',
    plz: '30419',
    ort: 'Hannover',
  },
  {
    firmenId: 30100,
    anredeCode: 'herr',
    vorname: 'Matthias',
    name: 'Vogt',
    email: 'm.vogt@wolfsmark.example',
    mobil: '+49 172 6000601',
    kst: 'WM-7000',
    bereich: 'Qualitätssicherung',
    strasse: 'Porschestraße 1',
    plz: '38440',
    ort: 'Wolfsburg',
  },
  {
    firmenId: 30100,
    anredeCode: 'frau',
    vorname: 'Lea',
    name: 'Köhler',
    email: 'l.koehler@wolfsmark.example',
    mobil: '+49 172 6000602',
    kst: 'WM-7100',
    bereich: 'Entwicklung',
    strasse: 'Heinrich-Nordhoff-Straße 9',
    plz: '38440',
    ort: 'Wolfsburg',
  },
];
