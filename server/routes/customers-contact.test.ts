import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { bookingLegs } from '../db/schema';
import { DEMO_COMPANIES } from '../db/seed-fixtures';
import { renderOutboxMail } from '../mail/render';
import {
  HOSTILE_STRINGS,
  LONG_STRING,
  startTestServer,
  type TestServer,
} from '../testing/test-server';
import { companyBookingDraft, dayFromToday, newKey } from '../testing/booking-drafts';
import { contactMessage, logisticsRequest } from '../testing/request-bodies';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const { mtu, hiddenA, hiddenB } = DEMO_COMPANIES;

/** Each call another person (name and e-mail address), so none is refused as a duplicate. */
let people = 0;
const newCustomer = (firmenId: number, overrides: Record<string, unknown> = {}) => ({
  kundeStamm: {
    id: null,
    firmenId,
    anrede: '',
    anredeId: 1,
    vorname: 'Tom',
    name: `Neumann ${(people += 1)}`,
    co: '',
    email: `tom.${people}@example.org`,
    mobil: '',
    telefon: '',
    kst: 'K-1',
    bereich: 'Einkauf',
    ...overrides,
  },
  kundeAdresse: {
    id: null,
    kundeId: null,
    strasse: 'Weg 1',
    plz: '30159',
    ort: 'Hannover',
    ortsteil: '',
  },
});

