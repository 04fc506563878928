// The one Drizzle schema of the reference API. It mirrors server/db/migrations/*.sql, which are
// the source of truth for DDL (hand-written so they run on PostgreSQL 15 and PGlite alike).
import {
  bigserial,
  boolean,
  doublePrecision,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

export const airports = pgTable('airports', {
  iata: text('iata').primaryKey(),
  ortIata: text('ort_iata').notNull(),
  nameDe: text('name_de').notNull(),
  nameEn: text('name_en').notNull(),
  lat: doublePrecision('lat').notNull(),
  lon: doublePrecision('lon').notNull(),
  sort: integer('sort').notNull().default(0),
});

export const transferTypes = pgTable('transfer_types', {
  id: integer('id').primaryKey(),
  code: text('code').notNull(),
  nameDe: text('name_de').notNull(),
  nameEn: text('name_en').notNull(),
  beschreibungDe: text('beschreibung_de').notNull().default(''),
  beschreibungEn: text('beschreibung_en').notNull().default(''),
  maxPersonen: integer('max_personen').notNull(),
  sort: integer('sort').notNull().default(0),
});

export const extras = pgTable('extras', {
  id: integer('id').primaryKey(),
  code: text('code').notNull(),
  nameDe: text('name_de').notNull(),
  nameEn: text('name_en').notNull(),
  preisCent: integer('preis_cent').notNull(),
  maxAnzahl: integer('max_anzahl').notNull().default(4),
  sort: integer('sort').notNull().default(0),
});

export const salutations = pgTable('salutations', {
  id: integer('id').primaryKey(),
  code: text('code').notNull(),
  nameDe: text('name_de').notNull(),
  nameEn: text('name_en').notNull(),
  sort: integer('sort').notNull().default(0),
});

export const paymentTypes = pgTable('payment_types', {
  id: integer('id').primaryKey(),
  code: text('code').notNull(),
  nameDe: text('name_de').notNull(),
  nameEn: text('name_en').notNull(),
  istKarte: boolean('ist_karte').notNull(),
  privat: boolean('privat').notNull().default(false),
  sort: integer('sort').notNull().default(0),
});

export const companies = pgTable('companies', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  name2: text('name2').notNull().default(''),
  email: text('email').notNull(),
  zugangscodeHash: text('zugangscode_hash').notNull(),
  externeId: text('externe_id').notNull(),
  alsPrivat: boolean('als_privat').notNull().default(false),
  buchungListeAktiv: boolean('buchung_liste_aktiv').notNull().default(false),
  kundeListeAktiv: boolean('kunde_liste_aktiv').notNull().default(false),
  /** 'vw' (vehicle-manufacturer/travel groups with logo), 'conti', 'mtu' or null. */
  gruppe: text('gruppe'),
  aktiv: boolean('aktiv').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const companyPaymentTypes = pgTable(
  'company_payment_types',
  {
    firmenId: integer('firmen_id').notNull(),
    zahlungsartId: integer('zahlungsart_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.firmenId, t.zahlungsartId] })],
);

export const companyAirports = pgTable(
  'company_airports',
  {
    firmenId: integer('firmen_id').notNull(),
    iata: text('iata').notNull(),
  },
  (t) => [primaryKey({ columns: [t.firmenId, t.iata] })],
);

export const priceZones = pgTable(
  'price_zones',
  {
    flughafen: text('flughafen').notNull(),
    plzPrefix: text('plz_prefix').notNull(),
    zone: integer('zone').notNull(),
  },
  (t) => [primaryKey({ columns: [t.flughafen, t.plzPrefix] })],
);

export const tariffs = pgTable('tariffs', {
  id: serial('id').primaryKey(),
  firmenId: integer('firmen_id'),
  flughafen: text('flughafen').notNull(),
  zone: integer('zone').notNull(),
  transferArtId: integer('transfer_art_id').notNull(),
  preisCent: integer('preis_cent').notNull(),
});

export const kmTariffs = pgTable('km_tariffs', {
  id: serial('id').primaryKey(),
  firmenId: integer('firmen_id'),
  transferArtId: integer('transfer_art_id').notNull(),
  grundpreisCent: integer('grundpreis_cent').notNull(),
  centProKm: integer('cent_pro_km').notNull(),
  mindestpreisCent: integer('mindestpreis_cent').notNull(),
});

export const mtuTariffs = pgTable('mtu_tariffs', {
  id: integer('id').primaryKey(),
  firmenId: integer('firmen_id').notNull(),
  code: text('code').notNull(),
  nameDe: text('name_de').notNull(),
  nameEn: text('name_en').notNull(),
  flughafen: text('flughafen').notNull(),
  transferArtId: integer('transfer_art_id').notNull(),
  plz: text('plz').notNull(),
  ort: text('ort').notNull(),
  preisCent: integer('preis_cent').notNull(),
  sort: integer('sort').notNull().default(0),
});

export const places = pgTable('places', {
  plz: text('plz').primaryKey(),
  ort: text('ort').notNull(),
  lat: doublePrecision('lat').notNull(),
  lon: doublePrecision('lon').notNull(),
});

export const customers = pgTable('customers', {
  id: serial('id').primaryKey(),
  firmenId: integer('firmen_id'),
  anredeId: integer('anrede_id'),
  vorname: text('vorname').notNull().default(''),
  name: text('name').notNull(),
  co: text('co').notNull().default(''),
  email: text('email').notNull().default(''),
  mobil: text('mobil').notNull().default(''),
  telefon: text('telefon').notNull().default(''),
  kst: text('kst').notNull().default(''),
  bereich: text('bereich').notNull().default(''),
  strasse: text('strasse').notNull().default(''),
  plz: text('plz').notNull().default(''),
  ort: text('ort').notNull().default(''),
  ortsteil: text('ortsteil').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  /** Raised by one on every write; a save based on an older read is refused (migration 0010). */
  version: integer('version').notNull().default(1),
  /** The Idempotency-Key and request hash of a company's POST /Kunde/Neu (migration 0008). */
  idempotencyKey: text('idempotency_key'),
  requestHash: text('request_hash'),
  /**
   * Removed from the company's list (DELETE /Kunde/{id}, migration 0012); the row stays for the
   * bookings that refer to it.
   */
  entferntAm: timestamp('entfernt_am', { withTimezone: true }),
});

export const bookings = pgTable('bookings', {
  id: serial('id').primaryKey(),
  voucher: text('voucher').notNull(),
  externeId: text('externe_id').notNull(),
  idempotencyKey: text('idempotency_key'),
  requestHash: text('request_hash'),
  firmenId: integer('firmen_id'),
  istPrivat: boolean('ist_privat').notNull(),
  sprach: text('sprach').notNull(),
  erw: integer('erw').notNull(),
  kind: integer('kind').notNull(),
  richtung: text('richtung').notNull(),
  flughafen: text('flughafen').notNull(),
  transferArtId: integer('transfer_art_id').notNull(),
  zahlungsartId: integer('zahlungsart_id'),
  mitRueckfahrt: boolean('mit_rueckfahrt').notNull(),
  /** The saved customer the ride was booked for (a private booking: its own customers row). */
  kundeId: integer('kunde_id').notNull(),
  /**
   * The passenger as booked or last edited, not the customer's of now: cost centre and department
   * (migration 0011), person and address (0014, docs/decisions/0025). The same columns as customers.
   */
  anredeId: integer('anrede_id'),
  vorname: text('vorname').notNull().default(''),
  name: text('name').notNull().default(''),
  co: text('co').notNull().default(''),
  email: text('email').notNull().default(''),
  mobil: text('mobil').notNull().default(''),
  telefon: text('telefon').notNull().default(''),
  kst: text('kst').notNull().default(''),
  bereich: text('bereich').notNull().default(''),
  strasse: text('strasse').notNull().default(''),
  plz: text('plz').notNull().default(''),
  ort: text('ort').notNull().default(''),
  ortsteil: text('ortsteil').notNull().default(''),
  preisCent: integer('preis_cent').notNull(),
  /** 'offen' | 'bezahlt' | 'rechnung' */
  zahlungsstatus: text('zahlungsstatus').notNull(),
  storniert: boolean('storniert').notNull().default(false),
  /** When the unpaid card booking's payment reminder was written (0024, migration 0013). */
  erinnertAm: timestamp('erinnert_am', { withTimezone: true }),
  /** Why it was cancelled without anyone asking: 'unbezahlt' (never paid, 0024); else null. */
  stornoGrund: text('storno_grund'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  /** Raised by one on every edit or cancellation; a save based on an older read is refused (0010). */
  version: integer('version').notNull().default(1),
});

export const bookingLegs = pgTable('booking_legs', {
  id: serial('id').primaryKey(),
  buchungId: integer('buchung_id').notNull(),
  /** 'hin' | 'rueck' */
  typ: text('typ').notNull(),
  art: text('art').notNull(),
  datum: text('datum').notNull().default(''),
  zeit: text('zeit').notNull().default(''),
  flugnummer: text('flugnummer').notNull().default(''),
  istFesteZeit: boolean('ist_feste_zeit').notNull().default(false),
  gepaeckstck: integer('gepaeckstck').notNull().default(1),
  weitereAdresse: text('weitere_adresse').notNull().default(''),
  statusId: integer('status_id').notNull().default(1),
  /** The ride's own price in cent, for its own address (0026, migration 0015). */
  preisCent: integer('preis_cent').notNull(),
  strasse: text('strasse').notNull().default(''),
  plz: text('plz').notNull().default(''),
  ort: text('ort').notNull().default(''),
  ortsteil: text('ortsteil').notNull().default(''),
});

export const bookingExtras = pgTable(
  'booking_extras',
  {
    buchungId: integer('buchung_id').notNull(),
    extraId: integer('extra_id').notNull(),
    anzahl: integer('anzahl').notNull(),
  },
  (t) => [primaryKey({ columns: [t.buchungId, t.extraId] })],
);

export const sessions = pgTable('sessions', {
  tokenHash: text('token_hash').primaryKey(),
  firmenId: integer('firmen_id').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** Throttle counters (server/services/throttle.ts); migration 0002. */
export const throttleCounters = pgTable('throttle_counters', {
  key: text('key').primaryKey(),
  attempts: integer('attempts').notNull(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  blockedUntil: timestamp('blocked_until', { withTimezone: true }).notNull(),
});

export const flightSchedule = pgTable('flight_schedule', {
  id: serial('id').primaryKey(),
  flughafen: text('flughafen').notNull(),
  /** 'ankunft' | 'abflug' */
  art: text('art').notNull(),
  zeit: text('zeit').notNull(),
  flugnummer: text('flugnummer').notNull(),
  airline: text('airline').notNull(),
  stadt: text('stadt').notNull(),
  /** The city's English name (migration 0004). */
  stadtEn: text('stadt_en').notNull(),
  iataGegen: text('iata_gegen').notNull(),
  terminal: text('terminal').notNull().default(''),
  wochentage: text('wochentage').notNull().default('1234567'),
});

export const outbox = pgTable('outbox', {
  id: serial('id').primaryKey(),
  art: text('art').notNull(),
  empfaenger: text('empfaenger').notNull(),
  betreff: text('betreff').notNull(),
  sprach: text('sprach').notNull(),
  payload: jsonb('payload').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** Delivery (migration 0003, server/mail/worker.ts): 'pending' | 'sending' | 'sent' | 'failed'. */
  status: text('status').notNull().default('pending'),
  attempts: integer('attempts').notNull().default(0),
  nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
  claimedAt: timestamp('claimed_at', { withTimezone: true }),
  sentAt: timestamp('sent_at', { withTimezone: true }),
  messageId: text('message_id'),
  /** The SMTP server's answer, or the .eml file written without SMTP_URL. */
  delivery: text('delivery'),
  lastError: text('last_error'),
  /** A contact message's or logistics request's Idempotency-Key and request hash (migration 0007). */
  idempotencyKey: text('idempotency_key'),
  requestHash: text('request_hash'),
});

export const companyRegistrations = pgTable('company_registrations', {
  id: serial('id').primaryKey(),
  firma: text('firma').notNull(),
  email: text('email').notNull(),
  payload: jsonb('payload').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
});

/** Reset links of company access codes (server/services/access-code-reset.ts); migration 0005. */
export const accessCodeResets = pgTable('access_code_resets', {
  tokenHash: text('token_hash').primaryKey(),
  firmenId: integer('firmen_id').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/** Core Web Vitals from visitors' browsers (POST /api/vitals, server/services/web-vitals.ts); migration 0006. */
export const webVitals = pgTable('web_vitals', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  page: text('page').notNull(),
  name: text('name').notNull(),
  value: doublePrecision('value').notNull(),
  rating: text('rating').notNull(),
});

/** Created by the migrator (server/db/migrate.ts); also holds the seed marker. */
export const schemaMigrations = pgTable('schema_migrations', {
  name: text('name').primaryKey(),
  appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
});
