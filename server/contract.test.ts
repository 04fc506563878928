// Contract tests: every operation of docs/openapi.yaml has a handler, and real answers of the
// server (success and error) validate against the document's schemas (ajv, JSON Schema 2020-12).
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { DEMO_BOOKINGS, DEMO_COMPANIES } from './db/seed-fixtures';
import { startTestServer, type RequestOptions, type TestServer } from './testing/test-server';
import { dayFromToday, newKey, privateBookingDraft } from './testing/booking-drafts';
import { contactMessage, registration } from './testing/request-bodies';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;
const doc: Json = parse(readFileSync(new URL('../docs/openapi.yaml', import.meta.url), 'utf8'));
const METHODS = ['get', 'post', 'put', 'delete', 'patch'] as const;

const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);
ajv.addSchema({ $id: 'openapi.json', components: doc.components });

interface Operation {
  operationId: string;
  method: string;
  path: string;
  op: Json;
}
const operations: Operation[] = Object.entries(doc.paths as Record<string, Json>).flatMap(
  ([path, item]) =>
    METHODS.filter((m) => item[m]).map((method) => ({
      operationId: item[method].operationId,
      method,
      path,
      op: item[method],
    })),
);

let server: TestServer;
const ctx: Record<string, Json> = {};

beforeAll(async () => {
  server = await startTestServer();
  ctx.mtu = await server.login(DEMO_COMPANIES.mtu.firmenId);
  ctx.reinsurer = await server.login(DEMO_COMPANIES.reinsurerA.firmenId);
  const created = await server.request('POST', '/api/Buchung/Neu', {
    body: privateBookingDraft(),
    headers: { 'Idempotency-Key': newKey() },
  });
  ctx.booking = created.body;
  ctx.token = created.body.buchungStamm.zugriffsToken;
});
afterAll(async () => {
  await server?.close();
});

interface Call extends RequestOptions {
  url: string;
}
type CallFactory = () => Call | Promise<Call>;

const mtuId = DEMO_COMPANIES.mtu.firmenId;
const customer = (id: number | null) => ({
  kundeStamm: {
    id,
    firmenId: mtuId,
    anrede: '',
    anredeId: 1,
    vorname: 'Ada',
    name: 'Vertrag',
    co: '',
    email: 'ada@example.org',
    mobil: '',
    telefon: '',
    kst: '',
    bereich: 'Test',
  },
  kundeAdresse: { id, kundeId: id, strasse: '', plz: '', ort: '', ortsteil: '' },
});
/** A new private booking's voucher (self-service cases change their booking). */
async function freshVoucher(): Promise<string> {
  const created = await server.request('POST', '/api/Buchung/Neu', {
    body: privateBookingDraft(),
    headers: { 'Idempotency-Key': newKey() },
  });
  return String(created.body.buchungStamm.voucher);
}

