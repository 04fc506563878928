// What the PDF receipt says about the money, read from its text: a cancelled booking reads like
// its cancellation mail (nothing owed, the former total named, paid money refunded), in German
// and English.
import { describe, expect, it } from 'vitest';
import { pdfText } from '../testing/pdf-text';
import type { BookingMailData, MailLeg } from './booking-data';
import { receiptPdf } from './receipt-pdf';

async function receiptText(data: BookingMailData): Promise<string> {
  return pdfText(await receiptPdf(data, new Date('2026-12-01T09:00:00Z')));
}

const leg = (typ: MailLeg['typ'], storniert = false): MailLeg => ({
  typ,
  datum: '2026-12-14',
  zeit: '08:15',
  istFesteZeit: true,
  flugnummer: '',
  gepaeckstck: 1,
  weitereAdresse: '',
  adresse: 'Lindenallee 12, 30159 Hannover',
  zumFlughafen: typ === 'hin',
  storniert,
});

const booking = (
  lang: 'de' | 'en',
  zahlungsstatus: BookingMailData['zahlungsstatus'],
  storniert: boolean,
): BookingMailData => ({
  voucher: 'PB-7K3Q9X',
  externeId: 'ext-1',
  lang,
  gebuchtAm: '2026-11-29T07:05:00Z',
  firma: zahlungsstatus === 'rechnung' ? 'Hanseatica Rückversicherung AG' : null,
  kunde: { anrede: 'Frau', vorname: 'Erika', name: 'Musterfrau', email: '', mobil: '' },
  flughafen: { iata: 'HAJ', name: 'Hannover' },
  transferArt: 'Limousine',
  erw: 2,
  kind: 0,
  extras: [],
  zahlungsart: zahlungsstatus === 'rechnung' ? 'Rechnung' : 'Kreditkarte',
  zahlungsstatus,
  preisCent: 7800,
  storniert,
  legs: [leg('hin', storniert), leg('rueck', storniert)],
});

describe('the PDF receipt of a cancelled booking', () => {
  it('paid by card: nothing owed, the former total, the refund (German)', async () => {
    const text = await receiptText(booking('de', 'bezahlt', true));
    expect(text).toContain('Diese Buchung ist storniert.');
    expect(text).toMatch(/Gesamtpreis 0,00\s€ \(bisher 78,00\s€\)/);
    expect(text).toContain('Zahlungsstatus wird erstattet');
    expect(text).toContain('Den bezahlten Betrag erstatten wir auf die Karte');
    expect(text).not.toContain('Zahlungsstatus bezahlt');
    expect(text).not.toContain('per Kreditkarte bezahlt');
    expect(text).not.toContain('MwSt.');
  });

  it('paid by card: nothing owed, the former total, the refund (English)', async () => {
    const text = await receiptText(booking('en', 'bezahlt', true));
    expect(text).toContain('This booking is cancelled.');
    expect(text).toContain('Total price €0.00 (previously €78.00)');
    expect(text).toContain('Payment status being refunded');
    expect(text).toContain('We refund the amount paid to the card you paid with');
    expect(text).not.toContain('Payment status paid');
    expect(text).not.toContain('has been paid by credit card');
    expect(text).not.toContain('% VAT');
  });

  it('unpaid: not charged, and no word of an open amount', async () => {
    const de = await receiptText(booking('de', 'offen', true));
    expect(de).toMatch(/Gesamtpreis 0,00\s€ \(bisher 78,00\s€\)/);
    expect(de).toContain('Zahlungsstatus wird nicht berechnet');
    expect(de).not.toContain('Zahlungsstatus offen');
    expect(de).not.toContain('noch nicht bezahlt');
    expect(de).not.toContain('erstatten');
    const en = await receiptText(booking('en', 'offen', true));
    expect(en).toContain('Total price €0.00 (previously €78.00)');
    expect(en).toContain('Payment status not charged');
    expect(en).not.toContain('not been paid yet');
  });

  it('on account: not charged, and no invoice to come', async () => {
    const de = await receiptText(booking('de', 'rechnung', true));
    expect(de).toMatch(/Gesamtpreis 0,00\s€ \(bisher 78,00\s€\)/);
    expect(de).toContain('Zahlungsstatus wird nicht berechnet');
    expect(de).not.toContain('auf Rechnung');
    expect(de).not.toContain('Rechnung erhalten Sie gesondert');
    const en = await receiptText(booking('en', 'rechnung', true));
    expect(en).toContain('Payment status not charged');
    expect(en).not.toContain('on account');
    expect(en).not.toContain('invoice separately');
  });
});

