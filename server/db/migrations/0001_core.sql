-- Core schema of the reference API. Plain SQL that runs unchanged on PostgreSQL 15 and on
-- PGlite (PostgreSQL 18). Keep it to features both support; never edit an applied file,
-- add a new numbered one instead.

CREATE TABLE airports (
  iata        text PRIMARY KEY,
  ort_iata    text NOT NULL,
  name_de     text NOT NULL,
  name_en     text NOT NULL,
  lat         double precision NOT NULL,
  lon         double precision NOT NULL,
  sort        integer NOT NULL DEFAULT 0
);

CREATE TABLE transfer_types (
  id              integer PRIMARY KEY,
  code            text NOT NULL UNIQUE,
  name_de         text NOT NULL,
  name_en         text NOT NULL,
  beschreibung_de text NOT NULL DEFAULT '',
  beschreibung_en text NOT NULL DEFAULT '',
  max_personen    integer NOT NULL,
  sort            integer NOT NULL DEFAULT 0
);

CREATE TABLE extras (
  id          integer PRIMARY KEY,
  code        text NOT NULL UNIQUE,
  name_de     text NOT NULL,
  name_en     text NOT NULL,
  preis_cent  integer NOT NULL CHECK (preis_cent >= 0),
  max_anzahl  integer NOT NULL DEFAULT 4,
  sort        integer NOT NULL DEFAULT 0
);

CREATE TABLE salutations (
  id       integer PRIMARY KEY,
  code     text NOT NULL UNIQUE,
  name_de  text NOT NULL,
  name_en  text NOT NULL,
  sort     integer NOT NULL DEFAULT 0
);

CREATE TABLE payment_types (
  id       integer PRIMARY KEY,
  code     text NOT NULL UNIQUE,
  name_de  text NOT NULL,
  name_en  text NOT NULL,
  ist_karte boolean NOT NULL,
  privat   boolean NOT NULL DEFAULT false,
  sort     integer NOT NULL DEFAULT 0
);

