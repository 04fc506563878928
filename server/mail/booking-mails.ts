// Booking e-mails: written to the outbox in the transaction of the change that causes them
// (createBooking, updateBooking, cancelLegs, the payment's finishCapture, and a passenger's new
// address saved in the customer form: each booking's `changed` message to that address only,
// address-change-mail.ts), rendered by the worker.
//
//   event          booker (private customer, or the company)     passenger of a company booking
//   confirmed      buchungsbestaetigung: all details, .ics, PDF   fahrgastbeleg: rides, .ics
//   changed        buchungsaenderung: all details, .ics, PDF      buchungsaenderung: no price
//   cancelled      stornierung, .ics that remove the rides        stornierung, the same .ics
//   legCancelled   stornierung (which ride), .ics of the rest     the same, no price
//                  and one that removes the cancelled ride
//   paymentReminder zahlungserinnerung: not binding until paid,   –
//                  pay by (tracking link), no attachments
//   unpaidReleased verfall: cancelled as never paid, no .ics       –
//
// The last two are written by the round of server/services/unpaid-bookings.ts (0024). The
// passenger of a company booking gets neither: nobody told them of a booking that never bound.
//
// The .ics of a ride keep its UID; their SEQUENCE is the booking's version (raised with every
// change), so a calendar replaces or removes the entry it got before (RFC 5545/5546).
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { companies, outbox } from '../db/schema';
import { buildIcs, calendarAtAirport, icsContentType } from '../../src/domain/ics';
import { linkInLanguage } from '../../src/domain/language-link';
import { OPERATOR } from '../../src/domain/operator';
import { loadBooking, type LoadedBooking } from '../services/bookings';
import { referenceData, type ReferenceData } from '../services/reference';
import { bookingMailData, type BookingMailData, type MailLeg } from './booking-data';
import {
  airportText,
  BOOKING_TEXT,
  formatDateTime,
  legFacts,
  priceAndPayment,
} from './booking-texts';
import { composeBody, MailRenderError, type Block } from './layout';
import { receiptPdf } from './receipt-pdf';
import type { MailLinks, RenderedMail } from './render';
import type { MailAttachment } from './transport';

export type BookingMailEvent =
  'confirmed' | 'changed' | 'cancelled' | 'legCancelled' | 'paymentReminder' | 'unpaidReleased';
type Audience = 'booker' | 'passenger';

export const BOOKING_MAIL_ARTS = [
  'buchungsbestaetigung',
  'fahrgastbeleg',
  'buchungsaenderung',
  'stornierung',
  'zahlungserinnerung',
  'verfall',
] as const;

interface BookingMailPayload {
  event: BookingMailEvent;
  audience: Audience;
  booking: BookingMailData;
  /** legCancelled: which ride. */
  cancelledLeg?: MailLeg['typ'];
  /**
   * The booking's version (bookings.version) when the mail was written: the SEQUENCE of its
   * .ics. Not part of `booking`, whose snapshots are compared to tell whether an edit changed
   * anything a mail says. Absent in rows written before it existed: 0.
   */
  sequence?: number;
  /** paymentReminder: when the booking will be released; unpaidReleased: when it was (ISO). */
  freigabeAm?: string;
}

const ART: Record<BookingMailEvent, Record<Audience, (typeof BOOKING_MAIL_ARTS)[number]>> = {
  confirmed: { booker: 'buchungsbestaetigung', passenger: 'fahrgastbeleg' },
  changed: { booker: 'buchungsaenderung', passenger: 'buchungsaenderung' },
  cancelled: { booker: 'stornierung', passenger: 'stornierung' },
  legCancelled: { booker: 'stornierung', passenger: 'stornierung' },
  paymentReminder: { booker: 'zahlungserinnerung', passenger: 'zahlungserinnerung' },
  unpaidReleased: { booker: 'verfall', passenger: 'verfall' },
};

/** Events of a booking that never became binding: its passenger was never told of it. */
const BOOKER_ONLY: readonly BookingMailEvent[] = ['paymentReminder', 'unpaidReleased'];

function subjectOf(payload: BookingMailPayload): string {
  const t = BOOKING_TEXT[payload.booking.lang].subject;
  const v = payload.booking.voucher;
  if (payload.event === 'confirmed')
    return payload.audience === 'booker' ? t.confirmation(v) : t.passenger(v);
  if (payload.event === 'changed') return t.change(v);
  if (payload.event === 'paymentReminder') return t.reminder(v);
  if (payload.event === 'unpaidReleased') return t.released(v);
  return payload.event === 'cancelled' ? t.cancellation(v) : t.legCancellation(v);
}

/**
 * Writes the e-mails of `event` for a booking into the outbox, with `tx` (the transaction of the
 * change). Private bookings: one message to the customer. Company bookings: the full message to
 * the company's address and a short one to the passenger (if the passenger has another address).
 * `onlyTo`: of these, only the message that goes to this address (letter case and spaces aside).
 */
