// Contact messages, logistics requests and registrations (server/routes/contact.ts,
// companies.ts): the operator's notification (art kontakt | logistik | registrierung, German,
// Reply-To the sender) and the sender's copy (art eingangsbestaetigung, in the sender's language).
import type { outbox } from '../db/schema';
import type { Lang } from '../lib/i18n';
import { OPERATOR } from '../../src/domain/operator';
import { formatDate, formatTime } from './booking-texts';
import { composeBody, type Block } from './layout';
import type { RenderedMail } from './render';

type Row = typeof outbox.$inferSelect;
export type RequestKind = 'kontakt' | 'logistik' | 'registrierung';

const PREFIX: Record<RequestKind, string> = {
  kontakt: 'KON',
  logistik: 'LOG',
  registrierung: 'REG',
};

/** The reference the sender is told (`KON-000012`): from the operator notification's row id. */
export function requestReference(kind: RequestKind, outboxId: number): string {
  return `${PREFIX[kind]}-${String(outboxId).padStart(6, '0')}`;
}

type Payload = Record<string, unknown>;
const str = (value: unknown): string =>
  typeof value === 'string' ? value : value == null ? '' : String(value);
const obj = (value: unknown): Payload =>
  value && typeof value === 'object' ? (value as Payload) : {};
const person = (p: Payload) => `${str(p.vorname)} ${str(p.name)}`.trim();
const address = (value: unknown) => {
  const a = obj(value);
  return [str(a.strasse), `${str(a.plz)} ${str(a.ort)}`.trim(), str(a.ortsteil)]
    .filter(Boolean)
    .join(', ');
};

/** The services in the words of the logistics page (public/locales/*.json logistics.services). */
export const LEISTUNG: Record<string, Record<Lang, string>> = {
  kurier: { de: 'Kurierfahrt', en: 'Courier run' },
  gepaeck: { de: 'Gepäcktransport', en: 'Luggage transport' },
  fracht: { de: 'Kleinfracht', en: 'Small freight' },
  sonstiges: { de: 'Sonstiges', en: 'Other' },
};

/** A service code (`kurier`) as the page names it, or the code itself when unknown. */
export const serviceLabel = (code: string, lang: Lang): string => LEISTUNG[code]?.[lang] ?? code;

function operatorNotification(kind: RequestKind, row: Row): RenderedMail {
  const p = obj(row.payload);
  const reference = requestReference(kind, row.id);
  const sprache = row.sprach === 'en' ? 'Englisch' : 'Deutsch';
  let title: string;
  let blocks: Block[];
  let replyTo: string;
  if (kind === 'kontakt') {
    title = `Kontaktanfrage ${reference}`;
    replyTo = str(p.email);
    blocks = [
      {
        kind: 'facts',
        rows: [
          ['Vorgangsnummer', reference],
          ['Betreff', str(p.betreff)],
          ['Name', person(p)],
          ['Firma', str(p.firma)],
          ['E-Mail', str(p.email)],
          ['Telefon', str(p.telefon)],
          ['Buchungsnummer', str(p.voucher)],
          ['Sprache des Absenders', sprache],
        ],
      },
      { kind: 'h2', text: 'Nachricht' },
      { kind: 'p', text: str(p.nachricht) },
    ];
  } else if (kind === 'logistik') {
    title = `Logistikanfrage ${reference}`;
    replyTo = str(p.email);
    blocks = [
      {
        kind: 'facts',
        rows: [
          ['Vorgangsnummer', reference],
          ['Leistung', serviceLabel(str(p.leistung), 'de')],
          ['Firma', str(p.firma)],
          ['Name', person(p)],
          ['E-Mail', str(p.email)],
          ['Telefon', str(p.telefon)],
          ['Abholadresse', address(p.abholAdresse)],
          ['Lieferadresse', address(p.zielAdresse)],
          ['Datum', formatDate(str(p.datum), 'de')],
          ['Uhrzeit', formatTime(str(p.zeit), 'de')],
          ['Sprache des Absenders', sprache],
        ],
      },
      { kind: 'h2', text: 'Beschreibung' },
      { kind: 'p', text: str(p.beschreibung) },
    ];
  } else {
    const firma = obj(p.firma);
    const kontakt = obj(p.ansprechpartner);
    const rechnung = p.rechnungsadresse ? obj(p.rechnungsadresse) : null;
    title = `Neukunden-Registrierung ${reference}`;
    replyTo = str(kontakt.email) || str(firma.email);
    blocks = [
      {
        kind: 'facts',
        caption: 'Firma',
        rows: [
          ['Vorgangsnummer', reference],
          ['Name', [str(firma.name), str(firma.name2)].filter(Boolean).join(' ')],
          ['Adresse', `${address(firma)} (${str(firma.land)})`],
          ['Telefon', str(firma.telefon)],
          ['E-Mail', str(firma.email)],
          ['USt-IdNr.', str(firma.ustId)],
        ],
      },
      {
        kind: 'facts',
        caption: 'Ansprechpartner',
        rows: [
          ['Name', person(kontakt)],
          ['Position', str(kontakt.position)],
          ['E-Mail', str(kontakt.email)],
          ['Telefon', str(kontakt.telefon)],
        ],
      },
      ...(rechnung
        ? [
            {
              kind: 'facts' as const,
              caption: 'Rechnungsadresse',
              rows: [
                ['Name', str(rechnung.name)],
                ['Adresse', address(rechnung)],
                ['E-Mail', str(rechnung.email)],
              ] as [string, string][],
            },
          ]
        : []),
      {
        kind: 'facts',
        rows: [
          ['Bemerkung', str(p.bemerkung)],
          ['Sprache des Absenders', sprache],
        ],
      },
    ];
  }
  return {
    subject: row.betreff,
    replyTo: replyTo || undefined,
    attachments: [],
    // German for the operator, whatever language the sender wrote in (the row's `sprach`).
    lang: 'de',
    ...composeBody('de', title, blocks),
  };
}

