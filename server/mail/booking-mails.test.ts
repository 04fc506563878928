// Booking e-mails through a real SMTP server: the confirmation of a card booking once it is paid
// (German), of a company booking on account (English) with the passenger's short receipt, the
// attachments (.ics per ride, the PDF receipt), and change and cancellation messages.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../db/schema';
import { pdfText } from '../testing/pdf-text';
import { mailDelivery } from '../testing/mail-delivery';
import { startSmtpSink, type SmtpSink, type ReceivedMail } from '../testing/smtp-sink';
import { startTestServer, type TestServer } from '../testing/test-server';
import {
  companyBookingDraft,
  dayFromToday,
  draftLeg,
  newKey,
  privateBookingDraft,
} from '../testing/booking-drafts';
import { OPERATOR } from '../../src/domain/operator';

describe('booking e-mails', () => {
  let server: TestServer;
  let sink: SmtpSink;
  let deliver: () => Promise<ReceivedMail[]>;

  beforeAll(async () => {
    // In-process: the sandbox's server-to-server notification has nowhere to go.
    process.env.SANDBOX_NOTIFY = 'off';
    server = await startTestServer();
    sink = await startSmtpSink();
    deliver = mailDelivery(server.database.db, sink);
  });
  afterAll(async () => {
    delete process.env.SANDBOX_NOTIFY;
    await sink.close();
    await server.close();
  });

  async function payByCard(id: number, token: string) {
    const headers = { 'X-Buchung-Token': token };
    const init = await server.request('POST', '/api/Saferpay/PaymentPageInitialize', {
      body: { buchungId: id },
      headers,
    });
    expect(init.status).toBe(200);
    const pay = await server.app.request(`/sandbox/zahlung/${init.body.token}`, {
      method: 'POST',
      body: new URLSearchParams({ karte: 'success' }),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(pay.status).toBe(303);
    const capture = await server.request('GET', `/api/Saferpay/Capture/${init.body.token}`, {
      headers,
    });
    expect(capture.body.status).toBe('captured');
    return capture;
  }

  /** Books `draft` for company 61817 (on account: its mails go out at once); its voucher. */
  async function bookOnAccount(draft: object): Promise<string> {
    const created = await server.request('POST', '/api/Buchung/Neu', {
      body: draft,
      cookie: await server.login(61817),
      headers: { 'Idempotency-Key': newKey() },
    });
    expect(created.status).toBe(201);
    return created.body.buchungStamm.voucher as string;
  }

  const attachmentTypes = (mail: ReceivedMail) =>
    mail.parsed.attachments.map((a) => a.contentType).sort();

  /** The .ics of a mail: its UID, SEQUENCE, METHOD (file and Content-Type) and STATUS. */
  const calendarEntries = (mail: ReceivedMail) =>
    mail.parsed.attachments
      .filter((a) => a.contentType === 'text/calendar')
      .map((a) => {
        const ics = a.content.toString();
        const field = (name: string) => new RegExp(`\r\n${name}:([^\r]*)`).exec(ics)?.[1];
        const type = a.headers.get('content-type') as { params?: Record<string, string> };
        return {
          uid: field('UID'),
          sequence: Number(field('SEQUENCE')),
          method: field('METHOD'),
          contentTypeMethod: type.params?.method,
          status: field('STATUS'),
        };
      });

  it('a card booking: nothing before the payment, then one German confirmation with both rides, two .ics and the PDF', async () => {
    const created = await server.request('POST', '/api/Buchung/Neu', {
      body: privateBookingDraft({
        hinfahrt: { ...privateBookingDraft().hinfahrt, flugnummer: 'lh 123' },
      }),
      headers: { 'Idempotency-Key': newKey() },
    });
    expect(created.status).toBe(201);
    expect(await deliver()).toEqual([]);
    const { voucher, id, zugriffsToken } = created.body.buchungStamm;
    await payByCard(id, zugriffsToken);
    // A second capture call changes nothing.
    await server.request('GET', `/api/Saferpay/Bezahlt/${id}`, {
      headers: { 'X-Buchung-Token': zugriffsToken },
    });
    const mails = await deliver();
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail!.envelopeTo).toEqual(['erika@example.org']);
    expect(mail!.parsed.subject).toBe(`Buchungsbestätigung ${voucher}`);
    expect(mail!.parsed.headers.get('content-language')).toBe('de');
    const text = mail!.parsed.text!;
    for (const part of [
      voucher,
      'Guten Tag Frau Musterfrau,',
      'Hinfahrt',
      'Rückfahrt',
      'Abholzeit: 08:15 Uhr',
      'Abholzeit: 19:30 Uhr',
      'Lindenallee 12, 30159 Hannover',
      'Nach: Flughafen Hannover (HAJ)',
      'Flugnummer: LH 123',
      '2 Erwachsene',
      'Gepäckstücke: 1',
      'Zahlungsstatus: bezahlt',
      'darin enthalten 19 % MwSt.',
      // The links name the mail's language: a phone's mail app has none stored.
      `https://shuttle.example/tracking?voucher=${voucher}&name=Musterfrau&sprache=de`,
      'https://shuttle.example/buchung/bearbeiten/',
      '?sprache=de',
      '0800 000 00 00',
    ])
      expect(text, part).toContain(part);
    const html = mail!.parsed.html as string;
    expect(html).toContain('<html lang="de">');
    expect(html).toMatch(/<h1[^>]*>Ihre Buchung [A-Z0-9]+ ist bestätigt<\/h1>/);
    expect(html).toContain('<th scope="row"');
    expect(html).not.toContain('<img');
    expect(attachmentTypes(mail!)).toEqual(['application/pdf', 'text/calendar', 'text/calendar']);
    const [hin, rueck] = mail!.parsed.attachments.filter((a) => a.contentType === 'text/calendar');
    expect(hin!.filename).toBe(`Hinfahrt-${voucher}.ics`);
    expect(hin!.content.toString()).toMatch(
      /BEGIN:VEVENT[\s\S]*DTSTART:\d{8}T\d{6}Z[\s\S]*END:VCALENDAR/,
    );
    expect(rueck!.content.toString()).toContain(`UID:${voucher}-rueckfahrt@shuttle.example`);
    const pdf = mail!.parsed.attachments.find((a) => a.contentType === 'application/pdf')!;
    expect(pdf.filename).toBe(`Beleg-${voucher}.pdf`);
    expect(pdf.content.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.content.length).toBeGreaterThan(2000);
  });

  it('"Divers / keine Angabe" is not printed before the name: the mail greets with the first name', async () => {
    const draft = privateBookingDraft();
    const created = await server.request('POST', '/api/Buchung/Neu', {
      body: { ...draft, kundeStamm: { ...draft.kundeStamm, anredeId: 3 } },
      headers: { 'Idempotency-Key': newKey() },
    });
    expect(created.status).toBe(201);
    expect(created.body.kundeStamm.anrede).toBe('');
    const { id, zugriffsToken } = created.body.buchungStamm;
    await payByCard(id, zugriffsToken);
    const [mail] = await deliver();
    const text = mail!.parsed.text!;
    expect(text).toContain('Guten Tag Erika Musterfrau,');
    expect(text).not.toContain('Divers');
  });

  it('a ride to the airport by flight time: its calendar entry is the flight at the airport, not a pickup at home', async () => {
    const draft = companyBookingDraft(61817, {
      hinfahrt: {
        ...draftLeg('Abholung', dayFromToday(5), '08:30'),
        istFesteZeit: false,
        flugnummer: 'LH 123',
      },
    });
    const voucher = await bookOnAccount(draft);
    const mail = (await deliver()).find((m) => m.parsed.subject?.includes(voucher))!;
    const [hin, rueck] = mail.parsed.attachments
      .filter((a) => a.contentType === 'text/calendar')
      .map((a) => a.content.toString());
    expect(hin).toContain(`SUMMARY:AirportShuttle: Hinfahrt\\, Flugzeit (${voucher})`);
    expect(hin).toContain('LOCATION:Flughafen Hannover (HAJ)');
    // The return ride at a fixed time picks up at the airport; a fixed pickup to it, at home.
    expect(rueck).toContain(`SUMMARY:AirportShuttle: Rückfahrt (${voucher})`);
    expect(rueck).toContain('LOCATION:Flughafen Hannover (HAJ)');
  });

  it('a company booking on account: the English confirmation to the company at once, a short receipt to the passenger', async () => {
    const draft = privateBookingDraft({
      zahlungsartId: 2,
      buchungStamm: {
        ...privateBookingDraft().buchungStamm,
        sprach: 'en',
        firmenId: 61817,
        istPrivat: false,
      },
      kundeStamm: { ...privateBookingDraft().kundeStamm, email: 'passenger@example.org' },
    });
    const voucher = await bookOnAccount(draft);
    const rows = (await server.database.db.select().from(outbox)).filter(
      (row) => (row.payload as { booking?: { voucher?: string } }).booking?.voucher === voucher,
    );
    expect(rows.map((row) => row.art).sort()).toEqual(['buchungsbestaetigung', 'fahrgastbeleg']);
    const mails = await deliver();
    const company = mails.find((m) => m.envelopeTo[0] === 'travel@hanseatica-re.example')!;
    const passenger = mails.find((m) => m.envelopeTo[0] === 'passenger@example.org')!;
    expect(company.parsed.subject).toBe(`Booking confirmation ${voucher}`);
    expect(company.parsed.headers.get('content-language')).toBe('en');
    expect(company.parsed.text).toContain('Payment status: on account');
    expect(company.parsed.text).toContain('including 19% VAT');
    // en-US times like the site's English pages ("8:15 AM", not "08:15"), and the airport in
    // the site's English words (public/locales/en.json common.airports), in the .ics too.
    for (const mail of [company, passenger]) {
      const text = mail.parsed.text!;
      expect(text).toContain('Pickup time: 8:15 AM');
      expect(text).toContain('Pickup time: 7:30 PM');
      expect(text).not.toMatch(/\b0\d:\d\d\b/);
      expect(text).toMatch(/Booked on: [A-Z][a-z]+ \d{1,2}, \d{4} at [1-9]\d?:\d{2} (AM|PM)\n/);
      expect(text).toContain('To: Hanover Airport (HAJ)');
      expect(text).toContain('From: Hanover Airport (HAJ)');
      expect(text).not.toContain('Hannover Airport');
      const back = mail.parsed.attachments.filter((a) => a.contentType === 'text/calendar')[1]!;
      expect(back.content.toString()).toContain('LOCATION:Hanover Airport (HAJ)');
    }
    expect(company.parsed.html as string).toContain('<html lang="en">');
    // The links open the site in English, also where no language is stored (a phone's mail app).
    expect(company.parsed.text).toContain(
      `https://shuttle.example/tracking?voucher=${voucher}&name=Musterfrau&sprache=en`,
    );
    expect(company.parsed.text).toMatch(
      /https:\/\/shuttle\.example\/buchung\/bearbeiten\/\S+\?sprache=en\n/,
    );
    expect(passenger.parsed.text).toContain('&sprache=en');
    expect(attachmentTypes(company)).toEqual(['application/pdf', 'text/calendar', 'text/calendar']);
    expect(passenger.parsed.subject).toBe(`Your ride is booked – ${voucher}`);
    expect(passenger.parsed.text).toContain('Hanseatica Rückversicherung AG has booked a ride');
    expect(passenger.parsed.text).not.toContain('Total price');
    expect(passenger.parsed.text).not.toContain('/buchung/bearbeiten/');
    expect(attachmentTypes(passenger)).toEqual(['text/calendar', 'text/calendar']);
  });

  it('a change and a cancellation: a message each to booker and passenger; an unchanged save sends nothing', async () => {
    const cookie = await server.login(61817);
    const draft = privateBookingDraft({
      zahlungsartId: 2,
      buchungStamm: { ...privateBookingDraft().buchungStamm, firmenId: 61817, istPrivat: false },
      kundeStamm: { ...privateBookingDraft().kundeStamm, email: 'fahrgast@example.org' },
    });
    const created = await server.request('POST', '/api/Buchung/Neu', {
      body: draft,
      cookie,
      headers: { 'Idempotency-Key': newKey() },
    });
    const [confirmation] = await deliver();
    const booking = created.body;
    const confirmed = calendarEntries(confirmation!);
    expect(confirmed.map((e) => [e.method, e.contentTypeMethod, e.status])).toEqual([
      ['PUBLISH', 'PUBLISH', 'CONFIRMED'],
      ['PUBLISH', 'PUBLISH', 'CONFIRMED'],
    ]);
    const [hinUid, rueckUid] = confirmed.map((e) => e.uid);
    const same = await server.request('PUT', '/api/Buchung/Aktualisieren', {
      body: booking,
      cookie,
    });
    expect(same.status).toBe(200);
    expect(await deliver()).toEqual([]);

    // Based on the last save's answer (its version, docs/decisions/0021), as a page does.
    const changed = await server.request('PUT', '/api/Buchung/Aktualisieren', {
      body: { ...same.body, hinfahrt: { ...same.body.hinfahrt, zeit: '09:45' } },
      cookie,
    });
    expect(changed.status).toBe(200);
    const changes = await deliver();
    expect(changes.map((m) => m.envelopeTo[0]).sort()).toEqual([
      'fahrgast@example.org',
      'travel@hanseatica-re.example',
    ]);
    for (const mail of changes) {
      expect(mail.parsed.subject).toBe(
        `Ihre Buchung ${booking.buchungStamm.voucher} wurde geändert`,
      );
      expect(mail.parsed.text).toContain('Abholzeit: 09:45 Uhr');
      // The same entries, with a higher sequence: a calendar replaces what it has.
      const entries = calendarEntries(mail);
      expect(entries.map((e) => e.uid)).toEqual([hinUid, rueckUid]);
      expect(entries.every((e) => e.method === 'PUBLISH')).toBe(true);
      expect(entries[0]!.sequence).toBeGreaterThan(confirmed[0]!.sequence);
    }
    const changedSequence = calendarEntries(changes[0]!)[0]!.sequence;

    const rueckId = changed.body.rueckfahrt.id;
    const leg = await server.request(
      'DELETE',
      `/api/Buchung/PosStornieren/${booking.buchungStamm.id}/${rueckId}`,
      { cookie },
    );
    expect(leg.status).toBe(200);
    const legMails = await deliver();
    expect(legMails).toHaveLength(2);
    expect(legMails[0]!.parsed.subject).toBe(
      `Fahrt storniert – Buchung ${booking.buchungStamm.voucher}`,
    );
    // After the greeting's comma the sentence goes on in lower case.
    expect(legMails[0]!.parsed.text).toMatch(/,\n\ndie Rückfahrt wurde storniert\./);
    expect(legMails[0]!.parsed.text).toContain('Rückfahrt (storniert)');
    // The ride that still takes place stays in the calendar; the cancelled one is removed.
    for (const mail of legMails) {
      const entries = calendarEntries(mail);
      expect(entries.map((e) => [e.uid, e.method, e.contentTypeMethod, e.status])).toEqual([
        [hinUid, 'PUBLISH', 'PUBLISH', 'CONFIRMED'],
        [rueckUid, 'CANCEL', 'CANCEL', 'CANCELLED'],
      ]);
      expect(entries[1]!.sequence).toBeGreaterThan(changedSequence);
    }
    const legSequence = calendarEntries(legMails[0]!)[0]!.sequence;

    const all = await server.request(
      'DELETE',
      `/api/Buchung/Stornieren/${booking.buchungStamm.id}`,
      { cookie },
    );
    expect(all.status).toBe(200);
    const cancelled = await deliver();
    expect(cancelled).toHaveLength(2);
    for (const mail of cancelled) {
      expect(mail.parsed.subject).toBe(`Stornierungsbestätigung ${booking.buchungStamm.voucher}`);
      expect(mail.parsed.text).toContain('vollständig storniert');
      // No receipt; the rides are removed from the calendar.
      expect(attachmentTypes(mail)).toEqual(['text/calendar', 'text/calendar']);
      const entries = calendarEntries(mail);
      expect(entries.map((e) => [e.uid, e.method, e.contentTypeMethod, e.status])).toEqual([
        [hinUid, 'CANCEL', 'CANCEL', 'CANCELLED'],
        [rueckUid, 'CANCEL', 'CANCEL', 'CANCELLED'],
      ]);
      expect(entries[0]!.sequence).toBeGreaterThan(legSequence);
      expect(mail.parsed.text).toContain('aus Ihrem Kalender entfernen');
    }
    // The booker's mail: nothing is charged any more (as the booking link says), no VAT of it.
    const bookerText = cancelled
      .map((m) => m.parsed.text ?? '')
      .find((t) => t.includes('Zahlungsstatus'));
    expect(bookerText).toMatch(/Gesamtpreis: 0,00\s€ \(bisher \d+,\d\d\s€\)/);
    expect(bookerText).toContain('Zahlungsstatus: wird nicht berechnet');
    expect(bookerText).not.toContain('auf Rechnung');
    expect(bookerText).not.toContain('MwSt.');
  });

  it('the cancellation of a paid booking: the refund as its payment status, no wish for a pleasant ride', async () => {
    for (const lang of ['de', 'en'] as const) {
      const draft = privateBookingDraft();
      const created = await server.request('POST', '/api/Buchung/Neu', {
        body: { ...draft, buchungStamm: { ...draft.buchungStamm, sprach: lang } },
        headers: { 'Idempotency-Key': newKey() },
      });
      const { id, zugriffsToken } = created.body.buchungStamm;
      await payByCard(id, zugriffsToken);
      const [confirmation] = await deliver();
      expect(confirmation!.parsed.text).toContain(
        lang === 'de' ? 'Wir wünschen Ihnen eine gute Fahrt!' : 'We wish you a pleasant ride!',
      );
      const res = await server.request('DELETE', `/api/Buchung/Stornieren/${id}`, {
        headers: { 'X-Buchung-Token': zugriffsToken },
      });
      expect(res.status).toBe(200);
      const [mail, ...more] = await deliver();
      expect(more).toEqual([]);
      const text = mail!.parsed.text ?? '';
      if (lang === 'de') {
        expect(text).toContain('Zahlungsstatus: wird erstattet');
        expect(text).toMatch(/Gesamtpreis: 0,00\s€ \(bisher \d+,\d\d\s€\)/);
        expect(text).not.toContain('Zahlungsstatus: bezahlt');
        expect(text).not.toContain('gute Fahrt');
        expect(text).toContain('Freundliche Grüße\nIhr AirportShuttle-Team');
        expect(text).toContain(
          'Im Anhang finden Sie Kalendereinträge (.ics), die die stornierten Fahrten aus Ihrem Kalender entfernen.',
        );
      } else {
        expect(text).toContain('Payment status: being refunded');
        expect(text).toMatch(/Total price: €0\.00 \(previously €\d+\.\d\d\)/);
        expect(text).not.toContain('% VAT');
        expect(text).not.toContain('Payment status: paid');
        expect(text).not.toContain('pleasant ride');
        expect(text).toContain('Kind regards\nYour AirportShuttle team');
        expect(text).toContain(
          'Attached are calendar entries (.ics) that remove the cancelled rides from your calendar.',
        );
      }
    }
  });

  it('a changed e-mail address: the old address is told, masked where the mails go now and whom to call; an unchanged one hears nothing', async () => {
    const cookie = await server.login(61817);
    const created = await server.request('POST', '/api/Buchung/Neu', {
      body: companyBookingDraft(61817, {
        kundeStamm: {
          ...companyBookingDraft(61817).kundeStamm,
          email: 'alt@example.org',
          name: 'Adresswechsel',
        },
      }),
      cookie,
      headers: { 'Idempotency-Key': newKey() },
    });
    expect(created.status).toBe(201);
    const { voucher } = created.body.buchungStamm;
    await deliver();
    const put = (body: object) =>
      server.request('PUT', '/api/Buchung/Aktualisieren', { body, cookie });
    const to = (mails: ReceivedMail[]) => mails.map((m) => m.envelopeTo[0]).sort();

    // The ride page changes the passenger's address.
    const moved = await put({
      ...created.body,
      kundeStamm: { ...created.body.kundeStamm, email: 'neu@example.org' },
    });
    expect(moved.status).toBe(200);
    const mails = await deliver();
    expect(to(mails)).toEqual([
      'alt@example.org',
      'neu@example.org',
      'travel@hanseatica-re.example',
    ]);
    const notice = mails.find((m) => m.envelopeTo[0] === 'alt@example.org')!;
    expect(notice.parsed.subject).toBe(`E-Mail-Adresse Ihrer Buchung ${voucher} geändert`);
    expect(notice.parsed.text).toContain(
      `die E-Mail-Adresse Ihrer Buchung ${voucher} wurde auf n***@example.org geändert.`,
    );
    expect(notice.parsed.text).toContain('nicht selbst vorgenommen oder veranlasst');
    expect(notice.parsed.text).toContain(OPERATOR.hotline.display);
    expect(notice.parsed.text).not.toContain('neu@example.org');
    expect(notice.parsed.attachments).toEqual([]);
    for (const mail of mails.filter((m) => m !== notice))
      expect(mail.parsed.subject).toBe(`Ihre Buchung ${voucher} wurde geändert`);

    // A change that keeps the address: the change mails only.
    const later = await put({ ...moved.body, hinfahrt: { ...moved.body.hinfahrt, zeit: '09:45' } });
    expect(later.status).toBe(200);
    expect(to(await deliver())).toEqual(['neu@example.org', 'travel@hanseatica-re.example']);

    // The customer form changes the saved passenger's address: still the one booked first, since
    // a ride edit no longer writes the saved passenger (0025). This ride's address was changed for
    // it and stays: no booking is moved, nothing is mailed.
    const customer = await server.request('GET', `/api/Kunde/Detail/${later.body.kundeStamm.id}`, {
      cookie,
    });
    expect(customer.body.kundeStamm.email).toBe('alt@example.org');
    const saved = await server.request('PUT', '/api/Kunde/Aktualisieren', {
      body: {
        ...customer.body,
        kundeStamm: { ...customer.body.kundeStamm, email: 'dritte@example.org' },
      },
      cookie,
    });
    expect(saved.status).toBe(200);
    expect(await deliver()).toEqual([]);
    const ride = await server.request('GET', `/api/Buchung/Detail/${later.body.buchungStamm.id}`, {
      cookie,
    });
    expect(ride.body.kundeStamm.email).toBe('neu@example.org');
  });

  it("a ride page's new address is the ride's own: the passenger's other booking and the saved passenger keep theirs (0025)", async () => {
    const cookie = await server.login(61817);
    const book = (kundeStamm: object) =>
      server.request('POST', '/api/Buchung/Neu', {
        body: companyBookingDraft(61817, { kundeStamm }),
        cookie,
        headers: { 'Idempotency-Key': newKey() },
      });
    const first = await book({
      ...companyBookingDraft(61817).kundeStamm,
      email: 'zwei.alt@example.org',
      name: 'Zweifach',
    });
    expect(first.status).toBe(201);
    const second = await book(first.body.kundeStamm);
    expect(second.status).toBe(201);
    expect(second.body.kundeStamm.id).toBe(first.body.kundeStamm.id);
    await deliver();

    const moved = await server.request('PUT', '/api/Buchung/Aktualisieren', {
      body: {
        ...first.body,
        kundeStamm: { ...first.body.kundeStamm, email: 'zwei.neu@example.org' },
      },
      cookie,
    });
    expect(moved.status).toBe(200);
    const mails = await deliver();
    const about = (voucher: string) =>
      mails
        .filter((m) => m.parsed.subject === `Ihre Buchung ${voucher} wurde geändert`)
        .map((m) => m.envelopeTo[0])
        .sort();
    expect(about(first.body.buchungStamm.voucher)).toEqual([
      'travel@hanseatica-re.example',
      'zwei.neu@example.org',
    ]);
    // The other ride was booked with the old address and keeps it, as does the saved passenger.
    expect(about(second.body.buchungStamm.voucher)).toEqual([]);
    const notice = mails.filter((m) => m.envelopeTo[0] === 'zwei.alt@example.org');
    expect(notice).toHaveLength(1);
    expect(notice[0]!.parsed.subject).toBe(
      `E-Mail-Adresse Ihrer Buchung ${first.body.buchungStamm.voucher} geändert`,
    );
    expect(mails).toHaveLength(3);
    const other = await server.request(
      'GET',
      `/api/Buchung/Detail/${second.body.buchungStamm.id}`,
      {
        cookie,
      },
    );
    expect(other.body.kundeStamm.email).toBe('zwei.alt@example.org');
    const saved = await server.request('GET', `/api/Kunde/Detail/${first.body.kundeStamm.id}`, {
      cookie,
    });
    expect(saved.body.kundeStamm.email).toBe('zwei.alt@example.org');
  });

  it('the edit link of a paid booking redirects its mails: the old address is told, in the booking language', async () => {
    const created = await server.request('POST', '/api/Buchung/Neu', {
      body: privateBookingDraft({
        buchungStamm: { ...privateBookingDraft().buchungStamm, sprach: 'en' },
      }),
      headers: { 'Idempotency-Key': newKey() },
    });
    const { id, voucher, zugriffsToken } = created.body.buchungStamm;
    await payByCard(id, zugriffsToken);
    await deliver();
    const read = await server.request('GET', `/api/Buchung/Detail/${id}`, {
      headers: { 'X-Buchung-Token': zugriffsToken },
    });
    const moved = await server.request('PUT', '/api/Buchung/Aktualisieren', {
      body: { ...read.body, kundeStamm: { ...read.body.kundeStamm, email: 'other@example.net' } },
      headers: { 'X-Buchung-Token': zugriffsToken },
    });
    expect(moved.status).toBe(200);
    const mails = await deliver();
    expect(mails.map((m) => [m.envelopeTo[0], m.parsed.subject])).toEqual(
      expect.arrayContaining([
        ['erika@example.org', `E-mail address of your booking ${voucher} changed`],
        ['other@example.net', expect.stringContaining(voucher)],
      ]),
    );
    expect(mails).toHaveLength(2);
  });

  it('an unpaid card booking changed or cancelled sends nothing (no confirmation went out)', async () => {
    const created = await server.request('POST', '/api/Buchung/Neu', {
      body: privateBookingDraft(),
      headers: { 'Idempotency-Key': newKey() },
    });
    const headers = { 'X-Buchung-Token': created.body.buchungStamm.zugriffsToken };
    const changed = await server.request('PUT', '/api/Buchung/Aktualisieren', {
      body: {
        ...created.body,
        erw: 1,
        kundeStamm: { ...created.body.kundeStamm, email: 'erika.neu@example.org' },
      },
      headers,
    });
    expect(changed.status).toBe(200);
    await server.request('DELETE', `/api/Buchung/Stornieren/${created.body.buchungStamm.id}`, {
      headers,
    });
    expect(await deliver()).toEqual([]);
  });
});

describe('GET /Buchung/Beleg/{voucher}?name= (the PDF from tracking)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server.close();
  });

  it('answers the PDF for voucher + surname, 404 for a wrong surname, throttled like tracking', async () => {
    const created = await server.request('POST', '/api/Buchung/Neu', {
      body: privateBookingDraft(),
      headers: { 'Idempotency-Key': newKey() },
    });
    const { voucher } = created.body.buchungStamm;
    const res = await server.app.request(
      `/api/Buchung/Beleg/${voucher.toLowerCase()}?name=musterfrau`,
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="Beleg-${voucher}.pdf"`,
    );
    expect(
      Buffer.from(await res.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    expect((await server.request('GET', `/api/Buchung/Beleg/${voucher}?name=Falsch`)).status).toBe(
      404,
    );
    expect((await server.request('GET', `/api/Buchung/Beleg/${voucher}`)).status).toBe(400);
    let status = 0;
    for (let i = 0; i < 6 && status !== 429; i += 1)
      status = (await server.request('GET', `/api/Buchung/Beleg/${voucher}?name=Falsch${i}`))
        .status;
    expect(status).toBe(429);
  });

  it('the PDF of a cancelled booking: nothing owed, the former total named', async () => {
    const created = await server.request('POST', '/api/Buchung/Neu', {
      body: {
        ...privateBookingDraft(),
        kundeStamm: { ...privateBookingDraft().kundeStamm, name: 'Storno' },
      },
      headers: { 'Idempotency-Key': newKey() },
    });
    const { id, voucher, zugriffsToken } = created.body.buchungStamm;
    const cancelled = await server.request('DELETE', `/api/Buchung/Stornieren/${id}`, {
      headers: { 'X-Buchung-Token': zugriffsToken },
    });
    expect(cancelled.status).toBe(200);
    const res = await server.app.request(`/api/Buchung/Beleg/${voucher}?name=Storno`);
    expect(res.status).toBe(200);
    const text = pdfText(Buffer.from(await res.arrayBuffer()));
    expect(text).toContain('Diese Buchung ist storniert.');
    expect(text).toMatch(/Gesamtpreis 0,00\s€ \(bisher \d+,\d\d\s€\)/);
    expect(text).toContain('Zahlungsstatus wird nicht berechnet');
    expect(text).not.toContain('noch nicht bezahlt');
  });
});