/** One success case and one or more error cases per operation (payment: route presence and error shape). */
const CASES: Record<string, { ok?: CallFactory[]; errors: CallFactory[] }> = {
  getHealth: { ok: [() => ({ url: '/api/health' })], errors: [] },
  getBookingDetail: {
    ok: [
      () => ({
        url: `/api/Buchung/Detail/${ctx.booking.buchungStamm.id}`,
        headers: { 'X-Buchung-Token': ctx.token },
      }),
      () => ({
        url: `/api/Buchung/Detail/${DEMO_BOOKINGS.tracking.voucher}?name=${DEMO_BOOKINGS.tracking.name}`,
      }),
      () => ({ url: `/api/Buchung/Detail/${DEMO_BOOKINGS.tracking.externeId}` }),
      // Unpaid: both answers carry the payment deadline zahlungBis (0024).
      () => ({ url: `/api/Buchung/Detail/${ctx.booking.buchungStamm.voucher}?name=Musterfrau` }),
    ],
    errors: [
      () => ({ url: `/api/Buchung/Detail/${ctx.booking.buchungStamm.id}` }),
      () => ({
        url: `/api/Buchung/Detail/${ctx.booking.buchungStamm.id}`,
        headers: { 'X-Buchung-Token': 'nope' },
      }),
      () => ({ url: '/api/Buchung/Detail/NOPE?name=x' }),
      () => ({ url: '/api/Buchung/Detail/a.b' }),
    ],
  },
  getBookingReceipt: {
    ok: [
      () => ({
        url: `/api/Buchung/Beleg/${DEMO_BOOKINGS.tracking.voucher}?name=${DEMO_BOOKINGS.tracking.name}`,
      }),
    ],
    errors: [
      () => ({ url: `/api/Buchung/Beleg/${DEMO_BOOKINGS.tracking.voucher}?name=Falsch` }),
      () => ({ url: '/api/Buchung/Beleg/X' }),
    ],
  },
  selfServiceCancel: {
    ok: [
      async () => ({
        url: `/api/Buchung/Selbstservice/${await freshVoucher()}/Stornieren`,
        body: { name: 'Musterfrau' },
      }),
    ],
    errors: [
      async () => ({
        url: `/api/Buchung/Selbstservice/${await freshVoucher()}/Stornieren`,
        body: { name: 'Falsch' },
      }),
      () => ({ url: '/api/Buchung/Selbstservice/X/Stornieren', body: {} }),
    ],
  },
  selfServiceMovePickup: {
    ok: [
      async () => ({
        url: `/api/Buchung/Selbstservice/${await freshVoucher()}/Abholzeit`,
        body: { name: 'Musterfrau', fahrt: 'hin', datum: dayFromToday(6), zeit: '09:00' },
      }),
    ],
    errors: [
      async () => ({
        url: `/api/Buchung/Selbstservice/${await freshVoucher()}/Abholzeit`,
        body: { name: 'Musterfrau', fahrt: 'hin', datum: dayFromToday(0), zeit: '23:55' },
      }),
      async () => {
        const voucher = await freshVoucher();
        await server.request('POST', `/api/Buchung/Selbstservice/${voucher}/Stornieren`, {
          body: { name: 'Musterfrau' },
        });
        return {
          url: `/api/Buchung/Selbstservice/${voucher}/Abholzeit`,
          body: { name: 'Musterfrau', fahrt: 'hin', datum: dayFromToday(6), zeit: '09:00' },
        };
      },
    ],
  },
  selfServicePaymentGrant: {
    ok: [
      async () => ({
        url: `/api/Buchung/Selbstservice/${await freshVoucher()}/Zahlung`,
        body: { name: 'Musterfrau' },
      }),
    ],
    errors: [
      async () => ({
        url: `/api/Buchung/Selbstservice/${await freshVoucher()}/Zahlung`,
        body: { name: 'Falsch' },
      }),
      () => ({
        url: `/api/Buchung/Selbstservice/${DEMO_BOOKINGS.tracking.voucher}/Zahlung`,
        body: { name: DEMO_BOOKINGS.tracking.name },
      }),
      () => ({ url: '/api/Buchung/Selbstservice/X/Zahlung', body: {} }),
    ],
  },
  getBookingPosition: {
    ok: [
      () => ({
        url: `/api/Buchung/PosDetail/${ctx.booking.buchungStamm.id}/${ctx.booking.hinfahrt.id}`,
        headers: { 'X-Buchung-Token': ctx.token },
      }),
    ],
    errors: [
      () => ({
        url: `/api/Buchung/PosDetail/${ctx.booking.buchungStamm.id}/999999`,
        headers: { 'X-Buchung-Token': ctx.token },
      }),
      () => ({ url: '/api/Buchung/PosDetail/x/1' }),
    ],
  },
  cancelBookingPosition: {
    ok: [
      () => ({
        url: `/api/Buchung/PosStornieren/${ctx.booking.buchungStamm.id}/${ctx.booking.rueckfahrt.id}`,
        headers: { 'X-Buchung-Token': ctx.token },
      }),
    ],
    errors: [
      () => ({
        url: `/api/Buchung/PosStornieren/${ctx.booking.buchungStamm.id}/${ctx.booking.rueckfahrt.id}`,
        headers: { 'X-Buchung-Token': ctx.token },
      }),
      () => ({ url: `/api/Buchung/PosStornieren/${ctx.booking.buchungStamm.id}/1` }),
    ],
  },
  createBooking: {
    ok: [
      () => ({
        url: '/api/Buchung/Neu',
        body: privateBookingDraft(),
        headers: { 'Idempotency-Key': newKey() },
      }),
    ],
    errors: [
      () => ({
        url: '/api/Buchung/Neu',
        body: { ...privateBookingDraft(), erw: 0 },
        headers: { 'Idempotency-Key': newKey() },
      }),
      () => ({ url: '/api/Buchung/Neu', body: privateBookingDraft() }),
      () => ({
        url: '/api/Buchung/Neu',
        body: privateBookingDraft({
          buchungStamm: { ...privateBookingDraft().buchungStamm, firmenId: mtuId },
        }),
        headers: { 'Idempotency-Key': newKey() },
      }),
    ],
  },
  updateBooking: {
    ok: [
      async () => ({
        url: '/api/Buchung/Aktualisieren',
        body: { ...(await fresh()), erw: 1 },
        headers: { 'X-Buchung-Token': ctx.freshToken },
      }),
    ],
    errors: [
      async () => ({ url: '/api/Buchung/Aktualisieren', body: await fresh() }),
      async () => ({
        url: '/api/Buchung/Aktualisieren',
        body: { ...(await fresh()), kundeStamm: null },
        headers: { 'X-Buchung-Token': ctx.freshToken },
      }),
    ],
  },
  quoteBookingChange: {
    ok: [
      async () => ({
        url: '/api/Buchung/Preisvorschau',
        body: { ...(await fresh()), erw: 1 },
        headers: { 'X-Buchung-Token': ctx.freshToken },
      }),
    ],
    errors: [
      async () => ({ url: '/api/Buchung/Preisvorschau', body: await fresh() }),
      async () => ({
        url: '/api/Buchung/Preisvorschau',
        body: { ...(await fresh()), kundeStamm: null },
        headers: { 'X-Buchung-Token': ctx.freshToken },
      }),
    ],
  },
  cancelBooking: {
    ok: [
      () => ({
        url: `/api/Buchung/Stornieren/${ctx.booking.buchungStamm.id}`,
        headers: { 'X-Buchung-Token': ctx.token },
      }),
    ],
    errors: [
      () => ({
        url: `/api/Buchung/Stornieren/${ctx.booking.buchungStamm.id}`,
        headers: { 'X-Buchung-Token': ctx.token },
      }),
      () => ({ url: '/api/Buchung/Stornieren/999999', headers: { 'X-Buchung-Token': ctx.token } }),
    ],
  },
  listExtras: { ok: [() => ({ url: '/api/Buchung/Extras' })], errors: [] },
  listCompanyBookings: {
    ok: [
      () => ({ url: `/api/Buchung/Liste/${mtuId}?status=alle&sortierung=name`, cookie: ctx.mtu }),
    ],
    errors: [
      () => ({ url: `/api/Buchung/Liste/${mtuId}` }),
      () => ({ url: `/api/Buchung/Liste/${mtuId}?seite=0`, cookie: ctx.mtu }),
    ],
  },
  listContiCompanies: { ok: [() => ({ url: '/api/Firma/ContiCompanies' })], errors: [] },
  listVwCompanies: { ok: [() => ({ url: '/api/Firma/VWCompanies' })], errors: [] },
  listMtuCompanies: { ok: [() => ({ url: '/api/Firma/MtuCompanies' })], errors: [] },
  listTransferTypes: { ok: [() => ({ url: '/api/Firma/Art' })], errors: [] },
  registerCompany: {
    ok: [
      () => ({
        url: '/api/Firma/Neu/',
        body: registration({ ansprechpartner: { anredeId: null } }),
      }),
    ],
    errors: [
      () => ({
        url: '/api/Firma/Neu/',
        body: { ...registration(), einwilligungDatenschutz: false },
      }),
    ],
  },
  loginWithId: {
    ok: [
      () => ({
        url: '/api/Firma/LoginMitId/',
        body: { firmenId: mtuId, zugangscode: DEMO_COMPANIES.mtu.zugangscode },
      }),
    ],
    errors: [
      () => ({ url: '/api/Firma/LoginMitId/', body: { firmenId: 1, zugangscode: 'x' } }),
      () => ({ url: '/api/Firma/LoginMitId/', body: {} }),
    ],
  },
  loginWithEmail: {
    ok: [
      () => ({
        url: '/api/Firma/LoginMitEmail/',
        body: { email: DEMO_COMPANIES.conti.email, zugangscode: DEMO_COMPANIES.conti.zugangscode },
      }),
    ],
    errors: [
      () => ({
        url: '/api/Firma/LoginMitEmail/',
        body: { email: 'x@example.org', zugangscode: 'x' },
      }),
    ],
  },
  loginWithExternalId: {
    ok: [
      () => ({
        url: '/api/Firma/LoginMitExterneId/',
        body: {
          externeId: DEMO_COMPANIES.plain.externeId,
          firmenId: DEMO_COMPANIES.plain.firmenId,
        },
      }),
    ],
    errors: [
      () => ({ url: '/api/Firma/LoginMitExterneId/', body: { externeId: 'nope', firmenId: 1 } }),
    ],
  },
  logoutCompany: { ok: [() => ({ url: '/api/Firma/Logout/' })], errors: [] },
  requestAccessCodeReset: {
    ok: [
      () => ({
        url: '/api/Firma/ZugangscodeVergessen/',
        body: { kennung: DEMO_COMPANIES.plain.email },
      }),
      () => ({ url: '/api/Firma/ZugangscodeVergessen/', body: { kennung: 'niemand@example.org' } }),
    ],
    errors: [() => ({ url: '/api/Firma/ZugangscodeVergessen/', body: {} })],
  },
  checkAccessCodeLink: {
    errors: [
      () => ({ url: '/api/Firma/ZugangscodeLink/', body: { token: 'A'.repeat(43) } }),
      () => ({ url: '/api/Firma/ZugangscodeLink/', body: { token: 'kurz' } }),
    ],
  },
  setAccessCode: {
    errors: [
      () => ({
        url: '/api/Firma/ZugangscodeSetzen/',
        body: { token: 'A'.repeat(43), zugangscode: 'Neuer-Code-2025' },
      }),
      () => ({
        url: '/api/Firma/ZugangscodeSetzen/',
        body: { token: 'A'.repeat(43), zugangscode: 'kurz' },
      }),
    ],
  },
  listCompanyAirports: {
    ok: [
      () => ({ url: '/api/Firma/Flughafen/0' }),
      () => ({ url: `/api/Firma/Flughafen/${mtuId}`, cookie: ctx.mtu }),
    ],
    errors: [
      () => ({ url: `/api/Firma/Flughafen/${mtuId}` }),
      () => ({ url: `/api/Firma/Flughafen/${mtuId}`, cookie: ctx.reinsurer }),
    ],
  },
  getAirport: {
    ok: [() => ({ url: '/api/Firma/FlughafenById/HAJ' })],
    errors: [() => ({ url: '/api/Firma/FlughafenById/XYZ' })],
  },
  listPrivatePaymentTypes: { ok: [() => ({ url: '/api/Zahlungsart/Privat' })], errors: [] },
  listCompanyPaymentTypes: {
    ok: [() => ({ url: `/api/Zahlungsart/Firma/${mtuId}`, cookie: ctx.mtu })],
    errors: [() => ({ url: `/api/Zahlungsart/Firma/${mtuId}` })],
  },
  getFlightInfo: {
    ok: [
      () => ({
        url: '/api/Flughafen/Infos/',
        body: { art: 'abflug', datum: dayFromToday(1), flughafen: 'BER' },
      }),
    ],
    errors: [() => ({ url: '/api/Flughafen/Infos/', body: { art: 'abflug' } })],
  },
  searchCustomers: {
    ok: [
      () => ({
        url: `/api/Kunde/SucheMitBereich/?firmenId=${mtuId}&bereich=Entwicklung`,
        cookie: ctx.mtu,
      }),
    ],
    errors: [
      () => ({ url: `/api/Kunde/SucheMitBereich/?firmenId=${mtuId}` }),
      () => ({ url: '/api/Kunde/SucheMitBereich/', cookie: ctx.mtu }),
    ],
  },
  createCustomer: {
    ok: [
      () => ({ url: '/api/Kunde/Neu', body: customer(null), cookie: ctx.mtu }),
      () => ({
        url: '/api/Kunde/Neu',
        body: { ...customer(null), trotzdemAnlegen: true },
        cookie: ctx.mtu,
      }),
    ],
    errors: [
      () => ({ url: '/api/Kunde/Neu', body: customer(null) }),
      () => ({ url: '/api/Kunde/Neu', body: { kundeStamm: {} }, cookie: ctx.mtu }),
      // Stored already (the success case's Ada Vertrag): 409 duplicateCustomer naming it.
      () => ({ url: '/api/Kunde/Neu', body: customer(null), cookie: ctx.mtu }),
    ],
  },
  getCustomer: {
    ok: [() => ({ url: '/api/Kunde/Detail/1', cookie: ctx.mtu })],
    errors: [
      () => ({ url: '/api/Kunde/Detail/999999', cookie: ctx.mtu }),
      () => ({ url: '/api/Kunde/Detail/1' }),
    ],
  },
  updateCustomer: {
    ok: [() => ({ url: '/api/Kunde/Aktualisieren', body: customer(1), cookie: ctx.mtu })],
    errors: [() => ({ url: '/api/Kunde/Aktualisieren', body: customer(999999), cookie: ctx.mtu })],
  },
  removeCustomer: {
    ok: [
      async () => {
        const created = await server.request('POST', '/api/Kunde/Neu', {
          body: { ...customer(null), trotzdemAnlegen: true },
          cookie: ctx.mtu,
        });
        return { url: `/api/Kunde/${created.body.kundeStamm.id}`, cookie: ctx.mtu };
      },
    ],
    errors: [
      () => ({ url: '/api/Kunde/999999', cookie: ctx.mtu }),
      () => ({ url: '/api/Kunde/1' }),
      () => ({ url: '/api/Kunde/x', cookie: ctx.mtu }),
    ],
  },
  listSalutations: { ok: [() => ({ url: '/api/Kunde/Anrede' })], errors: [] },
  sendContactMessage: {
    ok: [() => ({ url: '/api/NeuKontakt/SendEmail/', body: contactMessage() })],
    errors: [
      () => ({ url: '/api/NeuKontakt/SendEmail/', body: { ...contactMessage(), email: 'x' } }),
    ],
  },
  reportWebVitals: {
    ok: [
      () => ({
        url: '/api/vitals',
        body: { page: '/start', metrics: [{ name: 'LCP', value: 1800, rating: 'good' }] },
      }),
    ],
    errors: [
      () => ({
        url: '/api/vitals',
        body: { page: '/start', metrics: [{ name: 'LCP', value: 'fast', rating: 'good' }] },
      }),
    ],
  },
  getPrivatePrice: {
    ok: [() => ({ url: '/api/Preis/PrivatHaj/30159?flughafen=HAM' })],
    errors: [
      () => ({ url: '/api/Preis/PrivatHaj/1' }),
      () => ({ url: '/api/Preis/PrivatHaj/00000' }),
    ],
  },
  getKmPrice: {
    ok: [
      () => ({
        url: '/api/Preis/Km',
        body: { firmenId: mtuId, von: 'HAJ', plz: '30159', ort: 'Hannover' },
        cookie: ctx.mtu,
      }),
    ],
    errors: [
      () => ({
        url: '/api/Preis/Km',
        body: { firmenId: mtuId, von: 'HAJ', plz: '30159', ort: 'Hannover' },
      }),
    ],
  },
  getKmPriceForMtu: {
    ok: [
      () => ({
        url: '/api/Preis/KmForMTU',
        body: { firmenId: mtuId, von: 'HAJ', plz: '30159', ort: 'Hannover' },
        cookie: ctx.mtu,
      }),
    ],
    errors: [
      () => ({
        url: '/api/Preis/KmForMTU',
        body: {
          firmenId: DEMO_COMPANIES.reinsurerA.firmenId,
          von: 'HAJ',
          plz: '30159',
          ort: 'Hannover',
        },
        cookie: ctx.reinsurer,
      }),
    ],
  },
  getCompanyZonePrice: {
    ok: [() => ({ url: `/api/Preis/FirmaHaj/${mtuId}/30159`, cookie: ctx.mtu })],
    errors: [() => ({ url: `/api/Preis/FirmaHaj/${mtuId}/30159`, cookie: ctx.reinsurer })],
  },
  listMtuTariffs: {
    ok: [() => ({ url: `/api/Preis/FirmaMtu/${mtuId}`, cookie: ctx.mtu })],
    errors: [
      () => ({
        url: `/api/Preis/FirmaMtu/${DEMO_COMPANIES.reinsurerA.firmenId}`,
        cookie: ctx.reinsurer,
      }),
    ],
  },
};

