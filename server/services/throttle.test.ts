// Throttling of access codes and tracking lookups (issue 12, point 6), in-process on PGlite or on
// the PostgreSQL of TEST_DATABASE_URL. Client addresses come from X-Forwarded-For with one
// trusted proxy; the clock is the test's, so locks end when the test says so.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_BOOKINGS, DEMO_COMPANIES } from '../db/seed-fixtures';
import { startTestServer, type TestServer } from '../testing/test-server';
import { backoffDelayMs } from './throttle';
import { DEFAULT_THROTTLE } from '../app';

let server: TestServer;
let clock = Date.parse('2030-01-10T10:00:00Z');
const tick = (ms: number) => (clock += ms);

beforeAll(async () => {
  server = await startTestServer({
    now: () => new Date(clock),
    trustProxy: 1,
    throttle: { maxFailuresPerClient: 12 },
  });
});
afterAll(async () => {
  await server?.close();
});
beforeEach(async () => {
  await server.request('DELETE', '/api/test/login-failures');
  tick(60 * 60_000);
});

const mtu = DEMO_COMPANIES.mtu;
const ATTACKER = '198.51.100.7';
const VICTIM = '203.0.113.20';

const login = (from: string, zugangscode: string, lang: 'de' | 'en' = 'de') =>
  server.request('POST', '/api/Firma/LoginMitId/', {
    body: { firmenId: mtu.firmenId, zugangscode },
    headers: { 'X-Forwarded-For': from },
    lang,
  });
const track = (from: string, voucher: string, name: string) =>
  server.request('GET', `/api/Buchung/Detail/${voucher}?name=${encodeURIComponent(name)}`, {
    headers: { 'X-Forwarded-For': from },
  });

describe('check and count are one statement', () => {
  it('30 parallel wrong access codes: at most 5 are checked, all others get 429', async () => {
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => login(ATTACKER, `wrong-${i}`)),
    );
    const statuses = answers.map((res) => res.status);
    expect(statuses.filter((status) => status !== 429)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.filter((status) => status === 429)).toHaveLength(25);
  });

  it('30 parallel wrong surnames for one voucher: at most 5 are looked up', async () => {
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        track(ATTACKER, DEMO_BOOKINGS.tracking.voucher, `Falsch${i}`),
      ),
    );
    expect(answers.filter((res) => res.status !== 429).map((res) => res.status)).toEqual([
      404, 404, 404, 404, 404,
    ]);
  });
});

