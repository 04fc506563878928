import { eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { paymentStatusResponseSchema, type PaymentStatusResponse } from '../../src/domain/payment';
import { createFakeSaferpay, startFakeSaferpay } from './fake-saferpay-api';
import { createPaymentModule } from './index';
import type { PaymentProvider } from './provider';
import { createSaferpayAdapter } from './saferpay-adapter';
import { createSandboxProvider } from './sandbox-provider';
import { paymentEvents, payments, sandboxPaymentPages } from './schema';
import {
  bookingZahlungsstatus,
  insertBooking,
  openPaymentTestDatabase,
  testAccess,
} from './test-support';

let database: Database;

beforeAll(async () => {
  database = await openPaymentTestDatabase();
});
afterAll(async () => {
  await database.close();
});

/** The sandbox provider with a count of captures that reached it. */
function countingSandbox() {
  const inner = createSandboxProvider(database.db);
  const counts = { capture: 0, cancel: 0 };
  const provider: PaymentProvider = {
    ...inner,
    name: 'sandbox',
    capture: async (request) => {
      counts.capture += 1;
      return inner.capture(request);
    },
    cancel: async (request) => {
      counts.cancel += 1;
      return inner.cancel(request);
    },
  };
  return { provider, counts };
}

function mount(
  provider?: PaymentProvider,
  options: {
    env?: Record<string, string>;
    sandboxNotify?: ((url: string) => Promise<void>) | false;
  } = {},
) {
  const module = createPaymentModule({
    db: database.db,
    access: testAccess(database),
    env: { NODE_ENV: 'test', PUBLIC_BASE_URL: 'http://shop.test', ...options.env },
    // Unless a test asks for them, the sandbox's notifications are lost (nothing listens at shop.test).
    sandboxNotify: options.sandboxNotify ?? false,
    ...(provider ? { provider } : {}),
  });
  const app = new Hono();
  app.route('/api/Saferpay', module.api);
  app.route('/sandbox', module.sandbox);
  return { app, module };
}

function client(app: Hono, buchungId: number, language = 'de') {
  const headers = { 'X-Buchung-Token': `token-${buchungId}`, 'Accept-Language': language };
  return {
    init: (body: unknown = { buchungId }) =>
      app.request('/api/Saferpay/PaymentPageInitialize', {
        method: 'POST',
        headers: { ...headers, 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      }),
    get: (path: string) => app.request(`/api/Saferpay/${path}`, { headers }),
    json: async (path: string): Promise<PaymentStatusResponse> => {
      const response = await app.request(`/api/Saferpay/${path}`, { headers });
      expect(response.status).toBe(200);
      return paymentStatusResponseSchema.parse(await response.json());
    },
  };
}

async function start(app: Hono, buchungId: number) {
  const response = await client(app, buchungId).init();
  expect(response.status).toBe(200);
  return (await response.json()) as { token: string; redirectUrl: string; amountCent: number };
}

/** The payer's choice on the sandbox page, as the browser would post it. */
async function pay(app: Hono, token: string, karte: string) {
  const response = await app.request(`/sandbox/zahlung/${token}`, {
    method: 'POST',
    body: new URLSearchParams({ karte }),
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  });
  return response;
}

describe('PaymentPageInitialize', () => {
  it('takes the amount from the server price of the booking, in cents', async () => {
    const { app } = mount();
    const id = await insertBooking(database, { preisCent: 8_990 });
    const init = await start(app, id);
    expect(init.amountCent).toBe(8_990);
    // The hosted page language may be chosen; the amount may not.
    const en = await client(app, id).init({ buchungId: id, sprache: 'en' });
    expect(en.status).toBe(200);
    expect(init.redirectUrl).toBe(`/sandbox/zahlung/${init.token}`);
    const [page] = await database.db
      .select()
      .from(sandboxPaymentPages)
      .where(eq(sandboxPaymentPages.token, init.token));
    expect(page).toMatchObject({
      amountCent: 8_990,
      currency: 'EUR',
      returnUrl: `http://shop.test/zahlung?buchung=${id}`,
    });
  });

  it('refuses an amount sent by the browser', async () => {
    const { app } = mount();
    const id = await insertBooking(database);
    const response = await client(app, id).init({ buchungId: id, amountCent: 1 });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      code: 'validation',
      message: 'Die Anfrage ist ungültig.',
    });
  });

  it('needs the booking access token (404, message in the request language)', async () => {
    const { app } = mount();
    const id = await insertBooking(database);
    const response = await app.request('/api/Saferpay/PaymentPageInitialize', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'X-Buchung-Token': 'token-999999',
        'Accept-Language': 'en',
      },
      body: JSON.stringify({ buchungId: id }),
    });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      code: 'notFound',
      message: 'This payment was not found.',
    });
  });

  it('answers 409 for a booking that is already paid or billed to the company', async () => {
    const { app } = mount();
    const paid = await insertBooking(database, { zahlungsstatus: 'bezahlt' });
    expect((await client(app, paid).init()).status).toBe(409);
    const billed = await insertBooking(database, { zahlungsstatus: 'rechnung' });
    const response = await client(app, billed).init();
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({ code: 'paymentNotPossible' });
  });
});