export async function enqueueBookingMails(
  tx: Db,
  event: BookingMailEvent,
  loaded: LoadedBooking,
  options: {
    reference?: ReferenceData;
    cancelledLeg?: MailLeg['typ'];
    onlyTo?: string;
    /** paymentReminder, unpaidReleased: the moment of the release. */
    freigabeAm?: Date;
  } = {},
): Promise<void> {
  const data = await bookingMailData(tx, loaded, options.reference);
  const passengerEmail = data.kunde.email.trim();
  const recipients: { audience: Audience; to: string }[] = [];
  if (loaded.booking.firmenId === null) {
    if (passengerEmail) recipients.push({ audience: 'booker', to: passengerEmail });
  } else {
    const [company] = await tx
      .select({ email: companies.email })
      .from(companies)
      .where(eq(companies.id, loaded.booking.firmenId));
    const companyEmail = company?.email.trim() ?? '';
    if (companyEmail) recipients.push({ audience: 'booker', to: companyEmail });
    if (
      passengerEmail &&
      passengerEmail.toLowerCase() !== companyEmail.toLowerCase() &&
      !BOOKER_ONLY.includes(event)
    )
      recipients.push({ audience: 'passenger', to: passengerEmail });
  }
  const only = options.onlyTo?.trim().toLowerCase();
  const chosen =
    only === undefined ? recipients : recipients.filter((r) => r.to.toLowerCase() === only);
  if (chosen.length === 0) return;
  await tx.insert(outbox).values(
    chosen.map(({ audience, to }) => {
      const payload: BookingMailPayload = {
        event,
        audience,
        booking: data,
        sequence: loaded.booking.version,
        ...(options.cancelledLeg ? { cancelledLeg: options.cancelledLeg } : {}),
        ...(options.freigabeAm ? { freigabeAm: options.freigabeAm.toISOString() } : {}),
      };
      return {
        art: ART[event][audience],
        empfaenger: to,
        betreff: subjectOf(payload).slice(0, 200),
        sprach: data.lang,
        payload,
      };
    }),
  );
}

/**
 * The payment module's onCaptured: in the transaction that marks a card booking paid, under its
 * row lock, the confirmation is written (exactly once: only the capture that wins gets here).
 */
export function confirmPaidBooking() {
  return async (tx: Db, buchungId: number): Promise<void> => {
    const loaded = await loadBooking(tx, { id: buchungId });
    if (!loaded) return;
    // Read with the transaction: on PGlite another query would wait for it to end.
    await enqueueBookingMails(tx, 'confirmed', loaded, { reference: await referenceData(tx) });
  };
}

/** Links of a booking: tracking (voucher + surname) and the edit link (external id). */
export function bookingLinks(links: MailLinks, data: BookingMailData) {
  const query = new URLSearchParams({ voucher: data.voucher, name: data.kunde.name });
  // In the mail's language: a phone's mail app has no stored language and would show German.
  return {
    tracking: linkInLanguage(`${links.baseUrl}/tracking?${query.toString()}`, data.lang),
    edit: linkInLanguage(
      `${links.baseUrl}/buchung/bearbeiten/${encodeURIComponent(data.externeId)}`,
      data.lang,
    ),
  };
}

function legBlocks(data: BookingMailData, legs: MailLeg[]): Block[] {
  return legs.flatMap((leg) => {
    const { heading, rows } = legFacts(data, leg);
    return [
      { kind: 'h2' as const, text: heading },
      { kind: 'facts' as const, rows },
    ];
  });
}

/**
 * One .ics per ride: a ride that takes place is published (added or updated), a cancelled one is
 * cancelled (removed from the calendar that has it: same UID, higher SEQUENCE).
 */
function calendarFiles(
  data: BookingMailData,
  legs: MailLeg[],
  links: MailLinks,
  sequence: number,
): MailAttachment[] {
  const t = BOOKING_TEXT[data.lang];
  const host = new URL(links.baseUrl).hostname || 'shuttle.example';
  const airport = airportText(data);
  return legs
    .filter((leg) => /^\d{4}-\d{2}-\d{2}$/.test(leg.datum))
    .map((leg) => {
      const method = leg.storniert ? 'CANCEL' : 'PUBLISH';
      return {
        filename: t.icsFile(leg.typ, data.voucher),
        contentType: icsContentType(method),
        content: buildIcs(
          {
            uid: `${data.voucher}-${leg.typ === 'hin' ? 'hinfahrt' : 'rueckfahrt'}@${host}`,
            sequence,
            organizer: { name: OPERATOR.brandName, email: OPERATOR.email },
            date: leg.datum,
            time: leg.zeit,
            durationMinutes: 60,
            summary: t.calendar.summary(t.legs[leg.typ], data.voucher, !leg.istFesteZeit),
            description: t.calendar.description(data.voucher, OPERATOR.hotline.display),
            location: calendarAtAirport({
              toAirport: leg.zumFlughafen,
              fixedTime: leg.istFesteZeit,
            })
              ? airport
              : leg.adresse,
          },
          new Date(),
          method,
        ),
      };
    });
}