describe('per company and address, with a growing delay', () => {
  it('an attacker elsewhere cannot lock the real company out, and is answered 429 with Retry-After', async () => {
    let last = 0;
    for (let i = 0; i < 9; i += 1) {
      const res = await login(ATTACKER, `guess-${i}`, 'en');
      last = res.status;
      if (res.status === 429) {
        expect(res.body).toMatchObject({
          code: 'tooManyRequests',
          message: 'Too many attempts. Please wait a moment.',
        });
        expect(Number(res.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      }
    }
    expect(last).toBe(429);
    const real = await login(VICTIM, mtu.zugangscode);
    expect(real.status).toBe(200);
    expect(real.body.firmenId).toBe(mtu.firmenId);
    // The attacker is still locked: the victim's success clears only the victim's counter.
    expect((await login(ATTACKER, mtu.zugangscode)).status).toBe(429);
  });

  it('after five failures each further try waits twice as long: 1 s, 2 s, 4 s', async () => {
    for (let i = 0; i < 5; i += 1) expect((await login(ATTACKER, `guess-${i}`)).status).toBe(401);
    const waits: number[] = [];
    for (const ms of [1_000, 2_000, 4_000]) {
      const blocked = await login(ATTACKER, 'too-early');
      expect(blocked.status).toBe(429);
      waits.push(Number(blocked.headers.get('retry-after')));
      tick(ms);
      expect((await login(ATTACKER, 'after-the-wait')).status).toBe(401);
    }
    expect(waits).toEqual([1, 2, 4]);
    expect((await login(ATTACKER, 'x')).headers.get('retry-after')).toBe('8');
    // The right code after the wait: in, and the counter starts afresh.
    tick(8_000);
    expect((await login(ATTACKER, mtu.zugangscode)).status).toBe(200);
    expect((await login(ATTACKER, 'typo')).status).toBe(401);
  });

  it('no lock yet: a try whose clock reads a moment behind the last one passes (two processes at once)', async () => {
    const { voucher, name } = DEMO_BOOKINGS.tracking;
    expect((await track(ATTACKER, voucher, 'Tippfehler')).status).toBe(404);
    // The right surname, sent at the same time from another tab, read its clock 5 ms earlier.
    tick(-5);
    expect((await track(ATTACKER, voucher, name)).status).toBe(200);
  });

  it('caps the delay and forgets a pair after a quiet window', () => {
    const policy = DEFAULT_THROTTLE;
    expect([4, 5, 6, 7].map((n) => backoffDelayMs(n, policy))).toEqual([0, 1_000, 2_000, 4_000]);
    expect(backoffDelayMs(40, policy)).toBe(policy.maxDelayMs);
  });

  it('a quiet window after the last lock resets the pair', async () => {
    for (let i = 0; i < 5; i += 1) await login(ATTACKER, `guess-${i}`);
    expect((await login(ATTACKER, 'x')).status).toBe(429);
    tick(1_000 + DEFAULT_THROTTLE.windowMs);
    for (let i = 0; i < 5; i += 1) expect((await login(ATTACKER, `again-${i}`)).status).toBe(401);
  });

  it('on /tracking a stranger failing for the voucher does not lock the passenger out', async () => {
    const { voucher, name } = DEMO_BOOKINGS.tracking;
    for (let i = 0; i < 8; i += 1) await track(ATTACKER, voucher, `Falsch${i}`);
    expect((await track(ATTACKER, voucher, name)).status).toBe(429);
    const passenger = await track(VICTIM, voucher, name);
    expect(passenger.status).toBe(200);
  });
});

describe('per client address over all subjects', () => {
  it('caps one address across companies and vouchers (credential stuffing), not other addresses', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 13; i += 1)
      statuses.push(
        (await track(ATTACKER, `ZZZZZZZZ${String(i).padStart(2, '0')}`, 'Niemand')).status,
      );
    expect(statuses.slice(0, 12).every((status) => status === 404)).toBe(true);
    expect(statuses[12]).toBe(429);
    const other = await login(ATTACKER, mtu.zugangscode);
    expect(other.status).toBe(429);
    expect(Number(other.headers.get('retry-after'))).toBeGreaterThan(60);
    expect((await login(VICTIM, mtu.zugangscode)).status).toBe(200);
  });

  it('successful logins and lookups do not use up the cap', async () => {
    for (let i = 0; i < 20; i += 1) expect((await login(VICTIM, mtu.zugangscode)).status).toBe(200);
    for (let i = 0; i < 20; i += 1)
      expect(
        (await track(VICTIM, DEMO_BOOKINGS.tracking.voucher, DEMO_BOOKINGS.tracking.name)).status,
      ).toBe(200);
  });
});

describe('TRUST_PROXY counts hops from the right', () => {
  it('a spoofed leftmost X-Forwarded-For entry neither frees the attacker nor locks out the address it names', async () => {
    // The proxy appends the address it saw; the attacker writes the victim's address in front.
    for (let i = 0; i < 8; i += 1) await login(`${VICTIM}, ${ATTACKER}`, `guess-${i}`);
    const rotated = await login(`10.${clock % 200}.0.1, ${ATTACKER}`, 'another');
    expect(rotated.status).toBe(429);
    expect((await login(VICTIM, mtu.zugangscode)).status).toBe(200);
  });
});
