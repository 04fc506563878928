// "Zugangscode vergessen?" (issue 15): the link that lets a company set a new access code, sent
// to the company's registered e-mail in the site's language (art zugangscode). The row is written
// by server/services/access-code-reset.ts; its payload carries the link's token only until the
// message is out (the service removes it from sent rows), the database keeps just its hash.
import type { outbox } from '../db/schema';
import type { Lang } from '../lib/i18n';
import { linkInLanguage } from '../../src/domain/language-link';
import { OPERATOR } from '../../src/domain/operator';
import { composeBody, MailRenderError, type Block } from './layout';
import type { MailLinks, RenderedMail } from './render';

type Row = typeof outbox.$inferSelect;

export const ACCESS_CODE_MAIL = 'zugangscode';
/** The SPA's page that reads the token (src/features/access-code-reset). */
export const RESET_PAGE_PATH = '/zugangscode-zuruecksetzen';

export interface AccessCodeMailPayload {
  token: string;
  firmenId: number;
  name: string;
  gueltigMinuten: number;
}

const TEXT = {
  de: {
    subject: 'Neuen Zugangscode festlegen',
    title: 'Neuen Zugangscode festlegen',
    hello: 'Guten Tag,',
    intro: (name: string, id: number) =>
      `für Ihr Firmenkonto ${name} (Kundennummer ${id}) wurde ein neuer Zugangscode angefordert. Über den folgenden Link legen Sie ihn fest.`,
    link: 'Zugangscode festlegen',
    validity: (minutes: number) =>
      `Der Link gilt ${minutes} Minuten und lässt sich nur einmal verwenden. Danach melden Sie sich mit dem neuen Code an; bestehende Anmeldungen Ihrer Firma werden beendet.`,
    notYou:
      'Haben Sie keinen neuen Zugangscode angefordert, können Sie diese E-Mail ignorieren: Ihr bisheriger Zugangscode bleibt gültig.',
    hotline: (n: string) => `Fragen? Unsere Hotline ist rund um die Uhr für Sie da: ${n}`,
    closing: 'Freundliche Grüße\nIhr AirportShuttle-Team',
  },
  en: {
    subject: 'Set a new access code',
    title: 'Set a new access code',
    hello: 'Hello,',
    intro: (name: string, id: number) =>
      `A new access code was requested for your company account ${name} (customer number ${id}). Use the following link to set it.`,
    link: 'Set access code',
    validity: (minutes: number) =>
      `The link is valid for ${minutes} minutes and can be used once. Afterwards, sign in with the new code; your company's existing sign-ins are ended.`,
    notYou:
      'If you did not ask for a new access code, you can ignore this e-mail: your current access code stays valid.',
    hotline: (n: string) => `Questions? Our hotline is there for you around the clock: ${n}`,
    closing: 'Kind regards\nYour AirportShuttle team',
  },
} as const;

export const accessCodeMailSubject = (lang: Lang): string => TEXT[lang].subject;

export function renderAccessCodeMail(row: Row, links: MailLinks): RenderedMail {
  const lang: Lang = row.sprach === 'en' ? 'en' : 'de';
  const t = TEXT[lang];
  const p = (row.payload ?? {}) as Partial<AccessCodeMailPayload>;
  if (typeof p.token !== 'string' || typeof p.firmenId !== 'number')
    throw new MailRenderError('access code mail without its token (already used or expired)');
  // In the mail's language: the reset page opens where no language may be stored yet.
  const href = linkInLanguage(
    `${links.baseUrl}${RESET_PAGE_PATH}?token=${encodeURIComponent(p.token)}`,
    lang,
  );
  const blocks: Block[] = [
    { kind: 'p', text: t.hello },
    { kind: 'p', text: t.intro(String(p.name ?? ''), p.firmenId) },
    { kind: 'link', label: t.link, href, text: t.link },
    { kind: 'p', text: t.validity(p.gueltigMinuten ?? 60) },
    { kind: 'p', text: t.notYou },
    { kind: 'p', text: t.hotline(OPERATOR.hotline.display) },
    { kind: 'p', text: t.closing },
  ];
  return { subject: row.betreff, attachments: [], ...composeBody(lang, t.title, blocks) };
}