export async function renderBookingMail(
  payload: BookingMailPayload,
  links: MailLinks,
): Promise<RenderedMail> {
  const data = payload.booking;
  if (!data?.voucher || !Array.isArray(data.legs))
    throw new MailRenderError('booking mail without booking data');
  const t = BOOKING_TEXT[data.lang];
  const v = data.voucher;
  const booker = payload.audience === 'booker';
  const url = bookingLinks(links, data);
  // "Guten Tag Frau Berg", or with no salutation to print "Guten Tag Eva Berg".
  const greetingName =
    booker && data.firma
      ? ''
      : [data.kunde.anrede || data.kunde.vorname, data.kunde.name].filter(Boolean).join(' ');

  let title: string;
  let intro: string;
  let legs = data.legs;
  const cancelledAll = payload.event === 'cancelled';
  // A booking that never became binding: no calendar entries, receipt or edit link (0022: the
  // edit credential goes out only with a confirmation), only the way to pay or to see it.
  const unbound = BOOKER_ONLY.includes(payload.event);
  const releaseAt = formatDateTime(payload.freigabeAm ?? data.gebuchtAm, data.lang);
  if (payload.event === 'confirmed') {
    title = booker ? t.title.confirmation(v) : t.title.passenger(v);
    intro = !booker
      ? t.intro.passenger(data.firma ?? '')
      : data.zahlungsstatus === 'bezahlt'
        ? t.intro.paid
        : data.zahlungsstatus === 'rechnung'
          ? t.intro.invoice
          : t.intro.open;
  } else if (payload.event === 'changed') {
    title = t.title.change(v);
    intro = t.intro.change;
  } else if (payload.event === 'paymentReminder') {
    title = t.title.reminder(v);
    intro = t.intro.reminder(releaseAt);
  } else if (payload.event === 'unpaidReleased') {
    title = t.title.released(v);
    intro = t.intro.released(releaseAt);
  } else if (payload.event === 'cancelled') {
    title = t.title.cancellation(v);
    intro = `${t.intro.cancellation}${data.zahlungsstatus === 'bezahlt' ? ` ${t.intro.refund}` : ''}`;
  } else {
    title = t.title.legCancellation(v);
    intro = t.intro.legCancellation(t.legs[payload.cancelledLeg ?? 'rueck']);
    legs = data.legs;
  }

  const blocks: Block[] = [
    { kind: 'p', text: t.hello(greetingName) },
    { kind: 'p', text: intro },
    { kind: 'h2', text: t.booking },
    {
      kind: 'facts',
      rows: [
        [t.voucher, v],
        [t.bookedOn, formatDateTime(data.gebuchtAm, data.lang)],
        [t.company, data.firma ?? ''],
        [
          t.passenger,
          [data.kunde.anrede, data.kunde.vorname, data.kunde.name].filter(Boolean).join(' '),
        ],
        [t.passengers, t.persons(data.erw, data.kind)],
        [t.vehicle, data.transferArt],
        [
          t.extras,
          data.extras.length
            ? data.extras.map((e) => `${e.anzahl} × ${e.name}`).join(', ')
            : t.noExtras,
        ],
      ],
    },
    ...legBlocks(data, legs),
  ];
  // The same rows as the PDF receipt; a cancelled booking's refund is told by the intro.
  if (booker)
    blocks.push(
      { kind: 'h2', text: t.priceAndPayment },
      { kind: 'facts', rows: priceAndPayment(data).rows },
    );
  blocks.push(
    { kind: 'h2', text: t.links },
    { kind: 'link', label: t.tracking, href: url.tracking, text: t.trackingText },
  );
  if (booker && !cancelledAll && !unbound) {
    blocks.push(
      { kind: 'link', label: t.edit, href: url.edit, text: t.editText },
      { kind: 'p', text: t.editNote },
    );
  }

  // The rides that take place, and what this message cancels: every ride of a cancelled booking,
  // the one ride of a ride's cancellation (a ride cancelled before was removed by its own mail).
  const calendarLegs = legs.filter(
    (leg) =>
      !leg.storniert ||
      cancelledAll ||
      (payload.event === 'legCancelled' && leg.typ === payload.cancelledLeg),
  );
  const attachments = unbound
    ? []
    : calendarFiles(data, calendarLegs, links, payload.sequence ?? 0);
  if (!cancelledAll && !unbound) {
    if (booker)
      attachments.push({
        filename: t.pdf.fileName(v),
        contentType: 'application/pdf',
        content: await receiptPdf(data),
      });
  }
  if (attachments.length > 0)
    blocks.push({
      kind: 'p',
      text: cancelledAll
        ? t.attachments.calendarCancel
        : booker
          ? t.attachments.full
          : t.attachments.calendar,
    });
  blocks.push(
    { kind: 'p', text: t.hotline(OPERATOR.hotline.display) },
    { kind: 'p', text: cancelledAll || unbound ? t.closingCancelled : t.closing },
  );

  return { subject: subjectOf(payload), attachments, ...composeBody(data.lang, title, blocks) };
}

export function isBookingMail(art: string): boolean {
  return (BOOKING_MAIL_ARTS as readonly string[]).includes(art);
}

export type { BookingMailPayload };
