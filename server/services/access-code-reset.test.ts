// "Zugangscode vergessen?" end to end on the server: the request writes a link mail through the
// outbox (delivered here to a real SMTP server), says the same for unknown companies, is
// throttled; the link sets a new code once, expires, and ends the company's sessions.
// Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL (the concurrency test then races real
// connections of a pool).
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { accessCodeResets, outbox } from '../db/schema';
import { DEMO_COMPANIES } from '../db/seed-fixtures';
import { sha256 } from '../lib/crypto';
import { mailDelivery } from '../testing/mail-delivery';
import { startSmtpSink, type SmtpSink } from '../testing/smtp-sink';
import { startTestServer, type TestServer } from '../testing/test-server';

const headerNames = (headers: Headers) => {
  const names: string[] = [];
  headers.forEach((_value, name) => names.push(name));
  return names.sort();
};

describe('access code reset', () => {
  let server: TestServer;
  let sink: SmtpSink;
  let clock = Date.now();

  beforeAll(async () => {
    server = await startTestServer({ now: () => new Date(clock), trustProxy: 1 });
    sink = await startSmtpSink();
  });
  afterAll(async () => {
    await sink.close();
    await server.close();
  });
  beforeEach(async () => {
    clock = Date.now();
    await server.request('DELETE', '/api/test/login-failures');
  });

  const forgot = (kennung: string, lang: 'de' | 'en' = 'de', ip = '198.51.100.1') =>
    server.request('POST', '/api/Firma/ZugangscodeVergessen/', {
      body: { kennung },
      lang,
      headers: { 'X-Forwarded-For': ip },
    });
  const setCode = (token: string, zugangscode: string) =>
    server.request('POST', '/api/Firma/ZugangscodeSetzen/', { body: { token, zugangscode } });
  const checkLink = (token: string) =>
    server.request('POST', '/api/Firma/ZugangscodeLink/', { body: { token } });
  const loginWith = (firmenId: number, zugangscode: string) =>
    server.request('POST', '/api/Firma/LoginMitId/', { body: { firmenId, zugangscode } });
  const resetMails = async () =>
    await server.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.art, 'zugangscode'))
      .orderBy(outbox.id);
  /** The token of the newest reset mail (payload until the link is used or expired). */
  const newestToken = async () => {
    const rows = await resetMails();
    return (rows.at(-1)!.payload as { token: string }).token;
  };

  it('mails a link to the company registered e-mail (German), storing only the token hash', async () => {
    const company = DEMO_COMPANIES.plain;
    const before = (await resetMails()).length;
    const res = await forgot(String(company.firmenId));
    expect(res.status).toBe(204);
    const rows = await resetMails();
    expect(rows.length).toBe(before + 1);
    expect(rows.at(-1)).toMatchObject({
      empfaenger: company.email,
      sprach: 'de',
      betreff: 'Neuen Zugangscode festlegen',
    });
    const token = await newestToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const stored = await server.database.db
      .select()
      .from(accessCodeResets)
      .where(eq(accessCodeResets.firmenId, company.firmenId));
    expect(stored.map((row) => row.tokenHash)).toContain(sha256(token));
    expect(stored.map((row) => row.tokenHash)).not.toContain(token);

    const mail = (await mailDelivery(server.database.db, sink)()).find((m) =>
      m.envelopeTo.includes(company.email),
    );
    expect(mail, 'reset mail delivered').toBeDefined();
    expect(mail!.parsed.subject).toBe('Neuen Zugangscode festlegen');
    expect(mail!.parsed.text).toContain(
      `https://shuttle.example/zugangscode-zuruecksetzen?token=${token}&sprache=de`,
    );
    expect(mail!.parsed.text).toContain('60 Minuten');
    expect(mail!.parsed.html).toContain('<html lang="de">');
  });

  it('finds the company by its login e-mail in any case and writes in English on the English site', async () => {
    const company = DEMO_COMPANIES.conti;
    const res = await forgot(company.email.toUpperCase(), 'en');
    expect(res.status).toBe(204);
    expect((await resetMails()).at(-1)).toMatchObject({
      empfaenger: company.email,
      sprach: 'en',
      betreff: 'Set a new access code',
    });
  });

  it('answers an unknown id or e-mail exactly like a known one and writes nothing', async () => {
    const mailsBefore = (await resetMails()).length;
    const linksBefore = (await server.database.db.select().from(accessCodeResets)).length;
    const known = await forgot(String(DEMO_COMPANIES.mtu.firmenId));
    const unknownId = await forgot('999999');
    const unknownEmail = await forgot('niemand@example.org');
    for (const res of [unknownId, unknownEmail]) {
      expect(res.status).toBe(known.status);
      expect(res.body).toEqual(known.body);
      expect(headerNames(res.headers)).toEqual(headerNames(known.headers));
    }
    expect((await resetMails()).length).toBe(mailsBefore + 1);
    expect((await server.database.db.select().from(accessCodeResets)).length).toBe(linksBefore + 1);
  });

  it('sets the new code: it logs in, the old one does not, the link is spent and sessions end', async () => {
    const company = DEMO_COMPANIES.reinsurerB;
    const session = await server.login(company.firmenId);
    const airports = () =>
      server.request('GET', `/api/Firma/Flughafen/${company.firmenId}`, { cookie: session });
    expect((await airports()).status).toBe(200);
    await forgot(String(company.firmenId));
    const token = await newestToken();

    // The page asks first: the link is open, and asking does not spend it.
    expect((await checkLink(token)).status).toBe(204);
    expect((await checkLink(token)).status).toBe(204);
    expect((await setCode(token, 'Leinetal-Neu-2025')).status).toBe(204);
    expect((await loginWith(company.firmenId, company.zugangscode)).status).toBe(401);
    expect((await loginWith(company.firmenId, 'Leinetal-Neu-2025')).status).toBe(200);
    expect((await airports()).status).toBe(401);
    // Single use, and the page opened again says so at once.
    expect((await checkLink(token)).status).toBe(404);
    expect((await setCode(token, 'Noch-ein-Code-9')).status).toBe(404);
    expect((await loginWith(company.firmenId, 'Noch-ein-Code-9')).status).toBe(401);
  });

  it('a used link ends the company other open links; a sent mail keeps no token', async () => {
    const company = DEMO_COMPANIES.vehicleGroup;
    await forgot(String(company.firmenId));
    const first = await newestToken();
    await forgot(company.email);
    const second = await newestToken();
    expect(second).not.toBe(first);
    await server.database.db
      .update(outbox)
      .set({ status: 'sent' })
      .where(eq(outbox.art, 'zugangscode'));
    expect((await setCode(second, 'Wolfsmark-Neu-77')).status).toBe(204);
    expect((await setCode(first, 'Wolfsmark-Alt-77')).status).toBe(404);
    const rows = await server.database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.art, 'zugangscode'), eq(outbox.empfaenger, company.email)));
    expect(rows.length).toBe(2);
    for (const row of rows) expect(row.payload).not.toHaveProperty('token');
  });

  it('a link expires after 60 minutes', async () => {
    const company = DEMO_COMPANIES.travelGroup;
    await forgot(String(company.firmenId));
    const token = await newestToken();
    clock += 60 * 60_000 + 1000;
    expect((await checkLink(token)).status).toBe(404);
    expect((await setCode(token, 'Sonnenbogen-Neu-1')).status).toBe(404);
    expect((await loginWith(company.firmenId, company.zugangscode)).status).toBe(200);
    // Once expired and sent, the mail's row forgets the token; a day later the link row goes too.
    await server.database.db
      .update(outbox)
      .set({ status: 'sent' })
      .where(eq(outbox.art, 'zugangscode'));
    await forgot('777777');
    const [sent] = await server.database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.art, 'zugangscode'), eq(outbox.empfaenger, company.email)));
    expect(sent!.payload).not.toHaveProperty('token');
    clock += 24 * 60 * 60_000;
    await forgot('777777');
    const links = await server.database.db
      .select()
      .from(accessCodeResets)
      .where(eq(accessCodeResets.tokenHash, sha256(token)));
    expect(links).toEqual([]);
  });

  it('two tabs sending the same link at once set the code once', async () => {
    const company = DEMO_COMPANIES.cardPayer;
    await forgot(String(company.firmenId));
    const token = await newestToken();
    const codes = ['Lindenhof-Tab-A1', 'Lindenhof-Tab-B2', 'Lindenhof-Tab-C3', 'Lindenhof-Tab-D4'];
    const answers = await Promise.all(codes.map((code) => setCode(token, code)));
    const statuses = answers.map((res) => res.status).sort();
    expect(statuses).toEqual([204, 404, 404, 404]);
    const winner = codes[answers.findIndex((res) => res.status === 204)]!;
    for (const code of codes) {
      expect((await loginWith(company.firmenId, code)).status, code).toBe(
        code === winner ? 200 : 401,
      );
    }
  });

  it('refuses a weak code at the field and keeps the link usable', async () => {
    const company = DEMO_COMPANIES.hiddenA;
    await forgot(String(company.firmenId));
    const token = await newestToken();
    const weak = await setCode(token, 'nurbuchstaben');
    expect(weak.status).toBe(400);
    expect(weak.body.fieldErrors[0].path).toBe('zugangscode');
    expect((await setCode(token, 'Nordlicht-Neu-5')).status).toBe(204);
  });

  it('is throttled per identifier and address, known or not, and sends at most 3 mails per identifier', async () => {
    for (const kennung of [String(DEMO_COMPANIES.mtu.firmenId), '888888']) {
      const statuses: number[] = [];
      for (let i = 0; i < 6; i += 1)
        statuses.push((await forgot(kennung, 'de', '198.51.100.77')).status);
      expect(statuses, kennung).toEqual([204, 204, 204, 204, 204, 429]);
    }
    const last = await forgot('888888', 'de', '198.51.100.77');
    expect(last.headers.get('retry-after')).toMatch(/^\d+$/);
    // Another address is not locked out, but the identifier's mail budget is spent.
    const before = (await resetMails()).length;
    expect((await forgot(String(DEMO_COMPANIES.mtu.firmenId), 'de', '198.51.100.78')).status).toBe(
      204,
    );
    expect((await resetMails()).length).toBe(before);
  });
});