describe('the PDF receipt of a booking that takes place', () => {
  it('shows the total with its VAT and the payment as it is', async () => {
    const paid = await receiptText(booking('de', 'bezahlt', false));
    expect(paid).toMatch(/Gesamtpreis 78,00\s€/);
    expect(paid).toMatch(/darin enthalten 19 % MwSt\. 12,45\s€/);
    expect(paid).toContain('Zahlungsstatus bezahlt');
    expect(paid).toContain('Der Betrag wurde per Kreditkarte bezahlt.');
    expect(paid).not.toContain('storniert');
    const invoice = await receiptText(booking('en', 'rechnung', false));
    expect(invoice).toContain('Total price €78.00');
    expect(invoice).toContain('Payment status on account');
    expect(invoice).toContain('You will receive the invoice separately.');
  });

  it('with one of its two rides cancelled: its lower price, the ride marked, still owed', async () => {
    const data = {
      ...booking('de', 'rechnung', false),
      preisCent: 3900,
      legs: [leg('hin'), leg('rueck', true)],
    };
    const text = await receiptText(data);
    expect(text).toContain('Rückfahrt (storniert)');
    expect(text).toMatch(/Gesamtpreis 39,00\s€/);
    expect(text).not.toContain('bisher');
    expect(text).toContain('Zahlungsstatus auf Rechnung');
    expect(text).not.toContain('Diese Buchung ist storniert.');
  });
});

describe('the PDF of a card booking never paid (0024)', () => {
  const deadline = '2026-12-02T09:00:00Z';

  it('unpaid: a summary, not a confirmation or receipt, with the deadline to pay by', async () => {
    const de = await pdfText(await receiptPdf(booking('de', 'offen', false), new Date(), deadline));
    expect(de).toContain('Buchungsübersicht PB-7K3Q9X');
    expect(de).not.toContain('Buchungsbestätigung');
    expect(de).not.toContain('Zahlungsbeleg PB');
    expect(de).toContain(
      'Bitte bezahlen Sie bis 2. Dezember 2026 um 10:00, sonst wird sie storniert.',
    );
    expect(de).toContain('Dies ist kein Zahlungsbeleg.');
    const en = await pdfText(await receiptPdf(booking('en', 'offen', false), new Date(), deadline));
    expect(en).toContain('Booking summary PB-7K3Q9X');
    expect(en).not.toContain('Booking confirmation');
    expect(en).toContain('Please pay by December 2, 2026 at 10:00');
    expect(en).toContain('This is not a payment receipt.');
  });

  it('released: cancelled because not paid, nothing paid or charged', async () => {
    const released = (lang: 'de' | 'en') => ({
      ...booking(lang, 'offen', true),
      stornoGrund: 'unbezahlt' as const,
    });
    const de = await receiptText(released('de'));
    expect(de).toContain('Buchungsübersicht PB-7K3Q9X');
    expect(de).toContain('storniert, weil sie nicht rechtzeitig bezahlt wurde');
    expect(de).toContain('Es wurde nichts bezahlt und nichts abgebucht.');
    expect(de).not.toContain('Bitte bezahlen Sie');
    const en = await receiptText(released('en'));
    expect(en).toContain('cancelled because it was not paid in time');
    expect(en).not.toContain('Booking confirmation');
  });
});

describe('the PDF receipt itemises its total (0026)', () => {
  /** Outbound from Hannover, return from Hildesheim, one child seat. */
  const priced = (
    lang: 'de' | 'en',
    rueckStorniert = false,
    storniert = false,
  ): BookingMailData => ({
    ...booking(lang, 'bezahlt', storniert),
    extras: [{ name: lang === 'de' ? 'Kindersitz' : 'Child seat', anzahl: 1 }],
    extrasPreisCent: 500,
    preisCent: rueckStorniert ? 3400 : 7800,
    legs: [
      { ...leg('hin', storniert), preisCent: 2900 },
      { ...leg('rueck', rueckStorniert || storniert), preisCent: 4400 },
    ],
  });

  it('each ride with its own price, the extras, then the total (German and English)', async () => {
    const de = await receiptText(priced('de'));
    expect(de).toMatch(
      /Hinfahrt 29,00\s€\s+Rückfahrt 44,00\s€\s+Extras 5,00\s€\s+Gesamtpreis 78,00\s€/,
    );
    const en = await receiptText(priced('en'));
    expect(en).toMatch(
      /Outbound ride €29\.00\s+Return ride €44\.00\s+Extras €5\.00\s+Total price €78\.00/,
    );
  });

  it('a cancelled ride as not charged, with what it cost', async () => {
    const de = await receiptText(priced('de', true));
    expect(de).toMatch(
      /Hinfahrt 29,00\s€\s+Rückfahrt 0,00\s€ \(bisher 44,00\s€\)\s+Extras 5,00\s€\s+Gesamtpreis 34,00\s€/,
    );
  });

  it('an older snapshot without the rides’ prices shows the total alone', async () => {
    const text = await receiptText(booking('de', 'bezahlt', false));
    expect(text).not.toMatch(/Hinfahrt \d/);
    expect(text).toMatch(/Gesamtpreis 78,00\s€/);
  });
});