describe('the hosted page outcomes through Assert', () => {
  const cases = [
    ['success', 'authorized', null],
    ['declined', 'declined', 'declined'],
    ['threeDsFailed', 'declined', 'threeDsFailed'],
    ['expire', 'expired', 'tokenExpired'],
  ] as const;
  it.each(cases)('card %s -> %s', async (karte, status, reason) => {
    const { app } = mount();
    const id = await insertBooking(database);
    const { token } = await start(app, id);
    const back = await pay(app, token, karte);
    expect(back.status).toBe(303);
    expect(back.headers.get('location')).toBe(`http://shop.test/zahlung?buchung=${id}`);
    const result = await client(app, id).json(`Assert/${token}`);
    expect(result).toMatchObject({ status, reason, bookingPaid: false });
  });

  it('abort link -> aborted', async () => {
    const { app } = mount();
    const id = await insertBooking(database);
    const { token } = await start(app, id);
    const back = await app.request(`/sandbox/zahlung/${token}/abbrechen`);
    expect(back.status).toBe(303);
    expect(await client(app, id).json(`Assert/${token}`)).toMatchObject({
      status: 'aborted',
      reason: 'aborted',
    });
  });

  it('3-D Secure challenge: right code -> authorized, wrong code -> declined (threeDsFailed)', async () => {
    const { app } = mount();
    for (const [code, expected] of [
      ['1234', { status: 'authorized' }],
      [
        '9999',
        { status: 'declined', reason: 'threeDsFailed', errorName: '3DS_AUTHENTICATION_FAILED' },
      ],
    ] as const) {
      const id = await insertBooking(database);
      const { token } = await start(app, id);
      const toChallenge = await pay(app, token, 'challenge');
      expect(toChallenge.headers.get('location')).toBe(`/sandbox/zahlung/${token}/3ds?lang=de`);
      const page = await app.request(`/sandbox/zahlung/${token}/3ds`);
      expect(await page.text()).toContain('<label for="code">Bestätigungscode</label>');
      const empty = await app.request(`/sandbox/zahlung/${token}/3ds`, {
        method: 'POST',
        body: new URLSearchParams({ code: '' }),
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      });
      expect(empty.status).toBe(200);
      expect(await empty.text()).toContain('role="alert"');
      const back = await app.request(`/sandbox/zahlung/${token}/3ds`, {
        method: 'POST',
        body: new URLSearchParams({ code }),
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      });
      expect(back.status).toBe(303);
      expect(await client(app, id).json(`Assert/${token}`)).toMatchObject(expected);
    }
  });

  it('an unfinished page is pending, and GetStatus finds it once the payer finished while the browser was lost', async () => {
    const { app } = mount();
    const id = await insertBooking(database);
    const { token } = await start(app, id);
    expect(await client(app, id).json(`GetStatus/${id}/${token}`)).toMatchObject({
      status: 'pending',
    });
    await pay(app, token, 'success'); // the browser never comes back to /zahlung
    expect(await client(app, id).json(`GetStatus/${id}/${token}`)).toMatchObject({
      status: 'authorized',
    });
  });
});