CREATE TABLE companies (
  id                 integer PRIMARY KEY,
  name               text NOT NULL,
  name2              text NOT NULL DEFAULT '',
  email              text NOT NULL UNIQUE,
  zugangscode_hash   text NOT NULL,
  externe_id         text NOT NULL UNIQUE,
  als_privat         boolean NOT NULL DEFAULT false,
  buchung_liste_aktiv boolean NOT NULL DEFAULT false,
  kunde_liste_aktiv  boolean NOT NULL DEFAULT false,
  gruppe             text,
  aktiv              boolean NOT NULL DEFAULT true,
  created_at         timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE company_payment_types (
  firmen_id      integer NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
  zahlungsart_id integer NOT NULL REFERENCES payment_types(id),
  PRIMARY KEY (firmen_id, zahlungsart_id)
);

CREATE TABLE company_airports (
  firmen_id integer NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
  iata      text NOT NULL REFERENCES airports(iata),
  PRIMARY KEY (firmen_id, iata)
);

-- Postcode zones per airport: the longest matching plz prefix wins.
CREATE TABLE price_zones (
  flughafen  text NOT NULL REFERENCES airports(iata),
  plz_prefix text NOT NULL,
  zone       integer NOT NULL,
  PRIMARY KEY (flughafen, plz_prefix)
);

-- Tariffs per zone and transfer type. firmen_id NULL = private tariff.
CREATE TABLE tariffs (
  id              serial PRIMARY KEY,
  firmen_id       integer REFERENCES companies(id) ON DELETE CASCADE,
  flughafen       text NOT NULL REFERENCES airports(iata),
  zone            integer NOT NULL,
  transfer_art_id integer NOT NULL REFERENCES transfer_types(id),
  preis_cent      integer NOT NULL CHECK (preis_cent >= 0)
);
CREATE UNIQUE INDEX tariffs_scope_uq ON tariffs (COALESCE(firmen_id, 0), flughafen, zone, transfer_art_id);

-- Per-km tariffs (POST /Preis/Km); firmen_id NULL = default for all companies.
CREATE TABLE km_tariffs (
  id              serial PRIMARY KEY,
  firmen_id       integer REFERENCES companies(id) ON DELETE CASCADE,
  transfer_art_id integer NOT NULL REFERENCES transfer_types(id),
  grundpreis_cent integer NOT NULL,
  cent_pro_km     integer NOT NULL,
  mindestpreis_cent integer NOT NULL
);
CREATE UNIQUE INDEX km_tariffs_scope_uq ON km_tariffs (COALESCE(firmen_id, 0), transfer_art_id);

-- Fixed route tariffs of the engine maker (company 52460): site -> airport.
CREATE TABLE mtu_tariffs (
  id              integer PRIMARY KEY,
  firmen_id       integer NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
  code            text NOT NULL,
  name_de         text NOT NULL,
  name_en         text NOT NULL,
  flughafen       text NOT NULL REFERENCES airports(iata),
  transfer_art_id integer NOT NULL REFERENCES transfer_types(id),
  plz             text NOT NULL,
  ort             text NOT NULL,
  preis_cent      integer NOT NULL,
  sort            integer NOT NULL DEFAULT 0
);

-- Known places with coordinates, for per-km prices (distance from the airport).
CREATE TABLE places (
  plz  text PRIMARY KEY,
  ort  text NOT NULL,
  lat  double precision NOT NULL,
  lon  double precision NOT NULL
);

CREATE TABLE customers (
  id        serial PRIMARY KEY,
  firmen_id integer REFERENCES companies(id) ON DELETE CASCADE,
  anrede_id integer REFERENCES salutations(id),
  vorname   text NOT NULL DEFAULT '',
  name      text NOT NULL,
  co        text NOT NULL DEFAULT '',
  email     text NOT NULL DEFAULT '',
  mobil     text NOT NULL DEFAULT '',
  telefon   text NOT NULL DEFAULT '',
  kst       text NOT NULL DEFAULT '',
  bereich   text NOT NULL DEFAULT '',
  strasse   text NOT NULL DEFAULT '',
  plz       text NOT NULL DEFAULT '',
  ort       text NOT NULL DEFAULT '',
  ortsteil  text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX customers_firma_idx ON customers (firmen_id, bereich);

CREATE TABLE bookings (
  id               serial PRIMARY KEY,
  voucher          text NOT NULL UNIQUE,
  externe_id       text NOT NULL UNIQUE,
  idempotency_key  text UNIQUE,
  request_hash     text,
  firmen_id        integer REFERENCES companies(id),
  ist_privat       boolean NOT NULL,
  sprach           text NOT NULL,
  erw              integer NOT NULL,
  kind             integer NOT NULL,
  richtung         text NOT NULL,
  flughafen        text NOT NULL REFERENCES airports(iata),
  transfer_art_id  integer NOT NULL REFERENCES transfer_types(id),
  zahlungsart_id   integer REFERENCES payment_types(id),
  mit_rueckfahrt   boolean NOT NULL,
  kunde_id         integer NOT NULL REFERENCES customers(id),
  preis_cent       integer NOT NULL,
  zahlungsstatus   text NOT NULL,
  storniert        boolean NOT NULL DEFAULT false,
  created_at       timestamptz NOT NULL DEFAULT now(),
  updated_at       timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX bookings_firma_idx ON bookings (firmen_id, created_at);

CREATE TABLE booking_legs (
  id              serial PRIMARY KEY,
  buchung_id      integer NOT NULL REFERENCES bookings(id) ON DELETE CASCADE,
  typ             text NOT NULL CHECK (typ IN ('hin', 'rueck')),
  art             text NOT NULL,
  datum           text NOT NULL DEFAULT '',
  zeit            text NOT NULL DEFAULT '',
  flugnummer      text NOT NULL DEFAULT '',
  ist_feste_zeit  boolean NOT NULL DEFAULT false,
  gepaeckstck     integer NOT NULL DEFAULT 1,
  weitere_adresse text NOT NULL DEFAULT '',
  status_id       integer NOT NULL DEFAULT 1,
  strasse         text NOT NULL DEFAULT '',
  plz             text NOT NULL DEFAULT '',
  ort             text NOT NULL DEFAULT '',
  ortsteil        text NOT NULL DEFAULT '',
  UNIQUE (buchung_id, typ)
);

CREATE TABLE booking_extras (
  buchung_id integer NOT NULL REFERENCES bookings(id) ON DELETE CASCADE,
  extra_id   integer NOT NULL REFERENCES extras(id),
  anzahl     integer NOT NULL CHECK (anzahl > 0),
  PRIMARY KEY (buchung_id, extra_id)
);

CREATE TABLE sessions (
  token_hash text PRIMARY KEY,
  firmen_id  integer NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);

CREATE TABLE login_failures (
  id       serial PRIMARY KEY,
  key      text NOT NULL,
  at       timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX login_failures_key_idx ON login_failures (key, at);

-- Weekly flight plan; GET/POST /Flughafen/Infos expands it for a date, so the seeded
-- schedule never goes stale on a long-lived data directory.
CREATE TABLE flight_schedule (
  id          serial PRIMARY KEY,
  flughafen   text NOT NULL REFERENCES airports(iata),
  art         text NOT NULL CHECK (art IN ('ankunft', 'abflug')),
  zeit        text NOT NULL,
  flugnummer  text NOT NULL,
  airline     text NOT NULL,
  stadt       text NOT NULL,
  iata_gegen  text NOT NULL,
  terminal    text NOT NULL DEFAULT '',
  wochentage  text NOT NULL DEFAULT '1234567'
);
CREATE INDEX flight_schedule_lookup_idx ON flight_schedule (flughafen, art);

CREATE TABLE outbox (
  id         serial PRIMARY KEY,
  art        text NOT NULL,
  empfaenger text NOT NULL,
  betreff    text NOT NULL,
  sprach     text NOT NULL,
  payload    jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE company_registrations (
  id         serial PRIMARY KEY,
  firma      text NOT NULL,
  email      text NOT NULL,
  payload    jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Server secrets generated on first start (e.g. the key that derives booking access tokens).
CREATE TABLE app_secrets (
  name  text PRIMARY KEY,
  value text NOT NULL
);
