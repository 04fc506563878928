// What an outbox row says: subject, plain text, HTML and attachments, built when the worker
// sends it from the data the row was written with (so a message says what was true when it was
// written, whatever happened to the booking since).
import type { outbox } from '../db/schema';
import { composeBody, MailRenderError, type Block } from './layout';
import type { MailAttachment } from './transport';
import { isBookingMail, renderBookingMail, type BookingMailPayload } from './booking-mails';
import { renderRequestMail } from './request-mails';
import { ACCESS_CODE_MAIL, renderAccessCodeMail } from './access-code-mail';
import { ADDRESS_CHANGE_MAIL, renderAddressChangeMail } from './address-change-mail';

export type { MailAttachment };

export interface MailLinks {
  /** Public origin (and path) of the site, without trailing slash. */
  baseUrl: string;
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
  attachments: MailAttachment[];
  replyTo?: string | undefined;
  /** The language the message is written in (Content-Language); the row's `sprach` if unset. */
  lang?: 'de' | 'en';
}

type Row = typeof outbox.$inferSelect;

export async function renderOutboxMail(row: Row, links: MailLinks): Promise<RenderedMail> {
  if (isBookingMail(row.art)) return renderBookingMail(row.payload as BookingMailPayload, links);
  if (row.art === ACCESS_CODE_MAIL) return renderAccessCodeMail(row, links);
  if (row.art === ADDRESS_CHANGE_MAIL) return renderAddressChangeMail(row);
  const request = renderRequestMail(row);
  if (request) return request;
  throw new MailRenderError(`no template for outbox messages of art "${row.art}"`);
}

export { composeBody, type Block };