describe('exactly once', () => {
  it('capture marks the booking paid; a second capture and a second assert are recognised', async () => {
    const { provider, counts } = countingSandbox();
    const { app } = mount(provider);
    const id = await insertBooking(database);
    const { token } = await start(app, id);
    await pay(app, token, 'success');
    expect(await client(app, id).json(`Assert/${token}`)).toMatchObject({ status: 'authorized' });
    const first = await client(app, id).json(`Capture/${token}`);
    expect(first).toMatchObject({
      status: 'captured',
      alreadyCaptured: false,
      bookingPaid: true,
      amountCent: 12_345,
    });
    expect(await bookingZahlungsstatus(database, id)).toBe('bezahlt');
    // Double return / reload: assert and capture again.
    expect(await client(app, id).json(`Assert/${token}`)).toMatchObject({
      status: 'captured',
      bookingPaid: true,
      alreadyCaptured: true,
    });
    expect(await client(app, id).json(`Capture/${token}`)).toMatchObject({
      status: 'captured',
      alreadyCaptured: true,
    });
    expect(await client(app, id).json(`Bezahlt/${token}`)).toMatchObject({
      status: 'captured',
      bookingPaid: true,
    });
    expect(counts.capture).toBe(1);
  });

  it('concurrent captures of one token capture once', async () => {
    const { provider, counts } = countingSandbox();
    const { app } = mount(provider);
    const id = await insertBooking(database);
    const { token } = await start(app, id);
    await pay(app, token, 'success');
    const results = await Promise.all(
      Array.from({ length: 6 }, () => client(app, id).json(`Capture/${token}`)),
    );
    expect(results.every((r) => r.status === 'captured' && r.bookingPaid)).toBe(true);
    expect(results.filter((r) => !r.alreadyCaptured)).toHaveLength(1);
    expect(counts.capture).toBe(1);
    const captured = await database.db.select().from(payments).where(eq(payments.buchungId, id));
    expect(captured.filter((row) => row.status === 'captured')).toHaveLength(1);
  });

  it('a second tab with its own token is never charged after the first one paid', async () => {
    const { provider, counts } = countingSandbox();
    const { app } = mount(provider);
    const id = await insertBooking(database);
    const tabA = await start(app, id);
    const tabB = await start(app, id);
    await pay(app, tabA.token, 'success');
    await pay(app, tabB.token, 'success');
    const [a, b] = await Promise.all([
      client(app, id).json(`Capture/${tabA.token}`),
      client(app, id).json(`Capture/${tabB.token}`),
    ]);
    expect([a, b].every((r) => r.bookingPaid)).toBe(true);
    expect([a, b].filter((r) => r.status === 'captured')).toHaveLength(1);
    const loser = a.status === 'captured' ? b : a;
    expect(loser).toMatchObject({ status: 'discarded', alreadyCaptured: true });
    expect(counts.capture).toBe(1);
    expect(counts.cancel).toBe(1); // the surplus authorization is released
    // A new attempt for a paid booking is refused.
    expect((await client(app, id).init()).status).toBe(409);
  });

  it('DeleteStatus closes an open attempt for good; Abort marks it aborted', async () => {
    const { app } = mount();
    const id = await insertBooking(database);
    const first = await start(app, id);
    expect(await client(app, id).json(`DeleteStatus/${id}/${first.token}`)).toMatchObject({
      status: 'discarded',
    });
    await pay(app, first.token, 'success'); // too late: the page is closed
    expect(await client(app, id).json(`Capture/${first.token}`)).toMatchObject({
      status: 'discarded',
      bookingPaid: false,
    });
    const second = await start(app, id);
    expect(await client(app, id).json(`Abort/${id}/${second.token}`)).toMatchObject({
      status: 'aborted',
    });
    expect(await client(app, id).json(`Fail/${second.token}`)).toMatchObject({ status: 'aborted' });
  });

  it('an attempt whose amount is no longer the booking price is released, not captured', async () => {
    const { provider, counts } = countingSandbox();
    const { app } = mount(provider);
    const id = await insertBooking(database, { preisCent: 5_000 });
    const { token } = await start(app, id);
    await pay(app, token, 'success');
    await database.db.execute(sql`UPDATE bookings SET preis_cent = ${6500} WHERE id = ${id}`);
    expect(await client(app, id).json(`Capture/${token}`)).toMatchObject({
      status: 'discarded',
      bookingPaid: false,
    });
    expect(counts.capture).toBe(0);
    expect(counts.cancel).toBe(1);
    const next = await start(app, id);
    expect(next.amountCent).toBe(6_500);
  });

  it('tokens and booking ids of other bookings reveal nothing', async () => {
    const { app } = mount();
    const id = await insertBooking(database);
    const other = await insertBooking(database);
    const { token } = await start(app, id);
    expect((await client(app, other).get(`Assert/${token}`)).status).toBe(404);
    expect((await client(app, other).get(`GetStatus/${other}/${token}`)).status).toBe(404);
    expect((await client(app, id).get(`Capture/<script>`)).status).toBe(400);
  });
});

