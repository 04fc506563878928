// The tracking answer (issue 12, point 7): voucher + surname is no credential, so it shows only
// what the tracking page needs, with e-mail and mobile masked and no street.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_BOOKINGS } from '../db/seed-fixtures';
import { startTestServer, type TestServer } from '../testing/test-server';
import { newKey, privateBookingDraft } from '../testing/booking-drafts';
import { maskEmail, maskPhone, sameSurname } from './tracking';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

describe('tracking answer', () => {
  it('has rides, counts, price and payment status; e-mail and mobile masked; no street, token or ids', async () => {
    const { voucher, name } = DEMO_BOOKINGS.tracking;
    const res = await server.request('GET', `/api/Buchung/Detail/${voucher}?name=${name}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      voucher,
      flughafen: 'HAJ',
      richtung: 'zumFlughafen',
      erw: expect.any(Number),
      kind: expect.any(Number),
      storniert: false,
      stornoGrund: null,
      preis: { betragCent: expect.any(Number), waehrung: 'EUR' },
      // The seed gives every private booking one child seat (server/db/seed.ts).
      extrasPreis: { betragCent: 500, waehrung: 'EUR' },
      zahlungsstatus: 'bezahlt',
      zahlungBis: null,
      fahrgast: { name, email: 'm***@example.org', mobil: '•••• 4567' },
      hinfahrt: expect.objectContaining({ plz: '30159', ort: 'Hannover', statusId: 1 }),
      rueckfahrt: expect.objectContaining({ flugnummer: 'BQ1423' }),
      erstattung: null,
    });
    expect(Object.keys(res.body.hinfahrt).sort()).toEqual([
      'datum',
      'flugnummer',
      'gepaeckstck',
      'istFesteZeit',
      'ort',
      'plz',
      'preis',
      'statusId',
      'zeit',
    ]);
    // Each ride's own price (0026): the rides and the extras make the total.
    const rides = res.body.hinfahrt.preis.betragCent + res.body.rueckfahrt.preis.betragCent;
    expect(res.body.hinfahrt.preis).toEqual({ betragCent: expect.any(Number), waehrung: 'EUR' });
    expect(rides + res.body.extrasPreis.betragCent).toBe(res.body.preis.betragCent);
    const text = JSON.stringify(res.body);
    for (const secret of [
      'marlene.sommerfeld',
      '1234567',
      'Kastanienweg',
      'Marlene',
      DEMO_BOOKINGS.tracking.externeId,
    ])
      expect(text).not.toContain(secret);
  });

  it('a booking without a return ride and without a mobile number', async () => {
    const draft = privateBookingDraft({ mitRueckfahrt: false });
    const created = await server.request('POST', '/api/Buchung/Neu', {
      body: { ...draft, kundeStamm: { ...draft.kundeStamm, mobil: '' } },
      headers: { 'Idempotency-Key': newKey() },
    });
    expect(created.status).toBe(201);
    const res = await server.request(
      'GET',
      `/api/Buchung/Detail/${created.body.buchungStamm.voucher}?name=musterfrau`,
    );
    expect(res.status).toBe(200);
    expect(res.body.rueckfahrt).toBeNull();
    expect(res.body.fahrgast).toEqual({ name: 'Musterfrau', email: 'e***@example.org', mobil: '' });
    expect(res.body.hinfahrt).toMatchObject({ plz: '30159', ort: 'Hannover' });
  });

  it('finds a surname with ß and umlauts in its common spellings, and nothing else', async () => {
    const draft = privateBookingDraft({ mitRueckfahrt: false });
    const created = await server.request('POST', '/api/Buchung/Neu', {
      body: { ...draft, kundeStamm: { ...draft.kundeStamm, name: 'Größer-Müß' } },
      headers: { 'Idempotency-Key': newKey() },
    });
    expect(created.status).toBe(201);
    const voucher = String(created.body.buchungStamm.voucher);
    const track = (name: string) =>
      server.request('GET', `/api/Buchung/Detail/${voucher}?name=${encodeURIComponent(name)}`);
    for (const name of [
      'Größer-Müß',
      'GRÖSSER-MÜSS',
      'Grösser-Müss',
      'Groesser-Muess',
      'grosser-muss',
      'Grösser-Muss',
      'Groesser-Müß',
      'GRÖẞER-MÜẞ',
    ]) {
      const res = await track(name);
      expect(res.status, name).toBe(200);
      expect(res.body.fahrgast.name).toBe('Größer-Müß');
    }
    for (const name of ['Größer', 'Grösser-Mu']) expect((await track(name)).status, name).toBe(404);
  });

  it('compares surnames by case, ß, umlauts and accents, never partly', () => {
    expect(sameSurname('Müller', 'MUELLER')).toBe(true);
    expect(sameSurname('Müller', 'Muller')).toBe(true);
    expect(sameSurname('Mueller', 'Müller')).toBe(true);
    expect(sameSurname('Weiß', 'WEISS')).toBe(true);
    expect(sameSurname('Gómez', 'gomez')).toBe(true);
    expect(sameSurname('Zoë Brontë', 'zoe bronte')).toBe(true);
    expect(sameSurname("O'Brien", "o'brien")).toBe(true);
    expect(sameSurname('Mueller', 'Muller')).toBe(false);
    expect(sameSurname('Bauer', 'Baur')).toBe(false);
    expect(sameSurname('Müller', 'Müll')).toBe(false);
    expect(sameSurname('Müller', 'Müllerin')).toBe(false);
    expect(sameSurname('Mü.ler', 'Muxler')).toBe(false);
    expect(sameSurname('Schmidt', 'Schmitt')).toBe(false);
  });

  it('masks e-mail addresses and phone numbers', () => {
    expect(maskEmail('erika@example.org')).toBe('e***@example.org');
    expect(maskEmail(' A@b.example ')).toBe('A***@b.example');
    expect(maskEmail('')).toBe('');
    expect(maskEmail('no-at-sign')).toBe('***');
    expect(maskPhone('+49 170 1234567')).toBe('•••• 4567');
    expect(maskPhone('0511/98 76-54')).toBe('•••• 7654');
    expect(maskPhone('12345')).toBe('••••');
    expect(maskPhone('')).toBe('');
  });
});
