// Where the payer is sent back to (ReturnUrl) and where the provider reports (notify URL): the
// configured PUBLIC_BASE_URL, else this request's own host. X-Forwarded-Host/-Proto are believed
// only behind a trusted proxy (TRUST_PROXY); before, any caller could name the host.
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { createPaymentModule } from './index';
import { sandboxPaymentPages } from './schema';
import { insertBooking, openPaymentTestDatabase, testAccess } from './test-support';

let database: Database;
beforeAll(async () => {
  database = await openPaymentTestDatabase();
});
afterAll(async () => {
  await database.close();
});

/** Initializes a payment as a browser on http://shuttle.local would, plus `headers`; returns the page's URLs. */
async function initialize(env: Record<string, string>, headers: Record<string, string>) {
  const module = createPaymentModule({
    db: database.db,
    access: testAccess(database),
    env: { NODE_ENV: 'test', ...env },
    sandboxNotify: false,
  });
  const app = new Hono();
  app.route('/api/Saferpay', module.api);
  const id = await insertBooking(database);
  const response = await app.request('http://shuttle.local/api/Saferpay/PaymentPageInitialize', {
    method: 'POST',
    headers: {
      Host: 'shuttle.local',
      'Content-Type': 'application/json',
      'X-Buchung-Token': `token-${id}`,
      ...headers,
    },
    body: JSON.stringify({ buchungId: id }),
  });
  expect(response.status).toBe(200);
  const { token } = (await response.json()) as { token: string };
  const [page] = await database.db
    .select()
    .from(sandboxPaymentPages)
    .where(eq(sandboxPaymentPages.token, token));
  return { id, returnUrl: page!.returnUrl, notifyUrl: page!.notifyUrl ?? '' };
}

const foreign = { 'X-Forwarded-Host': 'evil.example', 'X-Forwarded-Proto': 'https' };

describe('payment return URL', () => {
  it('ignores a foreign X-Forwarded-Host without a trusted proxy: back to the real host', async () => {
    const { id, returnUrl, notifyUrl } = await initialize({}, foreign);
    expect(returnUrl).toBe(`http://shuttle.local/zahlung?buchung=${id}`);
    expect(notifyUrl).not.toContain('evil.example');
  });

  it('takes the configured PUBLIC_BASE_URL whatever the headers say', async () => {
    const { id, returnUrl } = await initialize(
      { PUBLIC_BASE_URL: 'https://shuttle.example/', TRUST_PROXY: '1' },
      foreign,
    );
    expect(returnUrl).toBe(`https://shuttle.example/zahlung?buchung=${id}`);
  });

  it('believes the proxy named by TRUST_PROXY, and only the entry that proxy wrote', async () => {
    const behindProxy = await initialize(
      { TRUST_PROXY: '1' },
      { 'X-Forwarded-Host': 'evil.example, shuttle.example', 'X-Forwarded-Proto': 'https' },
    );
    expect(behindProxy.returnUrl).toBe(`https://shuttle.example/zahlung?buchung=${behindProxy.id}`);

    const off = await initialize({ TRUST_PROXY: '0' }, foreign);
    expect(off.returnUrl).toBe(`http://shuttle.local/zahlung?buchung=${off.id}`);
  });

  it('refuses a forwarded host that would change the shape of the URL', async () => {
    const { id, returnUrl } = await initialize(
      { TRUST_PROXY: '1' },
      { 'X-Forwarded-Host': 'evil.example/x?', 'X-Forwarded-Proto': 'javascript' },
    );
    expect(returnUrl).toBe(`http://shuttle.local/zahlung?buchung=${id}`);
  });
});