describe('with the Saferpay JSON API adapter (against the fake)', () => {
  it('runs initialize -> hosted page -> assert -> capture -> paid', async () => {
    const fake = createFakeSaferpay();
    const server = await startFakeSaferpay(fake);
    try {
      const adapter = createSaferpayAdapter({
        baseUrl: server.baseUrl,
        ...fake.credentials,
        retryDelayMs: 0,
      });
      const { app } = mount(adapter);
      const id = await insertBooking(database, { preisCent: 4_200, sprach: 'en' });
      const init = await start(app, id);
      expect(init.redirectUrl).toBe(`${server.baseUrl}/hosted/${init.token}`);
      const initBody = fake.requests.find((r) => r.path.endsWith('/Initialize'))!.body;
      expect(initBody).toMatchObject({
        Payment: { Amount: { Value: '4200', CurrencyCode: 'EUR' } },
        Payer: { LanguageCode: 'en' },
        ReturnUrl: { Url: `http://shop.test/zahlung?buchung=${id}` },
      });
      expect(await client(app, id).json(`Assert/${init.token}`)).toMatchObject({
        status: 'pending',
      });
      fake.setPayerOutcome(init.token, 'AUTHORIZED');
      fake.failNext('/Payment/v1/Transaction/Capture', { kind: 'error', status: 500 }); // retried by the adapter
      expect(await client(app, id).json(`Capture/${init.token}`)).toMatchObject({
        status: 'captured',
        alreadyCaptured: false,
      });
      expect(await client(app, id).json(`Capture/${init.token}`)).toMatchObject({
        status: 'captured',
        alreadyCaptured: true,
      });
      expect(fake.requests.filter((r) => r.path.endsWith('/Capture'))).toHaveLength(2); // one failed + its retry
      expect(await bookingZahlungsstatus(database, id)).toBe('bezahlt');
    } finally {
      await server.stop();
    }
  });

  it('a provider that cannot be reached answers 503 unavailable (retry later)', async () => {
    const adapter = createSaferpayAdapter({
      baseUrl: 'http://127.0.0.1:9/api',
      customerId: '1',
      terminalId: '2',
      username: 'u',
      password: 'p',
      retryDelayMs: 0,
      maxRetries: 0,
    });
    const { app } = mount(adapter);
    const id = await insertBooking(database);
    const response = await client(app, id).init();
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ code: 'unavailable' });
  });
});

