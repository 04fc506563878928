// The operator's notification and the sender's copy of logistics requests and registrations, as
// they arrive through SMTP: dates and service names in the words of the page, the operator's
// German messages marked German whatever the sender's language, and the access-code message.
import { readFileSync } from 'node:fs';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../db/schema';
import { mailDelivery, TEST_LINKS } from '../testing/mail-delivery';
import { startSmtpSink, type ReceivedMail, type SmtpSink } from '../testing/smtp-sink';
import { startTestServer, type TestServer } from '../testing/test-server';
import { logisticsRequest, registration, type LogisticsRequest } from '../testing/request-bodies';
import { renderAccessCodeMail } from './access-code-mail';
import { LEISTUNG } from './request-mails';

const logistics = (leistung: LogisticsRequest['leistung']) =>
  logisticsRequest({ leistung, vorname: 'Karl', datum: '2026-12-04', zeit: '09:30' });

type Locale = { logistics: { services: Record<string, { title: string }> } };
const pageWords = (lang: 'de' | 'en') =>
  (JSON.parse(readFileSync(`public/locales/${lang}.json`, 'utf8')) as Locale).logistics.services;

describe('request e-mails', () => {
  let server: TestServer;
  let sink: SmtpSink;
  let deliver: () => Promise<ReceivedMail[]>;

  beforeAll(async () => {
    server = await startTestServer();
    sink = await startSmtpSink();
    deliver = mailDelivery(server.database.db, sink);
  });
  afterAll(async () => {
    await sink.close();
    await server.close();
  });
  afterEach(async () => {
    await server.database.db.update(outbox).set({ status: 'sent' });
  });

  const byRecipient = (mails: ReceivedMail[], to: string) =>
    mails.find((mail) => mail.envelopeTo.includes(to))!;

  it('the service names are the logistics page’s words', () => {
    for (const lang of ['de', 'en'] as const)
      for (const [code, { title }] of Object.entries(pageWords(lang)))
        expect(LEISTUNG[code]?.[lang], `${lang} ${code}`).toBe(title);
  });

  it('a German logistics request: long date and the page’s service name in both messages', async () => {
    const res = await server.request('POST', '/api/NeuKontakt/SendEmail/', {
      body: logistics('fracht'),
    });
    expect(res.status).toBe(202);
    const mails = await deliver();
    expect(mails).toHaveLength(2);
    const operator = byRecipient(mails, 'logistik@shuttle.example');
    const copy = byRecipient(mails, 'k@example.org');
    expect(operator.parsed.subject).toBe('Logistikanfrage (Kleinfracht) Pixelwerk');
    for (const mail of [operator, copy]) {
      expect(mail.parsed.text).toContain('Datum: Freitag, 4. Dezember 2026');
      expect(mail.parsed.text).toContain('Leistung: Kleinfracht');
      expect(mail.parsed.text).toContain('Uhrzeit: 09:30');
      expect(mail.parsed.text).not.toContain('2026-12-04');
      expect(mail.parsed.html).toContain('Freitag, 4. Dezember 2026');
    }
  });

  it('an English sender: the copy in en-US long form and time, the operator’s message German and marked so', async () => {
    const res = await server.request('POST', '/api/NeuKontakt/SendEmail/', {
      body: logistics('kurier'),
      lang: 'en',
    });
    expect(res.status).toBe(202);
    const mails = await deliver();
    const operator = byRecipient(mails, 'logistik@shuttle.example');
    const copy = byRecipient(mails, 'k@example.org');
    expect(copy.parsed.text).toContain('Date: Friday, December 4, 2026');
    expect(copy.parsed.text).toContain('Service: Courier run');
    // An en-US time like the site's English pages, not "09:30"; the operator's stays 24-hour.
    expect(copy.parsed.text).toContain('Time: 9:30 AM');
    expect(copy.parsed.text).not.toContain('09:30');
    expect(operator.parsed.text).toContain('Uhrzeit: 09:30');
    expect(copy.parsed.text).not.toContain('2026-12-04');
    expect(copy.parsed.headers.get('content-language')).toBe('en');
    expect(operator.parsed.subject).toBe('Logistikanfrage (Kurierfahrt) Pixelwerk');
    expect(operator.parsed.text).toContain('Datum: Freitag, 4. Dezember 2026');
    expect(operator.parsed.text).toContain('Sprache des Absenders: Englisch');
    expect(operator.parsed.headers.get('content-language')).toBe('de');
  });

  it('the registration of an English sender: the sales team’s German message is marked German', async () => {
    const res = await server.request('POST', '/api/Firma/Neu/', {
      body: registration(),
      lang: 'en',
    });
    expect(res.status).toBe(201);
    const mails = await deliver();
    const operator = byRecipient(mails, 'vertrieb@shuttle.example');
    expect(operator.parsed.text).toContain('Sprache des Absenders: Englisch');
    expect(operator.parsed.headers.get('content-language')).toBe('de');
    const copy = byRecipient(mails, 'max@nordwind.example');
    expect(copy.parsed.headers.get('content-language')).toBe('en');
  });
});

describe('the access-code e-mail', () => {
  /** An outbox row of the access-code mail for company 30100 ("Pixelwerk"), in `sprach`. */
  const row = (sprach: 'de' | 'en') =>
    ({
      id: 1,
      art: 'zugangscode',
      empfaenger: 'info@example.org',
      betreff: 'Neuen Zugangscode festlegen',
      sprach,
      payload: { token: 't0k3n', firmenId: 30100, name: 'Pixelwerk', gueltigMinuten: 60 },
    }) as unknown as Parameters<typeof renderAccessCodeMail>[0];

  it('in English, the sentence after the greeting starts with a capital letter', () => {
    expect(renderAccessCodeMail(row('en'), TEST_LINKS).text).toMatch(
      /Hello,\n\nA new access code was requested/,
    );
    expect(renderAccessCodeMail(row('de'), TEST_LINKS).text).toMatch(
      /Guten Tag,\n\nfür Ihr Firmenkonto/,
    );
  });

  it('names the company by the number its login asks for: the Kundennummer', () => {
    expect(renderAccessCodeMail(row('de'), TEST_LINKS).text).toContain(
      'Pixelwerk (Kundennummer 30100)',
    );
    expect(renderAccessCodeMail(row('en'), TEST_LINKS).text).toContain(
      'Pixelwerk (customer number 30100)',
    );
  });
});
