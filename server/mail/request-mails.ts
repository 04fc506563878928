// Contact messages, logistics requests and registrations (server/routes/contact.ts,
// companies.ts): the operator's notification (art kontakt | logistik | registrierung, German,
// Reply-To the sender) and the sender's copy (art eingangsbestaetigung, in the sender's language).
import type { outbox } from '../db/schema';
import type { Lang } from '../lib/i18n';
import { composeBody, type Block } from './layout';
import type { RenderedMail } from './render';

type Row = typeof outbox.$inferSelect;
export type RequestKind = 'kontakt' | 'logistik' | 'registrierung';

const PREFIX: Record<RequestKind, string> = { kontakt: 'KON', logistik: 'LOG', registrierung: 'REG' };

/** The reference the sender is told (`KON-000012`): from the operator notification's row id. */
export function requestReference(kind: RequestKind, outboxId: number): string {
  return `${PREFIX[kind]}-${String(outboxId).padStart(6, '0')}`;
}

type Payload = Record<string, unknown>;
const str = (value: unknown): string => (typeof value === 'string' ? value : value == null ? '' : String(value));
const obj = (value: unknown): Payload => (value && typeof value === 'object' ? (value as Payload) : {});
const person = (p: Payload) => `${str(p.vorname)} ${str(p.name)}`.trim();
const address = (value: unknown) => {
  const a = obj(value);
  return [str(a.strasse), `${str(a.plz)} ${str(a.ort)}`.trim(), str(a.ortsteil)].filter(Boolean).join(', ');
};

const LEISTUNG: Record<string, Record<Lang, string>> = {
  kurier: { de: 'Kurierfahrt', en: 'Courier ride' },
  gepaeck: { de: 'Gepäcktransport', en: 'Luggage transport' },
  fracht: { de: 'Fracht', en: 'Freight' },
  sonstiges: { de: 'Sonstiges', en: 'Other' },
};

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
          ['Referenz', reference],
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
          ['Referenz', reference],
          ['Leistung', LEISTUNG[str(p.leistung)]?.de ?? str(p.leistung)],
          ['Firma', str(p.firma)],
          ['Name', person(p)],
          ['E-Mail', str(p.email)],
          ['Telefon', str(p.telefon)],
          ['Abholadresse', address(p.abholAdresse)],
          ['Zieladresse', address(p.zielAdresse)],
          ['Datum', str(p.datum)],
          ['Uhrzeit', str(p.zeit)],
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
          ['Referenz', reference],
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
      { kind: 'facts', rows: [['Bemerkung', str(p.bemerkung)], ['Sprache des Absenders', sprache]] },
    ];
  }
  return { subject: row.betreff, replyTo: replyTo || undefined, attachments: [], ...composeBody('de', title, blocks) };
}

export function renderRequestMail(row: Row): RenderedMail | null {
  if (row.art === 'kontakt' || row.art === 'logistik' || row.art === 'registrierung')
    return operatorNotification(row.art, row);
  return null;
}