describe('sandbox page', () => {
  it('is German or English, with labelled test cards and a cancel link', async () => {
    const { app } = mount();
    const id = await insertBooking(database, { sprach: 'en', preisCent: 12_345 });
    const { token } = await start(app, id);
    const en = await (await app.request(`/sandbox/zahlung/${token}`)).text();
    expect(en).toContain('<html lang="en">');
    expect(en).toContain('<legend>Choose a test card</legend>');
    expect(en).toContain('$123.45'.replace('$', '€'));
    expect(en).toContain(`href="/sandbox/zahlung/${token}/abbrechen"`);
    expect(en).not.toMatch(/<script/i);
    const de = await (await app.request(`/sandbox/zahlung/${token}?lang=de`)).text();
    expect(de).toContain('<html lang="de">');
    expect(de).toContain('123,45');
    expect(de).toMatch(/<label for="karte-success">Testkarte 4242/);
    expect((await app.request('/sandbox/zahlung/unknown')).status).toBe(404);
  });

  it('names itself once in the title; other pages put their own name first', async () => {
    const { app } = mount();
    const id = await insertBooking(database, { sprach: 'de' });
    const { token } = await start(app, id);
    const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
    const de = await (await app.request(`/sandbox/zahlung/${token}`)).text();
    expect(title(de)).toBe('Testzahlung – Sandbox');
    const en = await (await app.request(`/sandbox/zahlung/${token}?lang=en`)).text();
    expect(title(en)).toBe('Test payment – sandbox');
    const missing = await (await app.request('/sandbox/zahlung/unknown')).text();
    expect(title(missing)).toBe('Zahlung nicht gefunden – Testzahlung – Sandbox');
  });
});