describe('customers', () => {
  it('searches by department and text, sorted by surname', async () => {
    const cookie = await server.login(mtu.firmenId);
    const dept = await server.request(
      'GET',
      `/api/Kunde/SucheMitBereich/?firmenId=${mtu.firmenId}&bereich=entwicklung`,
      { cookie },
    );
    expect(dept.status).toBe(200);
    expect(
      dept.body.eintraege.map((e: { kundeStamm: { name: string } }) => e.kundeStamm.name),
    ).toEqual(['Brandt', 'Kröger']);
    // A part of the department's name, as typed into the passenger search, finds it too.
    const part = await server.request(
      'GET',
      `/api/Kunde/SucheMitBereich/?firmenId=${mtu.firmenId}&bereich=${encodeURIComponent(' Entw ')}`,
      { cookie },
    );
    expect(
      part.body.eintraege.map((e: { kundeStamm: { name: string } }) => e.kundeStamm.name),
    ).toEqual(['Brandt', 'Kröger']);
    const text = await server.request(
      'GET',
      `/api/Kunde/SucheMitBereich/?firmenId=${mtu.firmenId}&suche=5120`,
      { cookie },
    );
    expect(text.body.gesamt).toBe(1);
    const fullName = await server.request(
      'GET',
      `/api/Kunde/SucheMitBereich/?firmenId=${mtu.firmenId}&suche=${encodeURIComponent('Jonas Brandt')}`,
      { cookie },
    );
    expect(
      fullName.body.eintraege.map((e: { kundeStamm: { name: string } }) => e.kundeStamm.name),
    ).toEqual(['Brandt']);
    expect(
      (
        await server.request('GET', `/api/Kunde/SucheMitBereich/?firmenId=${hiddenB.firmenId}`, {
          cookie,
        })
      ).status,
    ).toBe(403);
    expect((await server.request('GET', '/api/Kunde/SucheMitBereich/', { cookie })).status).toBe(
      400,
    );
    const noList = await server.login(hiddenA.firmenId);
    expect(
      (
        await server.request('GET', `/api/Kunde/SucheMitBereich/?firmenId=${hiddenA.firmenId}`, {
          cookie: noList,
        })
      ).status,
    ).toBe(403);
  });

  it('sorts by a column in either direction, then by name; an unknown order is refused', async () => {
    const cookie = await server.login(mtu.firmenId);
    const list = async (sortierung: string) => {
      const res = await server.request(
        'GET',
        `/api/Kunde/SucheMitBereich/?firmenId=${mtu.firmenId}&proSeite=100&sortierung=${sortierung}`,
        { cookie },
      );
      expect(res.status, sortierung).toBe(200);
      return (res.body.eintraege as { kundeStamm: { name: string; bereich: string } }[]).map(
        (e) => e.kundeStamm,
      );
    };
    const collator = new Intl.Collator('de');
    const byName = (await list('nameAuf')).map((k) => k.name);
    expect(byName.length).toBeGreaterThan(2);
    expect(byName).toEqual([...byName].sort(collator.compare));
    expect((await list('nameAb')).map((k) => k.name)).toEqual([...byName].reverse());
    const departments = (await list('bereichAb')).map((k) => k.bereich);
    expect(new Set(departments).size).toBeGreaterThan(1);
    expect(departments).toEqual([...departments].sort(collator.compare).reverse());
    expect(
      (
        await server.request(
          'GET',
          `/api/Kunde/SucheMitBereich/?firmenId=${mtu.firmenId}&sortierung=email`,
          { cookie },
        )
      ).status,
    ).toBe(400);
  });

  it('sorts names as a German phone book: case, umlauts (ä as ae) and ß do not put a name after Z', async () => {
    const cookie = await server.login(mtu.firmenId);
    const names = ['Zander', 'de Vries', 'Äbi', 'Özkan', 'Albers', 'Weiß', 'Weise', 'Oswald'];
    for (const name of names) {
      const body = newCustomer(mtu.firmenId);
      const created = await server.request('POST', '/api/Kunde/Neu', {
        body: { ...body, kundeStamm: { ...body.kundeStamm, name, bereich: 'Sortierprobe' } },
        cookie,
      });
      expect(created.status).toBe(201);
    }
    const res = await server.request(
      'GET',
      `/api/Kunde/SucheMitBereich/?firmenId=${mtu.firmenId}&bereich=Sortierprobe&proSeite=100&sortierung=nameAuf`,
      { cookie },
    );
    const listed = (res.body.eintraege as { kundeStamm: { name: string } }[]).map(
      (e) => e.kundeStamm.name,
    );
    expect(listed).toEqual([
      'Äbi',
      'Albers',
      'de Vries',
      'Özkan',
      'Oswald',
      'Weise',
      'Weiß',
      'Zander',
    ]);
  });

  it('sorts names with accented capitals and letters like ı, ş, ł, ø, å among their letter', async () => {
    // QA: "Úlfsson" of company 51632 was listed after "Zimmer".
    const cookie = await server.login(hiddenB.firmenId);
    const names = [
      'Zimmer',
      'Úlfsson',
      'Zander',
      'Yıldız',
      'Ébert',
      'Øster',
      'Łęcki',
      'Şahin',
      'Åberg',
      'Ullrich',
      'ÇELIK',
      'Yilmaz',
      'Oswald',
      'Ölker',
    ];
    for (const name of names) {
      const body = newCustomer(hiddenB.firmenId);
      const created = await server.request('POST', '/api/Kunde/Neu', {
        body: { ...body, kundeStamm: { ...body.kundeStamm, name, bereich: 'Akzentprobe' } },
        cookie,
      });
      expect(created.status).toBe(201);
    }
    const list = async (sortierung: string) => {
      const res = await server.request(
        'GET',
        `/api/Kunde/SucheMitBereich/?firmenId=${hiddenB.firmenId}&bereich=Akzentprobe&proSeite=100&sortierung=${sortierung}`,
        { cookie },
      );
      expect(res.status).toBe(200);
      return (res.body.eintraege as { kundeStamm: { name: string } }[]).map(
        (e) => e.kundeStamm.name,
      );
    };
    const ascending = [
      'Åberg',
      'ÇELIK',
      'Ébert',
      'Łęcki',
      'Ölker',
      'Øster',
      'Oswald',
      'Şahin',
      'Úlfsson',
      'Ullrich',
      'Yıldız',
      'Yilmaz',
      'Zander',
      'Zimmer',
    ];
    expect(await list('nameAuf')).toEqual(ascending);
    expect(await list('nameAb')).toEqual([...ascending].reverse());
  });

  it('creates, reads and updates a customer of the own company only', async () => {
    const cookie = await server.login(mtu.firmenId);
    const created = await server.request('POST', '/api/Kunde/Neu', {
      body: newCustomer(mtu.firmenId),
      cookie,
    });
    expect(created.status).toBe(201);
    const id = created.body.kundeStamm.id;
    expect(created.body.kundeStamm.anrede).toBe('Herr');
    const read = await server.request('GET', `/api/Kunde/Detail/${id}`, { cookie });
    expect(read.body.kundeStamm.bereich).toBe('Einkauf');
    const updated = await server.request('PUT', '/api/Kunde/Aktualisieren', {
      body: { ...created.body, kundeStamm: { ...created.body.kundeStamm, bereich: 'Vertrieb' } },
      cookie,
    });
    expect(updated.status).toBe(200);
    expect(updated.body.kundeStamm.bereich).toBe('Vertrieb');

    const other = await server.login(hiddenB.firmenId);
    expect((await server.request('GET', `/api/Kunde/Detail/${id}`, { cookie: other })).status).toBe(
      404,
    );
    expect(
      (
        await server.request('PUT', '/api/Kunde/Aktualisieren', {
          body: {
            ...created.body,
            kundeStamm: { ...created.body.kundeStamm, firmenId: hiddenB.firmenId },
          },
          cookie: other,
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await server.request('POST', '/api/Kunde/Neu', {
          body: newCustomer(mtu.firmenId),
          cookie: other,
        })
      ).status,
    ).toBe(403);
    expect(
      (await server.request('POST', '/api/Kunde/Neu', { body: newCustomer(mtu.firmenId) })).status,
    ).toBe(401);
    expect((await server.request('GET', '/api/Kunde/Detail/999999', { cookie })).status).toBe(404);
  });

  it('refuses a save based on an older read (409 conflict, docs/decisions/0021); without the version the last save wins', async () => {
    const cookie = await server.login(mtu.firmenId);
    const created = await server.request('POST', '/api/Kunde/Neu', {
      body: newCustomer(mtu.firmenId),
      cookie,
    });
    const id = created.body.kundeStamm.id;
    const read = (await server.request('GET', `/api/Kunde/Detail/${id}`, { cookie })).body;
    const save = (kundeStamm: Record<string, unknown>, base = read) =>
      server.request('PUT', '/api/Kunde/Aktualisieren', {
        body: { ...base, kundeStamm: { ...base.kundeStamm, ...kundeStamm } },
        cookie,
      });
    const tabA = await save({ telefon: '0511 1' });
    expect(tabA.status).toBe(200);
    expect(tabA.body.kundeStamm.version).toBe(read.kundeStamm.version + 1);
    const tabB = await save({ bereich: 'Vertrieb' });
    expect(tabB.status).toBe(409);
    expect(tabB.body.code).toBe('conflict');
    let stored = (await server.request('GET', `/api/Kunde/Detail/${id}`, { cookie })).body;
    expect(stored.kundeStamm).toMatchObject({ telefon: '0511 1', bereich: 'Einkauf' });
    // The answer's version: the same form's next save passes.
    const next = await save({ bereich: 'Vertrieb' }, tabA.body);
    expect(next.status).toBe(200);
    expect(next.body.kundeStamm).toMatchObject({ telefon: '0511 1', bereich: 'Vertrieb' });

    // A save that changes nothing keeps the version (0021): an open ride page is not refused.
    const unchanged = await save({}, next.body);
    expect(unchanged.status).toBe(200);
    expect(unchanged.body).toEqual(next.body);

    // Two saves of the same read at the same time: exactly one passes.
    const answers = await Promise.all([
      save({ kst: 'K-2' }, next.body),
      save({ co: 'Empfang' }, next.body),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const winner = answers.find((a) => a.status === 200)!;
    stored = (await server.request('GET', `/api/Kunde/Detail/${id}`, { cookie })).body;
    expect(stored).toEqual(winner.body);

    // Without a version (an older client) the save is accepted as before.
    const { version: _read, ...unversioned } = read.kundeStamm;
    const blind = await server.request('PUT', '/api/Kunde/Aktualisieren', {
      body: { ...read, kundeStamm: { ...unversioned, mobil: '0170 1' } },
      cookie,
    });
    expect(blind.status).toBe(200);
    expect(blind.body.kundeStamm).toMatchObject({ mobil: '0170 1', bereich: 'Einkauf' });
    // Another company's customer stays not found, whatever the version.
    const other = await server.login(hiddenB.firmenId);
    const foreign = await server.request('PUT', '/api/Kunde/Aktualisieren', {
      body: { ...read, kundeStamm: { ...read.kundeStamm, firmenId: hiddenB.firmenId } },
      cookie: other,
    });
    expect(foreign.status).toBe(404);
  });

  it('rejects bad customers and stores nothing', async () => {
    const cookie = await server.login(mtu.firmenId);
    const before = (
      await server.request(
        'GET',
        `/api/Kunde/SucheMitBereich/?firmenId=${mtu.firmenId}&proSeite=100`,
        { cookie },
      )
    ).body.gesamt;
    const cases = [
      newCustomer(mtu.firmenId, { name: '' }),
      newCustomer(mtu.firmenId, { email: 'x@' }),
      newCustomer(mtu.firmenId, { vorname: LONG_STRING }),
      newCustomer(mtu.firmenId, { anredeId: 77 }),
      newCustomer(mtu.firmenId, { firmenId: 'abc' }),
      { kundeStamm: null },
    ];
    for (const body of cases)
      expect((await server.request('POST', '/api/Kunde/Neu', { body, cookie })).status).toBe(400);
    const after = (
      await server.request(
        'GET',
        `/api/Kunde/SucheMitBereich/?firmenId=${mtu.firmenId}&proSeite=100`,
        { cookie },
      )
    ).body.gesamt;
    expect(after).toBe(before);
    for (const hostile of HOSTILE_STRINGS) {
      const res = await server.request('POST', '/api/Kunde/Neu', {
        body: newCustomer(mtu.firmenId, { bereich: hostile }),
        cookie,
      });
      expect(res.status).toBe(201);
      expect(res.body.kundeStamm.bereich).toBe(hostile);
    }
  });

  describe('a changed e-mail address', () => {
    interface OutboxRow {
      id: number;
      art: string;
      empfaenger: string;
      betreff: string;
      sprach: string;
      payload: { booking?: { voucher: string } };
    }
    const newest = async () =>
      (await server.request('GET', '/api/test/outbox?limit=500')).body as OutboxRow[];
    /** The outbox rows written since `before` (the newest id then), oldest first. */
    const since = async (before: number) =>
      (await newest()).filter((row) => row.id > before).reverse();
    const lastId = async () => (await newest())[0]?.id ?? 0;

    /** A saved passenger of company 51632 (invoice or card) with five bookings. */
    async function passengerWithBookings() {
      const cookie = await server.login(hiddenB.firmenId);
      const created = await server.request('POST', '/api/Kunde/Neu', {
        // Each test its own passenger of the same address, past the duplicate check.
        body: {
          ...newCustomer(hiddenB.firmenId, { name: 'Umzug', email: 'umzug.alt@example.org' }),
          trotzdemAnlegen: true,
        },
        cookie,
      });
      expect(created.status).toBe(201);
      const book = async (sprach: string, zahlungsartId = 2) => {
        const draft = companyBookingDraft(hiddenB.firmenId);
        const res = await server.request('POST', '/api/Buchung/Neu', {
          body: {
            ...draft,
            flughafen: 'HAM', // one of the company's airports
            zahlungsartId,
            buchungStamm: { ...draft.buchungStamm, sprach },
            kundeStamm: { ...created.body.kundeStamm, version: undefined },
            kundeAdresse: created.body.kundeAdresse,
          },
          cookie,
          headers: { 'Idempotency-Key': newKey() },
        });
        expect(res.status, JSON.stringify(res.body)).toBe(201);
        expect(res.body.kundeStamm.id).toBe(created.body.kundeStamm.id);
        return res.body.buchungStamm as { id: number; voucher: string; zahlungsstatus: string };
      };
      const german = await book('de');
      const english = await book('en');
      const cancelled = await book('de');
      const cancel = await server.request('DELETE', `/api/Buchung/Stornieren/${cancelled.id}`, {
        cookie,
      });
      expect(cancel.status).toBeLessThan(300);
      // A ride that is over: written as such, the API books no past ride.
      const past = await book('de');
      await server.database.db
        .update(bookingLegs)
        .set({ datum: dayFromToday(-2) })
        .where(eq(bookingLegs.buchungId, past.id));
      const unpaidCard = await book('de', 1);
      expect(unpaidCard.zahlungsstatus).toBe('offen');
      const customer = (
        await server.request('GET', `/api/Kunde/Detail/${created.body.kundeStamm.id}`, { cookie })
      ).body;
      return { cookie, customer, german, english, cancelled, past, unpaidCard };
    }

    it("the new address gets each confirmed upcoming booking's change mail with its links; the old one its notice", async () => {
      const { cookie, customer, german, english } = await passengerWithBookings();
      const before = await lastId();
      const saved = await server.request('PUT', '/api/Kunde/Aktualisieren', {
        body: {
          ...customer,
          kundeStamm: { ...customer.kundeStamm, email: 'umzug.neu@example.org' },
        },
        cookie,
      });
      expect(saved.status).toBe(200);
      const rows = await since(before);
      const toNew = rows.filter((row) => row.empfaenger === 'umzug.neu@example.org');
      // One per booking that gets mails: not the cancelled, the past or the unpaid card booking.
      expect(toNew.map((row) => [row.art, row.sprach, row.payload.booking?.voucher])).toEqual([
        ['buchungsaenderung', 'de', german.voucher],
        ['buchungsaenderung', 'en', english.voucher],
      ]);
      const links = { baseUrl: 'https://shuttle.example' };
      for (const [row, voucher, lang] of [
        [toNew[0]!, german.voucher, 'de'],
        [toNew[1]!, english.voucher, 'en'],
      ] as const) {
        const mail = await renderOutboxMail(row as never, links);
        expect(mail.subject).toContain(voucher);
        expect(mail.lang ?? row.sprach).toBe(lang);
        expect(mail.text).toContain(
          `https://shuttle.example/tracking?voucher=${voucher}&name=Umzug${lang === 'en' ? '&sprache=en' : ''}`,
        );
      }
      // The old address: its notice, as before, naming the same bookings; the company nothing.
      expect(rows.filter((row) => row.empfaenger !== 'umzug.neu@example.org')).toEqual([
        expect.objectContaining({
          art: 'emailaenderung',
          empfaenger: 'umzug.alt@example.org',
          sprach: 'de',
          payload: { vouchers: [german.voucher], neueEmail: 'u***@example.org' },
        }),
        expect.objectContaining({
          art: 'emailaenderung',
          empfaenger: 'umzug.alt@example.org',
          sprach: 'en',
          payload: { vouchers: [english.voucher], neueEmail: 'u***@example.org' },
        }),
      ]);
    });

    it('the same address (letter case and spaces aside) or an emptied one gets no booking mail', async () => {
      const { cookie, customer } = await passengerWithBookings();
      const save = async (base: typeof customer, kundeStamm: Record<string, unknown>) => {
        const res = await server.request('PUT', '/api/Kunde/Aktualisieren', {
          body: { ...base, kundeStamm: { ...base.kundeStamm, ...kundeStamm } },
          cookie,
        });
        expect(res.status).toBe(200);
        return res.body as typeof customer;
      };
      const before = await lastId();
      const phone = await save(customer, { telefon: '0421 5' });
      const cased = await save(phone, { email: 'Umzug.Alt@Example.org' });
      expect(cased.kundeStamm.email).toBe('Umzug.Alt@Example.org');
      expect(await since(before)).toEqual([]);
      // Emptied: the old address is told, there is no new one to write to.
      await save(cased, { email: '' });
      expect((await since(before)).map((row) => [row.art, row.empfaenger])).toEqual([
        ['emailaenderung', 'Umzug.Alt@Example.org'],
        ['emailaenderung', 'Umzug.Alt@Example.org'],
      ]);
    });
  });

  describe('with an Idempotency-Key', () => {
    const create = (cookie: string, body: object, key?: string) =>
      server.request('POST', '/api/Kunde/Neu', {
        body,
        cookie,
        ...(key ? { headers: { 'Idempotency-Key': key } } : {}),
      });
    const named = async (cookie: string, firmenId: number, name: string) =>
      (
        await server.request(
          'GET',
          `/api/Kunde/SucheMitBereich/?firmenId=${firmenId}&suche=${name}&proSeite=100`,
          { cookie },
        )
      ).body.gesamt as number;

    it('a retry answers the customer created first (same id) and creates nothing again', async () => {
      const cookie = await server.login(mtu.firmenId);
      const body = newCustomer(mtu.firmenId, { name: 'Wiederholt' });
      const first = await create(cookie, body, 'customer-retry-0001');
      expect(first.status).toBe(201);
      const again = await create(cookie, body, 'customer-retry-0001');
      expect(again.status).toBe(201);
      expect(again.body).toEqual(first.body);
      expect(await named(cookie, mtu.firmenId, 'Wiederholt')).toBe(1);

      const changed = await create(
        cookie,
        newCustomer(mtu.firmenId, { name: 'Wiederholt', vorname: 'Tim' }),
        'customer-retry-0001',
      );
      expect(changed.status).toBe(409);
      expect(changed.body.code).toBe('idempotencyKeyReused');
      const malformed = await create(cookie, body, 'kurz');
      expect(malformed.status).toBe(400);
      expect(malformed.body.fieldErrors[0].path).toBe('header.Idempotency-Key');
      expect(await named(cookie, mtu.firmenId, 'Wiederholt')).toBe(1);
      // Without a key (other clients of the API) each request is a new one: the same person
      // again is refused as stored already, and created when the request says so.
      expect((await create(cookie, body)).body.code).toBe('duplicateCustomer');
      expect((await create(cookie, { ...body, trotzdemAnlegen: true })).status).toBe(201);
      expect(await named(cookie, mtu.firmenId, 'Wiederholt')).toBe(2);
    });

    it('the same customer sent three times at once is created once', async () => {
      const cookie = await server.login(mtu.firmenId);
      const body = newCustomer(mtu.firmenId, { name: 'Dreifach' });
      const answers = await Promise.all(
        [1, 2, 3].map(() => create(cookie, body, 'customer-3x-01')),
      );
      expect(answers.map((res) => res.status)).toEqual([201, 201, 201]);
      expect(new Set(answers.map((res) => res.body.kundeStamm.id)).size).toBe(1);
      expect(await named(cookie, mtu.firmenId, 'Dreifach')).toBe(1);
    });

    it("a key is the company's own: another company's same key creates its own customer", async () => {
      const body = newCustomer(mtu.firmenId, { firmenId: null, name: 'Schluesselgleich' });
      const a = await create(await server.login(mtu.firmenId), body, 'customer-shared-01');
      const other = await server.login(hiddenB.firmenId);
      const b = await create(other, body, 'customer-shared-01');
      expect([a.status, b.status]).toEqual([201, 201]);
      expect(b.body.kundeStamm.firmenId).toBe(hiddenB.firmenId);
      expect(b.body.kundeStamm.id).not.toBe(a.body.kundeStamm.id);
    });
  });
});

describe('contact and logistics', () => {
  const contact = contactMessage({ anredeId: 2 });
  const logistics = logisticsRequest();

  it('stores contact messages and logistics requests in the outbox', async () => {
    const a = await server.request('POST', '/api/NeuKontakt/SendEmail/', { body: contact });
    expect(a.status).toBe(202);
    expect(a.body.referenz).toMatch(/^KON-\d{6}$/);
    const b = await server.request('POST', '/api/NeuKontakt/SendEmail/', {
      body: logistics,
      lang: 'en',
    });
    expect(b.status).toBe(202);
    expect(b.body.referenz).toMatch(/^LOG-\d{6}$/);
    const outbox = await server.request('GET', '/api/test/outbox?limit=4');
    // Each request: the operator's notification, then the sender's copy with the reference.
    expect(outbox.body.map((m: { art: string }) => m.art)).toEqual([
      'eingangsbestaetigung',
      'logistik',
      'eingangsbestaetigung',
      'kontakt',
    ]);
    expect(outbox.body[1].sprach).toBe('en');
    expect(outbox.body[3].payload.nachricht).toBe(contact.nachricht);
    expect(outbox.body[0]).toMatchObject({
      empfaenger: 'k@example.org',
      sprach: 'en',
      payload: { anlass: 'logistik', referenz: b.body.referenz },
    });
    expect(outbox.body[2]).toMatchObject({
      empfaenger: contact.email,
      betreff: `Ihre Anfrage ist eingegangen – ${a.body.referenz}`,
    });
  });

  const send = (body: object, key: string) =>
    server.request('POST', '/api/NeuKontakt/SendEmail/', {
      body,
      headers: { 'Idempotency-Key': key },
    });
  const outboxSize = async () =>
    (await server.request('GET', '/api/test/outbox?limit=500')).body.length as number;

  it('a retry with the same Idempotency-Key answers the first receipt and stores nothing again', async () => {
    const before = await outboxSize();
    const first = await send(contact, 'contact-retry-0001');
    expect(first.status).toBe(202);
    const again = await send(contact, 'contact-retry-0001');
    expect(again.status).toBe(202);
    expect(again.body).toEqual(first.body);
    // The operator's notification and the sender's copy, once.
    expect(await outboxSize()).toBe(before + 2);

    const changed = await send({ ...contact, betreff: 'Andere Frage' }, 'contact-retry-0001');
    expect(changed.status).toBe(409);
    expect(changed.body.code).toBe('idempotencyKeyReused');
    const malformed = await send(contact, 'kurz');
    expect(malformed.status).toBe(400);
    expect(malformed.body.fieldErrors[0].path).toBe('header.Idempotency-Key');
    // Without a key (other clients of the API) each request is a message of its own.
    expect(
      (await server.request('POST', '/api/NeuKontakt/SendEmail/', { body: contact })).status,
    ).toBe(202);
    expect(await outboxSize()).toBe(before + 4);
  });

  it('the same request sent three times at once stores one request', async () => {
    const before = await outboxSize();
    const answers = await Promise.all([1, 2, 3].map(() => send(logistics, 'logistics-twice-0001')));
    expect(answers.map((res) => res.status)).toEqual([202, 202, 202]);
    expect(new Set(answers.map((res) => res.body.referenz)).size).toBe(1);
    expect(await outboxSize()).toBe(before + 2);
  });

  it('rejects bad messages and stores nothing', async () => {
    const before = (await server.request('GET', '/api/test/outbox?limit=500')).body.length;
    const cases = [
      { ...contact, art: 'spam' },
      { ...contact, email: 'nope' },
      { ...contact, nachricht: 'x'.repeat(5001) },
      { ...contact, einwilligungDatenschutz: false },
      { ...contact, name: undefined },
      { ...logistics, leistung: 'rakete' },
      { ...logistics, datum: '31.12.2026' },
    ];
    for (const body of cases) {
      const res = await server.request('POST', '/api/NeuKontakt/SendEmail/', { body });
      expect(res.status, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(res.body.fieldErrors.length).toBeGreaterThan(0);
    }
    expect(
      (await server.request('POST', '/api/NeuKontakt/SendEmail/', { raw: 'not json' })).status,
    ).toBe(400);
    expect((await server.request('GET', '/api/test/outbox?limit=500')).body.length).toBe(before);
  });
});
