// Throttling across two real server processes on one PostgreSQL (issue 12, point 6): the counter
// is one row per key changed by one statement, so parallel attempts on both processes can never
// all pass. TRUST_PROXY=1 as behind one reverse proxy: the proxy's entry (rightmost) is the client.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_COMPANIES } from '../db/seed-fixtures';
import { newCustomer } from '../../src/domain/booking';
import { startInstances } from '../testing/server-process';
import { contactMessage } from '../testing/request-bodies';

const url = process.env.TEST_DATABASE_URL;

describe.skipIf(!url)('throttling on two instances (PostgreSQL)', () => {
  let cluster: Awaited<ReturnType<typeof startInstances>>;
  beforeAll(async () => {
    cluster = await startInstances(url!, 2, { TRUST_PROXY: '1', ANONYMOUS_WRITE_LIMIT: '4' });
  }, 120_000);
  afterAll(async () => {
    await cluster?.close();
  });

  const mtu = DEMO_COMPANIES.mtu;
  const origin = (i: number) => cluster.instances[i % 2]!.origin;
  const login = (i: number, forwardedFor: string, zugangscode: string) =>
    fetch(`${origin(i)}/api/Firma/LoginMitId/`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': forwardedFor },
      body: JSON.stringify({ firmenId: mtu.firmenId, zugangscode }),
    });

  it('30 parallel wrong access codes on both processes: at most 5 are checked; the real company still logs in', async () => {
    // Each request names a different (spoofed) address in front; the proxy's entry is the same.
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => login(i, `10.0.0.${i}, 198.51.100.7`, `wrong-${i}`)),
    );
    const statuses = answers.map((res) => res.status);
    expect(statuses.filter((status) => status !== 429)).toEqual([401, 401, 401, 401, 401]);
    for (const res of answers.filter((r) => r.status === 429))
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    // Another address (here even one the attacker named in front) logs in on either process.
    expect((await login(0, '10.0.0.3', mtu.zugangscode)).status).toBe(200);
    expect((await login(1, '203.0.113.20', mtu.zugangscode)).status).toBe(200);
  });

  it('anonymous contact messages are limited per address over both processes', async () => {
    const send = (i: number, forwardedFor: string) =>
      fetch(`${origin(i)}/api/NeuKontakt/SendEmail/`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'X-Forwarded-For': forwardedFor,
          'Accept-Language': 'en',
        },
        body: JSON.stringify(contactMessage()),
      });
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => send(i, '198.51.100.8')),
    );
    expect(answers.filter((res) => res.status === 202)).toHaveLength(4);
    const refused = answers.filter((res) => res.status === 429);
    expect(refused).toHaveLength(6);
    expect(await refused[0]!.json()).toMatchObject({ code: 'tooManyRequests' });
    expect(Number(refused[0]!.headers.get('retry-after'))).toBeGreaterThan(500);
    expect((await send(1, '203.0.113.21')).status).toBe(202);
  });

  it('one contact message with its Idempotency-Key, ten times at once over both processes: stored once, one slot taken', async () => {
    const outboxSize = async () =>
      ((await (await fetch(`${origin(0)}/api/test/outbox?limit=500`)).json()) as unknown[]).length;
    const before = await outboxSize();
    const send = (i: number, nachricht: string) =>
      fetch(`${origin(i)}/api/NeuKontakt/SendEmail/`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'X-Forwarded-For': '198.51.100.9',
          'Idempotency-Key': `twice-${nachricht}`,
        },
        body: JSON.stringify(contactMessage({ nachricht })),
      });
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => send(i, 'eins')));
    expect(answers.map((res) => res.status)).toEqual(Array(10).fill(202));
    const receipts = await Promise.all(answers.map((res) => res.json()));
    expect(new Set(receipts.map((r: { referenz: string }) => r.referenz)).size).toBe(1);
    expect(await outboxSize()).toBe(before + 2);
    // The replays gave their slots back: three more messages fit this address's limit of four.
    const more = await Promise.all(['zwei', 'drei', 'vier'].map((text, i) => send(i, text)));
    expect(more.map((res) => res.status)).toEqual([202, 202, 202]);
  });

  it("one company's new customer with its Idempotency-Key, ten times at once over both processes: created once", async () => {
    const session = await login(0, '198.51.100.10', mtu.zugangscode);
    expect(session.status).toBe(200);
    const cookie = session.headers
      .getSetCookie()
      .map((value) => value.split(';')[0])
      .join('; ');
    const name = `Zweiprozess${Date.now()}`;
    const create = (i: number) =>
      fetch(`${origin(i)}/api/Kunde/Neu`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Cookie: cookie,
          'Idempotency-Key': `customer-${name}`,
        },
        body: JSON.stringify({
          kundeStamm: { ...newCustomer(mtu.firmenId), vorname: 'Ida', name },
          kundeAdresse: { id: null, kundeId: null, strasse: '', plz: '', ort: '', ortsteil: '' },
        }),
      });
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => create(i)));
    expect(answers.map((res) => res.status)).toEqual(Array(10).fill(201));
    const created = await Promise.all(answers.map((res) => res.json()));
    expect(new Set(created.map((c: { kundeStamm: { id: number } }) => c.kundeStamm.id)).size).toBe(
      1,
    );
    const found = await fetch(
      `${origin(1)}/api/Kunde/SucheMitBereich/?firmenId=${mtu.firmenId}&suche=${name}`,
      { headers: { Cookie: cookie } },
    );
    expect(((await found.json()) as { gesamt: number }).gesamt).toBe(1);
  });
});