describe('the payer who never comes back', () => {
  /** A mount whose sandbox delivers its notifications into the same app, and the deliveries to await. */
  function mountWithNotifications() {
    const deliveries: Promise<unknown>[] = [];
    const mounted = mount(undefined, {
      sandboxNotify: async (url) => {
        const delivery = Promise.resolve(mounted.app.request(new URL(url).pathname));
        deliveries.push(delivery);
        await delivery;
      },
    });
    return { ...mounted, deliveries };
  }

  it('sends the notify URL of the attempt to the provider at Initialize', async () => {
    const { app } = mount();
    const id = await insertBooking(database);
    const { token } = await start(app, id);
    const [attempt] = await database.db.select().from(payments).where(eq(payments.token, token));
    const [page] = await database.db
      .select()
      .from(sandboxPaymentPages)
      .where(eq(sandboxPaymentPages.token, token));
    expect(page!.notifyUrl).toBe(`http://shop.test/api/Saferpay/Notify/${attempt!.requestId}`);
  });

  it("the provider's notification captures an approved payment without the browser", async () => {
    const { app, module, deliveries } = mountWithNotifications();
    const id = await insertBooking(database, { preisCent: 7_800 });
    const { token } = await start(app, id);
    expect((await pay(app, token, 'success')).status).toBe(303);
    expect(deliveries).toHaveLength(1);
    await Promise.all(deliveries);
    expect(await bookingZahlungsstatus(database, id)).toBe('bezahlt');
    const [attempt] = await database.db.select().from(payments).where(eq(payments.token, token));
    expect(attempt).toMatchObject({ status: 'captured', amountCent: 7_800 });
    // The payer who comes back late hears the news ("paid", not "paid already"); a second look
    // is told it was paid before. Nothing is captured again.
    const late = await client(app, id).json(`Assert/${token}`);
    expect(late).toMatchObject({ status: 'captured', alreadyCaptured: false, bookingPaid: true });
    const again = await client(app, id).json(`Capture/${token}`);
    expect(again).toMatchObject({ status: 'captured', alreadyCaptured: true, bookingPaid: true });
    expect(await module.service.attempts(id)).toHaveLength(1);
  });

  it("a declined payment's notification records the decline and pays nothing", async () => {
    const { app, deliveries } = mountWithNotifications();
    const id = await insertBooking(database);
    const { token } = await start(app, id);
    await pay(app, token, 'declined');
    await Promise.all(deliveries);
    const [attempt] = await database.db.select().from(payments).where(eq(payments.token, token));
    expect(attempt!.status).toBe('declined');
    expect(await bookingZahlungsstatus(database, id)).toBe('offen');
  });

  it('a notification is not believed: before the payer approved it only asks the provider', async () => {
    const { app, module } = mount();
    const id = await insertBooking(database);
    const { token } = await start(app, id);
    const [attempt] = await database.db.select().from(payments).where(eq(payments.token, token));
    for (const requestId of [attempt!.requestId, randomUUID(), 'x'.repeat(300)]) {
      const response = await app.request(`/api/Saferpay/Notify/${requestId}`);
      expect(response.status).toBe(204);
      expect(await response.text()).toBe('');
    }
    expect((await module.service.attempts(id))[0]!.status).toBe('pending');
    expect(await bookingZahlungsstatus(database, id)).toBe('offen');
  });

  it('reconciliation settles an attempt whose notification was lost, once', async () => {
    const { app, module } = mount(undefined, { env: { PAYMENT_RECONCILE_AFTER_MS: '0' } });
    const id = await insertBooking(database, { preisCent: 4_200 });
    const { token } = await start(app, id);
    await pay(app, token, 'success');
    expect(await bookingZahlungsstatus(database, id)).toBe('offen');
    // Every open attempt of this database is due; ours is among them and ends captured.
    expect(await module.service.reconcile(100)).toBeGreaterThanOrEqual(1);
    expect(await bookingZahlungsstatus(database, id)).toBe('bezahlt');
    expect((await module.service.attempts(id))[0]).toMatchObject({ status: 'captured', checks: 1 });
    // A checked attempt waits for its next check; a captured one is never asked about again.
    const [again] = await database.db.select().from(payments).where(eq(payments.token, token));
    expect(again!.nextCheckAt.getTime()).toBeGreaterThan(Date.now());
  });

  it('reconciliation closes an attempt whose hosted page expired unpaid', async () => {
    const { app, module } = mount(undefined, { env: { PAYMENT_RECONCILE_AFTER_MS: '0' } });
    const id = await insertBooking(database);
    const { token } = await start(app, id);
    await pay(app, token, 'expire');
    await module.service.reconcile(100);
    expect((await module.service.attempts(id))[0]!.status).toBe('expired');
    expect(await bookingZahlungsstatus(database, id)).toBe('offen');
  });
});

describe('the money trail', () => {
  it('records every status change of an attempt, and cannot be changed afterwards', async () => {
    const { app } = mount();
    const id = await insertBooking(database, { preisCent: 5_500 });
    const { token } = await start(app, id);
    await pay(app, token, 'success');
    await client(app, id).json(`Capture/${token}`);
    const trail = await database.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.buchungId, id))
      .orderBy(paymentEvents.id);
    expect(trail.map((row) => [row.fromStatus, row.toStatus, row.amountCent])).toEqual([
      [null, 'initializing', 5_500],
      ['initializing', 'pending', 5_500],
      ['pending', 'authorized', 5_500],
      ['authorized', 'capturing', 5_500],
      ['capturing', 'captured', 5_500],
    ]);
    expect(trail.at(-1)!.captureId).toBeTruthy();
    await expect(
      database.db.execute(
        sql`UPDATE payment_events SET to_status = 'failed' WHERE buchung_id = ${id}`,
      ),
    ).rejects.toThrow();
    await expect(
      database.db.execute(sql`DELETE FROM payment_events WHERE buchung_id = ${id}`),
    ).rejects.toThrow();
    expect(
      await database.db.select().from(paymentEvents).where(eq(paymentEvents.buchungId, id)),
    ).toHaveLength(5);
  });
});
