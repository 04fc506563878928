// Two server processes on one PostgreSQL, as operators run them behind a load balancer: two users
// create the same new person at the same moment, each on another process with its own
// Idempotency-Key. The company's creation lock (server/services/customer-duplicates.ts) makes one
// of them see the other: exactly one is created, the other is refused as stored already.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_COMPANIES } from '../db/seed-fixtures';
import { call } from '../testing/payment-flows';
import { queryInSchema, startInstances, type ServerProcess } from '../testing/server-process';

const url = process.env.TEST_DATABASE_URL;
const { reinsurerA } = DEMO_COMPANIES;
const TRIES = 12;

/** The company's rows of this surname, removed or not, straight from the table. */
async function rowsNamed(schemaName: string, name: string): Promise<number> {
  const rows = await queryInSchema<{ n: string }>(
    url!,
    schemaName,
    'SELECT count(*) AS n FROM customers WHERE firmen_id = $1 AND name = $2',
    [reinsurerA.firmenId, name],
  );
  return Number(rows[0]!.n);
}

describe.skipIf(!url)('the same new customer on two instances at once (PostgreSQL)', () => {
  let pair: Awaited<ReturnType<typeof startInstances>>;
  let a: ServerProcess;
  let b: ServerProcess;
  let cookie: string;
  beforeAll(async () => {
    pair = await startInstances(url!, 2, { PAYMENT_RECONCILE_MS: '0' });
    [a, b] = pair.instances as [ServerProcess, ServerProcess];
    const login = await call(a.origin, 'POST', '/api/Firma/LoginMitId/', {
      body: { firmenId: reinsurerA.firmenId, zugangscode: reinsurerA.zugangscode },
    });
    expect(login.status).toBe(200);
    cookie = login.headers
      .getSetCookie()
      .map((value) => value.split(';')[0])
      .join('; ');
  }, 90_000);
  afterAll(async () => {
    await pair?.close();
  });

  it(`${TRIES} tries: each time exactly one 201 and one 409 duplicateCustomer, and one row`, async () => {
    for (let i = 0; i < TRIES; i += 1) {
      const name = `Gleichzeitig${Date.now().toString(36)}${i}`;
      const body = {
        kundeStamm: {
          id: null,
          firmenId: reinsurerA.firmenId,
          anrede: '',
          anredeId: null,
          vorname: 'Ida',
          name,
          co: '',
          email: `${name.toLowerCase()}@example.org`,
          mobil: '',
          telefon: '',
          kst: '',
          bereich: '',
        },
        kundeAdresse: { id: null, kundeId: null, strasse: '', plz: '', ort: '', ortsteil: '' },
      };
      const post = (origin: string, key: string) =>
        call(origin, 'POST', '/api/Kunde/Neu', {
          body,
          headers: { Cookie: cookie, 'Idempotency-Key': key },
        });
      const answers = await Promise.all([
        post(a.origin, `race-${name}-a`),
        post(b.origin, `race-${name}-b`),
      ]);
      const label = `try ${i}: ${answers.map((res) => `${res.status} ${res.body?.code ?? ''}`).join(', ')}`;
      expect(answers.map((res) => res.status).sort(), label).toEqual([201, 409]);
      const refused = answers.find((res) => res.status === 409)!;
      const created = answers.find((res) => res.status === 201)!;
      expect(refused.body!.code, label).toBe('duplicateCustomer');
      expect(refused.body!.duplikate, label).toEqual([created.body]);
      expect(await rowsNamed(pair.schemaName, name), label).toBe(1);
    }
  }, 120_000);
});
