// POST /Kunde/Neu refuses a company's new customer it has stored already: the same first name and
// surname, or the same e-mail address (case and runs of spaces aside), 409 duplicateCustomer with
// those customers; `trotzdemAnlegen` creates it all the same. PGlite, or the PostgreSQL of
// TEST_DATABASE_URL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_COMPANIES } from '../db/seed-fixtures';
import { startTestServer, type TestServer } from '../testing/test-server';
import { newKey } from '../testing/booking-drafts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const { reinsurerA, hiddenB } = DEMO_COMPANIES;
type Saved = { kundeStamm: { id: number; vorname: string; name: string; email: string } };

/** A person of company `firmenId`; `tag` makes its names and address its own to this test. */
function person(firmenId: number, vorname: string, name: string, email = '') {
  return {
    kundeStamm: {
      id: null,
      firmenId,
      anrede: '',
      anredeId: null,
      vorname,
      name,
      co: '',
      email,
      mobil: '',
      telefon: '',
      kst: '4711',
      bereich: 'Einkauf',
    },
    kundeAdresse: {
      id: null,
      kundeId: null,
      strasse: '',
      plz: '30159',
      ort: 'Hannover',
      ortsteil: '',
    },
  };
}

const create = (cookie: string, body: object, key: string = newKey()) =>
  server.request('POST', '/api/Kunde/Neu', { body, cookie, headers: { 'Idempotency-Key': key } });

/** The company's customers of this surname, as its list finds them. */
async function listed(cookie: string, firmenId: number, name: string): Promise<number[]> {
  const res = await server.request(
    'GET',
    `/api/Kunde/SucheMitBereich/?firmenId=${firmenId}&suche=${encodeURIComponent(name)}&proSeite=100`,
    { cookie },
  );
  return (res.body.eintraege as Saved[]).map((c) => c.kundeStamm.id);
}

const tag = () =>
  `Dup${newKey()
    .slice(-8)
    .replace(/[^A-Za-z0-9]/g, 'x')}`;

