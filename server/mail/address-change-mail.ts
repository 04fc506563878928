// "Die E-Mail-Adresse Ihrer Buchung wurde geändert" (art emailaenderung): when a booking's
// passenger address changes (ride edit, edit link, the company's customer form), the booking's
// mails go to the new address from then on. The new address learns of the booking from its change
// mail (buchungsaenderung: the booking as it is now, its tracking link, the rides' .ics): a ride
// edit or the edit link sends the edited booking's own (the passenger's other rides keep the
// address they were booked with, 0025); the customer form moves the rides still ahead that were
// booked with the old address (moveBookedEmail) and sends each one's (enqueueNewAddressMails).
// The old address gets this short notice, so that a change it did not make (a forwarded or leaked
// edit link) does not redirect the booking's mails unnoticed. Only bookings that already get mails
// (confirmed, not cancelled, a ride still ahead) are named or sent; an unpaid card booking gets
// none.
import { and, eq, gte, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { bookingLegs, bookings, outbox } from '../db/schema';
import type { Lang } from '../lib/i18n';
import { todayInBerlin } from '../lib/time';
import { OPERATOR } from '../../src/domain/operator';
import { LEG_CANCELLED, loadBooking } from '../services/bookings';
import { referenceData } from '../services/reference';
import { enqueueBookingMails } from './booking-mails';
import { maskEmail } from '../services/tracking';
import { composeBody, MailRenderError, type Block } from './layout';
import type { RenderedMail } from './render';

type Row = typeof outbox.$inferSelect;

export const ADDRESS_CHANGE_MAIL = 'emailaenderung';

/** The outbox payload: the new address only masked, enough to recognise it, not to use it. */
export interface AddressChangeMailPayload {
  vouchers: string[];
  neueEmail: string;
}

const TEXT = {
  de: {
    subject: (vouchers: string[]) =>
      vouchers.length === 1
        ? `E-Mail-Adresse Ihrer Buchung ${vouchers[0]} geändert`
        : 'E-Mail-Adresse Ihrer Buchungen geändert',
    hello: 'Guten Tag,',
    intro: (vouchers: string[], masked: string) =>
      vouchers.length === 1
        ? `die E-Mail-Adresse Ihrer Buchung ${vouchers[0]} wurde auf ${masked} geändert. Nachrichten zu dieser Buchung erhalten Sie deshalb nicht mehr an diese Adresse.`
        : `die E-Mail-Adresse Ihrer Buchungen ${vouchers.join(', ')} wurde auf ${masked} geändert. Nachrichten zu diesen Buchungen erhalten Sie deshalb nicht mehr an diese Adresse.`,
    notYou: (hotline: string) =>
      `Haben Sie diese Änderung nicht selbst vorgenommen oder veranlasst, rufen Sie bitte umgehend unsere Hotline an, rund um die Uhr: ${hotline}. War die Änderung gewollt, müssen Sie nichts weiter tun.`,
    closing: 'Freundliche Grüße\nIhr AirportShuttle-Team',
  },
  en: {
    subject: (vouchers: string[]) =>
      vouchers.length === 1
        ? `E-mail address of your booking ${vouchers[0]} changed`
        : 'E-mail address of your bookings changed',
    hello: 'Hello,',
    intro: (vouchers: string[], masked: string) =>
      vouchers.length === 1
        ? `The e-mail address of your booking ${vouchers[0]} was changed to ${masked}. You will therefore no longer receive messages about this booking at this address.`
        : `The e-mail address of your bookings ${vouchers.join(', ')} was changed to ${masked}. You will therefore no longer receive messages about these bookings at this address.`,
    notYou: (hotline: string) =>
      `If you did not make or ask for this change, please call our hotline straight away, around the clock: ${hotline}. If the change was intended, there is nothing more to do.`,
    closing: 'Kind regards\nYour AirportShuttle team',
  },
} as const;

/**
 * The customer form moved saved customer `kundeId` from `oldEmail` to `newEmail`: the rides still
 * ahead that were booked with the old address (not cancelled, a ride today or later) take the new
 * one on their passenger as booked (0025), so their mails reach the passenger where they read
 * mail now; a ride that is over keeps what it was booked with, as does a ride booked with another
 * address for its trip. Each moved booking's version is raised (an open ride page would write the
 * old address back). Answers the moved bookings that get mails: confirmed (on account or paid).
 */
export async function moveBookedEmail(
  tx: Db,
  kundeId: number,
  oldEmail: string,
  newEmail: string,
  now: Date,
): Promise<{ id: number; voucher: string; sprach: string }[]> {
  const rows = await tx
    .selectDistinct({
      id: bookings.id,
      voucher: bookings.voucher,
      sprach: bookings.sprach,
      zahlungsstatus: bookings.zahlungsstatus,
    })
    .from(bookings)
    .innerJoin(bookingLegs, eq(bookingLegs.buchungId, bookings.id))
    .where(
      and(
        eq(bookings.kundeId, kundeId),
        eq(bookings.storniert, false),
        sql`lower(trim(${bookings.email})) = ${oldEmail.trim().toLowerCase()}`,
        ne(bookingLegs.statusId, LEG_CANCELLED),
        gte(bookingLegs.datum, todayInBerlin(now)),
      ),
    );
  if (rows.length === 0) return [];
  await tx
    .update(bookings)
    .set({ email: newEmail.trim(), updatedAt: new Date(), version: sql`${bookings.version} + 1` })
    .where(
      inArray(
        bookings.id,
        rows.map((row) => row.id),
      ),
    );
  return rows
    .filter((row) => row.zahlungsstatus === 'bezahlt' || row.zahlungsstatus === 'rechnung')
    .map(({ id, voucher, sprach }) => ({ id, voucher, sprach }))
    .sort((a, b) => a.id - b.id);
}

/** Whether two addresses are the same mailbox for this purpose (letter case and spaces aside). */
export function sameAddress(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

/**
 * Tells `oldEmail` that the mails of `affected` go to `newEmail` now: one message per language
 * of the bookings, in the transaction of the change. Nothing when the address stays the same
 * (letter case and spaces aside) or no booking is affected.
 */
export async function enqueueAddressChangeMails(
  tx: Db,
  oldEmail: string,
  newEmail: string,
  affected: { voucher: string; sprach: string }[],
): Promise<void> {
  const to = oldEmail.trim();
  if (to === '' || sameAddress(to, newEmail)) return;
  const byLang = new Map<Lang, string[]>();
  for (const booking of affected) {
    const lang: Lang = booking.sprach === 'en' ? 'en' : 'de';
    byLang.set(lang, [...(byLang.get(lang) ?? []), booking.voucher]);
  }
  if (byLang.size === 0) return;
  await tx.insert(outbox).values(
    [...byLang].map(([lang, vouchers]) => {
      const payload: AddressChangeMailPayload = { vouchers, neueEmail: maskEmail(newEmail) };
      return {
        art: ADDRESS_CHANGE_MAIL,
        empfaenger: to,
        betreff: TEXT[lang].subject(vouchers).slice(0, 200),
        sprach: lang,
        payload,
      };
    }),
  );
}

/**
 * The customer form changed the passenger's address from `oldEmail` to `newEmail`: the new
 * address gets, for each of `affected`, the change mail that a change of the booking's own
 * address on the ride page sends there (buchungsaenderung, in the booking's language), so the
 * bookings whose mails it gets from now on reach it with their links. Only that message: no
 * booking changed, so the company is not written to (unless the new address is its own, which
 * then gets the company's message, as on the ride page). Nothing when the address stays the same
 * (letter case and spaces aside) or is empty now.
 */
export async function enqueueNewAddressMails(
  tx: Db,
  oldEmail: string,
  newEmail: string,
  affected: { id: number }[],
): Promise<void> {
  const to = newEmail.trim();
  if (to === '' || sameAddress(oldEmail, to) || affected.length === 0) return;
  const reference = await referenceData(tx);
  // One after the other: the transaction's connection runs one query at a time.
  for (const { id } of affected) {
    const loaded = await loadBooking(tx, { id });
    if (loaded) await enqueueBookingMails(tx, 'changed', loaded, { reference, onlyTo: to });
  }
}

export function renderAddressChangeMail(row: Row): RenderedMail {
  const lang: Lang = row.sprach === 'en' ? 'en' : 'de';
  const t = TEXT[lang];
  const p = (row.payload ?? {}) as Partial<AddressChangeMailPayload>;
  if (!Array.isArray(p.vouchers) || p.vouchers.length === 0 || typeof p.neueEmail !== 'string')
    throw new MailRenderError('address change mail without its bookings');
  const blocks: Block[] = [
    { kind: 'p', text: t.hello },
    { kind: 'p', text: t.intro(p.vouchers, p.neueEmail || '***') },
    { kind: 'p', text: t.notYou(OPERATOR.hotline.display) },
    { kind: 'p', text: t.closing },
  ];
  return {
    subject: row.betreff,
    attachments: [],
    ...composeBody(lang, t.subject(p.vouchers), blocks),
  };
}