/** A fresh, editable booking for the update cases. */
async function fresh() {
  const res = await server.request('POST', '/api/Buchung/Neu', {
    body: privateBookingDraft(),
    headers: { 'Idempotency-Key': newKey() },
  });
  ctx.freshToken = res.body.buchungStamm.zugriffsToken;
  return res.body;
}

/** Payment operations (owned by server/payment): a call with placeholder values must reach a handler. */
function paymentCall(operation: Operation): Call {
  const url = `/api${operation.path
    .replace('{buchungId}', String(ctx.booking.buchungStamm.id))
    .replace('{token}', 'unknown-token')
    .replace('{requestId}', '0b7e3c52-8a51-4c47-9a55-4d9f7f0e2a11')}`;
  return {
    url,
    body: operation.method === 'post' ? { buchungId: ctx.booking.buchungStamm.id } : undefined,
    headers: { 'X-Buchung-Token': 'wrong' },
  };
}

function schemaOf(operation: Operation, status: number): Json | undefined {
  let response = operation.op.responses[String(status)] ?? operation.op.responses.default;
  if (!response) return undefined;
  if (response.$ref) response = doc.components.responses[response.$ref.split('/').pop()];
  return response.content?.['application/json']?.schema ?? null;
}

function rewriteRefs(schema: Json): Json {
  return JSON.parse(
    JSON.stringify(schema).replace(/"#\/components\//g, '"openapi.json#/components/'),
  );
}

async function check(operation: Operation, call: Call, expectOk: boolean) {
  const res = await server.request(operation.method.toUpperCase(), call.url, call);
  const label = `${operation.operationId} ${operation.method.toUpperCase()} ${call.url} -> ${res.status} ${JSON.stringify(res.body)?.slice(0, 200)}`;
  expect(res.headers.get('x-route-missing'), label).toBeNull();
  expect(res.status, label).not.toBe(405);
  expect(res.status, label).toBeLessThan(500);
  if (expectOk) expect(res.status, label).toBeLessThan(300);
  else expect(res.status, label).toBeGreaterThanOrEqual(400);
  const schema = schemaOf(operation, res.status);
  expect(schema, `${label}: status not documented`).not.toBeUndefined();
  if (schema) {
    const validate = ajv.compile(rewriteRefs(schema));
    const valid = validate(res.body);
    expect(valid, `${label}\n${JSON.stringify(validate.errors, null, 1)}`).toBe(true);
  } else {
    expect([204, 200]).toContain(res.status);
  }
}

describe('docs/openapi.yaml', () => {
  it('lists the operations this test knows', () => {
    const known = operations
      .filter((o) => !o.path.startsWith('/Saferpay'))
      .map((o) => o.operationId);
    expect(known.sort()).toEqual(Object.keys(CASES).sort());
  });

  for (const operation of operations) {
    const cases = CASES[operation.operationId];
    if (operation.path.startsWith('/Saferpay')) {
      it(`${operation.operationId}: has a handler and answers errors as documented`, async () => {
        // The provider's notification tells its caller nothing: 204 whatever it found.
        await check(operation, paymentCall(operation), operation.operationId === 'paymentNotify');
      });
      continue;
    }
    if (!cases) continue;
    // Error cases first where the success case changes state (cancellation).
    it(`${operation.operationId}: success answers validate`, async () => {
      for (const factory of cases.ok ?? []) await check(operation, await factory(), true);
    });
    if (cases.errors.length > 0)
      it(`${operation.operationId}: error answers validate`, async () => {
        for (const factory of cases.errors) await check(operation, await factory(), false);
      });
  }
});