const COPY = {
  de: {
    subject: (ref: string) => `Ihre Anfrage ist eingegangen – ${ref}`,
    title: (ref: string) => `Wir haben Ihre Anfrage erhalten (${ref})`,
    hello: (name: string) => (name ? `Guten Tag ${name},` : 'Guten Tag,'),
    intro: {
      kontakt:
        'vielen Dank für Ihre Nachricht. Wir haben sie erhalten und melden uns so bald wie möglich bei Ihnen.',
      logistik:
        'vielen Dank für Ihre Logistikanfrage. Wir prüfen sie und senden Ihnen so bald wie möglich ein Angebot.',
      registrierung:
        'vielen Dank für Ihre Registrierung als Firmenkunde. Wir prüfen Ihre Angaben und senden Ihnen Ihre Zugangsdaten, sobald Ihr Firmenkonto eingerichtet ist.',
    } as Record<RequestKind, string>,
    reference: 'Vorgangsnummer',
    keep: 'Bitte geben Sie die Vorgangsnummer bei Rückfragen an.',
    yourRequest: 'Ihre Angaben',
    subjectLabel: 'Betreff',
    service: 'Leistung',
    date: 'Datum',
    time: 'Uhrzeit',
    from: 'Abholadresse',
    to: 'Lieferadresse',
    company: 'Firma',
    contact: 'Ansprechpartner',
    hotline: (n: string) => `Eilt es? Unsere Hotline ist rund um die Uhr für Sie da: ${n}`,
    closing: 'Freundliche Grüße\nIhr AirportShuttle-Team',
  },
  en: {
    subject: (ref: string) => `We have received your request – ${ref}`,
    title: (ref: string) => `We have received your request (${ref})`,
    hello: (name: string) => (name ? `Dear ${name},` : 'Hello,'),
    intro: {
      kontakt:
        'Thank you for your message. We have received it and will get back to you as soon as possible.',
      logistik:
        'Thank you for your logistics request. We will look into it and send you an offer as soon as possible.',
      registrierung:
        'Thank you for registering as a business customer. We will check your details and send you your access data as soon as your company account is set up.',
    } as Record<RequestKind, string>,
    reference: 'Reference number',
    keep: 'Please quote the reference number if you contact us about it.',
    yourRequest: 'Your details',
    subjectLabel: 'Subject',
    service: 'Service',
    date: 'Date',
    time: 'Time',
    from: 'Pickup address',
    to: 'Delivery address',
    company: 'Company',
    contact: 'Contact person',
    hotline: (n: string) => `In a hurry? Our hotline is there for you around the clock: ${n}`,
    closing: 'Kind regards\nYour AirportShuttle team',
  },
} as const;

/**
 * The copy to the sender: art eingangsbestaetigung, payload { anlass, referenz, anfrage }. It
 * repeats only short fields, never the free text (message, description): anyone can type any
 * address into the form, and the copy must not carry a stranger's text in our name.
 */
export function senderCopy(kind: RequestKind, reference: string, lang: Lang, request: unknown) {
  const p = obj(request);
  const to =
    kind === 'registrierung'
      ? str(obj(p.ansprechpartner).email) || str(obj(p.firma).email)
      : str(p.email);
  return {
    art: 'eingangsbestaetigung',
    empfaenger: to,
    betreff: COPY[lang].subject(reference),
    sprach: lang,
    payload: { anlass: kind, referenz: reference, anfrage: request },
  };
}

function renderSenderCopy(row: Row): RenderedMail {
  const lang: Lang = row.sprach === 'en' ? 'en' : 'de';
  const t = COPY[lang];
  const payload = obj(row.payload);
  const kind = str(payload.anlass) as RequestKind;
  const reference = str(payload.referenz);
  const p = obj(payload.anfrage);
  const rows: [string, string][] =
    kind === 'kontakt'
      ? [[t.subjectLabel, str(p.betreff)]]
      : kind === 'logistik'
        ? [
            [t.service, serviceLabel(str(p.leistung), lang)],
            [t.date, formatDate(str(p.datum), lang)],
            [t.time, formatTime(str(p.zeit), lang)],
            [t.from, address(p.abholAdresse)],
            [t.to, address(p.zielAdresse)],
          ]
        : [
            [t.company, str(obj(p.firma).name)],
            [t.contact, person(obj(p.ansprechpartner))],
          ];
  const name = kind === 'registrierung' ? person(obj(p.ansprechpartner)) : person(p);
  const blocks: Block[] = [
    { kind: 'p', text: t.hello(name) },
    { kind: 'p', text: t.intro[kind] ?? t.intro.kontakt },
    { kind: 'facts', rows: [[t.reference, reference]] },
    { kind: 'p', text: t.keep },
    { kind: 'h2', text: t.yourRequest },
    { kind: 'facts', rows },
    { kind: 'p', text: t.hotline(OPERATOR.hotline.display) },
    { kind: 'p', text: t.closing },
  ];
  return {
    subject: row.betreff,
    attachments: [],
    lang,
    ...composeBody(lang, t.title(reference), blocks),
  };
}

export function renderRequestMail(row: Row): RenderedMail | null {
  if (row.art === 'kontakt' || row.art === 'logistik' || row.art === 'registrierung')
    return operatorNotification(row.art, row);
  if (row.art === 'eingangsbestaetigung') return renderSenderCopy(row);
  return null;
}
