// The PDF voucher and receipt of a booking (pdfkit, its built-in Helvetica): the operator's data
// from the imprint (src/domain/operator.ts), the rides, the price with the VAT it contains and
// the payment state, in the booking's language. Attached to the confirmation and downloadable
// from the tracking page.
import PDFDocument from 'pdfkit';
import { OPERATOR } from '../../src/domain/operator';
import type { BookingMailData } from './booking-data';
import { BOOKING_TEXT, formatDateTime, legFacts, priceAndPayment } from './booking-texts';

const INK = '#1b1f24';
const MUTED = '#3d444d';
const BRAND = '#0b3d6e';

/**
 * `zahlungBis`: by when an unpaid card booking must be paid (the booking answer's, 0024); an
 * unpaid booking's PDF is a summary that says it is not paid, never a confirmation or receipt.
 */
export async function receiptPdf(
  data: BookingMailData,
  issuedAt: Date = new Date(),
  zahlungBis: string | null = null,
): Promise<Buffer> {
  const t = BOOKING_TEXT[data.lang];
  const unpaid = data.zahlungsstatus === 'offen';
  const title =
    data.zahlungsstatus === 'bezahlt'
      ? t.pdf.receipt
      : unpaid
        ? t.pdf.overview
        : t.pdf.confirmation;
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: 56, bottom: 56, left: 56, right: 56 },
    lang: data.lang === 'en' ? 'en-US' : 'de-DE',
    displayTitle: true,
    info: {
      Title: `${title} ${data.voucher}`,
      Author: OPERATOR.legalName,
      Subject: `${t.voucher} ${data.voucher}`,
      CreationDate: issuedAt,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const a = OPERATOR.address;

  // Letterhead: brand on the left, the operator's address on the right.
  doc.font('Helvetica-Bold').fontSize(18).fillColor(BRAND).text(OPERATOR.brandName, left, 56);
  doc
    .font('Helvetica')
    .fontSize(9)
    .fillColor(MUTED)
    .text(
      [
        OPERATOR.legalName,
        a.street,
        `${a.postalCode} ${a.city}`,
        OPERATOR.email,
        `Hotline: ${OPERATOR.hotline.display}`,
      ].join('\n'),
      left,
      56,
      { width, align: 'right' },
    );

  doc.moveDown(2);
  doc.font('Helvetica-Bold').fontSize(16).fillColor(INK).text(`${title} ${data.voucher}`, left);
  doc
    .font('Helvetica')
    .fontSize(10)
    .fillColor(MUTED)
    .text(`${t.pdf.issued} ${formatDateTime(issuedAt.toISOString(), data.lang)}`);
  if (data.storniert)
    doc
      .moveDown(0.5)
      .font('Helvetica-Bold')
      .fillColor('#a40e26')
      .text(data.stornoGrund === 'unbezahlt' ? t.pdf.releasedNote : t.pdf.cancelledNote);
  else if (unpaid)
    doc
      .moveDown(0.5)
      .font('Helvetica-Bold')
      .fillColor('#a40e26')
      .text(t.pdf.unpaidNote(zahlungBis ? formatDateTime(zahlungBis, data.lang) : null));
  doc.moveDown();

  const facts = (rows: [string, string][]) => {
    for (const [label, value] of rows) {
      if (!value) continue;
      const y = doc.y;
      doc.font('Helvetica-Bold').fontSize(10).fillColor(INK).text(label, left, y, { width: 150 });
      const labelBottom = doc.y;
      doc.font('Helvetica').text(value, left + 160, y, { width: width - 160 });
      doc.y = Math.max(doc.y, labelBottom) + 3;
    }
  };
  const heading = (text: string) => {
    doc.moveDown(0.6);
    doc.font('Helvetica-Bold').fontSize(12).fillColor(BRAND).text(text, left);
    doc
      .moveTo(left, doc.y + 2)
      .lineTo(left + width, doc.y + 2)
      .strokeColor('#d0d7de')
      .stroke();
    doc.moveDown(0.5);
  };

  const passenger = [data.kunde.anrede, data.kunde.vorname, data.kunde.name]
    .filter(Boolean)
    .join(' ');
  heading(t.booking);
  facts([
    [t.voucher, data.voucher],
    [t.bookedOn, formatDateTime(data.gebuchtAm, data.lang)],
    [t.company, data.firma ?? ''],
    [t.passenger, passenger],
    [t.passengers, t.persons(data.erw, data.kind)],
    [t.vehicle, data.transferArt],
    [
      t.extras,
      data.extras.length
        ? data.extras.map((e) => `${e.anzahl} × ${e.name}`).join(', ')
        : t.noExtras,
    ],
  ]);

  for (const leg of data.legs) {
    const ride = legFacts(data, leg);
    heading(ride.heading);
    facts(ride.rows);
  }

  // What the booker's e-mails say: a cancelled booking costs nothing, paid money goes back.
  const money = priceAndPayment(data);
  heading(t.priceAndPayment);
  facts(money.rows);
  if (money.note) {
    doc.moveDown(0.5);
    doc.font('Helvetica').fontSize(10).fillColor(INK).text(money.note, left);
  }

  // Footer: what the imprint says about the operator.
  const footer = [
    `${OPERATOR.legalName} · ${a.street} · ${a.postalCode} ${a.city} · ${OPERATOR.phone.display} · ${OPERATOR.email}`,
    `${t.pdf.register}: ${OPERATOR.register.court}, ${OPERATOR.register.number} · ${t.pdf.vatId} ${OPERATOR.vatId} · ${t.pdf.managingDirectors}: ${OPERATOR.representedBy.join(', ')}`,
  ].join('\n');
  const bottom = doc.page.height - doc.page.margins.bottom;
  doc.font('Helvetica').fontSize(8).fillColor(MUTED);
  const footerHeight = doc.heightOfString(footer, { width });
  if (doc.y > bottom - footerHeight - 12) doc.addPage();
  doc.text(footer, left, bottom - footerHeight, { width, align: 'center', lineBreak: true });

  doc.end();
  return done;
}