describe('POST /Kunde/Neu: a customer stored already', () => {
  let cookie: string;
  beforeAll(async () => {
    cookie = await server.login(reinsurerA.firmenId);
  });

  it('the same names, case and runs of spaces aside: 409 duplicateCustomer naming the stored one, nothing created', async () => {
    const name = tag();
    const stored = await create(
      cookie,
      person(reinsurerA.firmenId, 'Anna Maria', name, `${name}@example.org`),
    );
    expect(stored.status).toBe(201);
    for (const [vorname, surname] of [
      ['Anna Maria', name],
      ['  anna   MARIA ', ` ${name.toUpperCase()}  `],
    ] as const) {
      const again = await create(cookie, person(reinsurerA.firmenId, vorname, surname));
      expect(again.status).toBe(409);
      expect(again.body.code).toBe('duplicateCustomer');
      expect(again.body.message).toMatch(/bereits gespeichert/);
      expect(again.body.duplikate).toEqual([stored.body]);
    }
    expect(await listed(cookie, reinsurerA.firmenId, name)).toEqual([stored.body.kundeStamm.id]);
    // Another first name, or a longer surname, is another person.
    expect((await create(cookie, person(reinsurerA.firmenId, 'Anna', name))).status).toBe(201);
    expect(
      (await create(cookie, person(reinsurerA.firmenId, 'Anna Maria', `${name}x`))).status,
    ).toBe(201);
  });

  it('the same e-mail address under other names (case aside): refused; no address matches none', async () => {
    const name = tag();
    const email = `${name.toLowerCase()}@example.org`;
    const stored = await create(cookie, person(reinsurerA.firmenId, 'Ida', name, email));
    expect(stored.status).toBe(201);
    const other = await create(
      cookie,
      person(reinsurerA.firmenId, 'Greta', `${name}-Anders`, ` ${email.toUpperCase()} `),
    );
    expect(other.status).toBe(409);
    expect(other.body.code).toBe('duplicateCustomer');
    expect(other.body.duplikate.map((c: Saved) => c.kundeStamm.id)).toEqual([
      stored.body.kundeStamm.id,
    ]);
    // Two people without an e-mail address are not the same for it.
    expect((await create(cookie, person(reinsurerA.firmenId, 'Ole', `${name}-Eins`))).status).toBe(
      201,
    );
    expect((await create(cookie, person(reinsurerA.firmenId, 'Ole', `${name}-Zwei`))).status).toBe(
      201,
    );
  });

  it('umlauts in another case are the same names too', async () => {
    const name = `Özdemir${tag()}`;
    expect((await create(cookie, person(reinsurerA.firmenId, 'Jürgen', name))).status).toBe(201);
    const again = await create(cookie, person(reinsurerA.firmenId, 'JÜRGEN', name.toUpperCase()));
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('duplicateCustomer');
  });

  it("another company's customer and a removed one are no duplicates", async () => {
    const name = tag();
    const email = `${name.toLowerCase()}@example.org`;
    const other = await server.login(hiddenB.firmenId);
    expect((await create(other, person(hiddenB.firmenId, 'Ida', name, email))).status).toBe(201);
    const first = await create(cookie, person(reinsurerA.firmenId, 'Ida', name, email));
    expect(first.status).toBe(201);
    const removed = await server.request('DELETE', `/api/Kunde/${first.body.kundeStamm.id}`, {
      cookie,
    });
    expect(removed.status).toBe(204);
    const again = await create(cookie, person(reinsurerA.firmenId, 'Ida', name, email));
    expect(again.status).toBe(201);
    expect(again.body.kundeStamm.id).not.toBe(first.body.kundeStamm.id);
  });

  it('trotzdemAnlegen creates it all the same; its replay answers it, with or without the flag', async () => {
    const name = tag();
    const body = person(reinsurerA.firmenId, 'Ida', name);
    const stored = await create(cookie, body);
    expect(stored.status).toBe(201);
    const key = newKey();
    const anyway = await create(cookie, { ...body, trotzdemAnlegen: true }, key);
    expect(anyway.status).toBe(201);
    expect(anyway.body.kundeStamm.id).not.toBe(stored.body.kundeStamm.id);
    for (const replay of [{ ...body, trotzdemAnlegen: true }, body]) {
      const again = await create(cookie, replay, key);
      expect(again.status).toBe(201);
      expect(again.body).toEqual(anyway.body);
    }
    expect((await listed(cookie, reinsurerA.firmenId, name)).sort()).toEqual(
      [stored.body.kundeStamm.id, anyway.body.kundeStamm.id].sort(),
    );
  });

  it('a replay of a creation (same Idempotency-Key) answers the customer created then, never a duplicate of itself', async () => {
    const name = tag();
    const body = person(reinsurerA.firmenId, 'Ida', name, `${name}@example.org`);
    const key = newKey();
    const first = await create(cookie, body, key);
    expect(first.status).toBe(201);
    const again = await create(cookie, body, key);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    // Three at once with one key: one customer, each answered with it.
    const key3 = newKey();
    const other = person(reinsurerA.firmenId, 'Ole', name);
    const answers = await Promise.all([1, 2, 3].map(() => create(cookie, other, key3)));
    expect(answers.map((res) => res.status)).toEqual([201, 201, 201]);
    expect(new Set(answers.map((res) => res.body.kundeStamm.id)).size).toBe(1);
    expect(await listed(cookie, reinsurerA.firmenId, name)).toHaveLength(2);
  });

  it('two different keys at once for the same person: one created, the other refused', async () => {
    const name = tag();
    const body = person(reinsurerA.firmenId, 'Ida', name);
    const answers = await Promise.all([create(cookie, body), create(cookie, body)]);
    expect(answers.map((res) => res.status).sort()).toEqual([201, 409]);
    expect(answers.find((res) => res.status === 409)!.body.code).toBe('duplicateCustomer');
    expect(await listed(cookie, reinsurerA.firmenId, name)).toHaveLength(1);
  });

  it('PUT /Kunde/Aktualisieren does not check it: a customer renamed like another one is saved', async () => {
    const name = tag();
    const first = await create(cookie, person(reinsurerA.firmenId, 'Ida', name));
    const second = await create(cookie, person(reinsurerA.firmenId, 'Ole', name));
    const renamed = await server.request('PUT', '/api/Kunde/Aktualisieren', {
      body: { ...second.body, kundeStamm: { ...second.body.kundeStamm, vorname: 'Ida' } },
      cookie,
    });
    expect(renamed.status).toBe(200);
    expect(first.status).toBe(201);
  });
});
