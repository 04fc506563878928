import type { BookingListItem, BookingPage, LegSummary } from '../../../api/schemas';
import { LEG_STATUS } from '../../../domain/constants';
import { chargedCentOf, rideStateOf, type RideState } from './ride-state';

/*
 * The booked-rides list as a CSV file for accounting, made for Excel: UTF-8 with a byte order
 * mark (else Excel reads it as Windows-1252) and CRLF line ends. Between fields the list
 * separator of the language's Excel: ";" in German (where "," is the decimal comma), "," in
 * English (en-US Excel splits only at commas). In German, dates are TT.MM.JJJJ and prices have a
 * decimal comma, which German Excel reads as dates and numbers; in English, ISO dates and a
 * decimal point.
 */

export type CsvLanguage = 'de' | 'en';

const BOM = '\uFEFF';
/** The list separator of German and of English (en-US) Excel. */
export const CSV_SEPARATOR: Record<CsvLanguage, ';' | ','> = { de: ';', en: ',' };
const LINE_END = '\r\n';

/** The CSV columns in order; each one's heading is company.rides.csv.columns.<key>. */
export const CSV_COLUMNS = [
  'voucher',
  'date',
  'time',
  'passenger',
  'costCentre',
  'department',
  'route',
  'returnRide',
  'state',
  'price',
] as const;
export type CsvColumn = (typeof CSV_COLUMNS)[number];

export interface CsvTexts {
  heading: (column: CsvColumn) => string;
  /** The route with both ends, e.g. "Hamburg → Flughafen HAM". */
  route: (item: BookingListItem) => string;
  /** The text of a state, e.g. "Erledigt" for 'erledigt' (company.rides.states). */
  state: (state: RideState) => string;
  /** The mark after a cancelled return ride's date and time, e.g. "storniert". */
  legCancelled: string;
  /** The mark after the state of a booking whose outbound ride alone is cancelled. */
  outboundCancelled: string;
}

export function csvDate(date: string, language: CsvLanguage): string {
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!iso || language === 'en') return date;
  return `${iso[3]}.${iso[2]}.${iso[1]}`;
}

export function csvPrice(cent: number, language: CsvLanguage): string {
  const amount = (cent / 100).toFixed(2);
  return language === 'de' ? amount.replace('.', ',') : amount;
}

/**
 * One field: quoted when it holds the file's separator (";" unless told), a quote or a line
 * break; text that Excel would run as a formula (= + - @ at the start) gets a leading
 * apostrophe, since names and cost centres are typed by users.
 */
export function csvField(
  value: string,
  { text = true, separator = CSV_SEPARATOR.de }: { text?: boolean; separator?: string } = {},
): string {
  const safe = text && /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  const needsQuotes = safe.includes(separator) || /["\r\n]/.test(safe);
  return needsQuotes ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The return ride's date and time; a cancelled one (statusId 5) gets a mark in the same cell. */
function returnRideText(back: LegSummary, language: CsvLanguage, texts: CsvTexts): string {
  const when = `${csvDate(back.datum, language)} ${back.zeit}`;
  return back.statusId === LEG_STATUS.storniert ? `${when} (${texts.legCancelled})` : when;
}

/**
 * The booking's state; a cancelled outbound ride of a booking that goes on (its return ride) is
 * said here, since a mark in the outbound's date or time cell would keep Excel from reading it.
 */
function stateText(item: BookingListItem, texts: CsvTexts): string {
  const state = texts.state(rideStateOf(item));
  const outboundOnly = !item.storniert && item.hinfahrt.statusId === LEG_STATUS.storniert;
  return outboundOnly ? `${state} (${texts.outboundCancelled})` : state;
}

export function ridesCsv(
  items: readonly BookingListItem[],
  language: CsvLanguage,
  texts: CsvTexts,
): string {
  const separator = CSV_SEPARATOR[language];
  const field = (value: string, text = true) => csvField(value, { text, separator });
  const header = CSV_COLUMNS.map((column) => field(texts.heading(column)));
  const rows = items.map((item) => {
    const back = item.rueckfahrt;
    const cells: Record<CsvColumn, string> = {
      voucher: field(item.voucher),
      date: field(csvDate(item.hinfahrt.datum, language), false),
      time: field(item.hinfahrt.zeit, false),
      passenger: field([item.kundeVorname, item.kundeName].filter(Boolean).join(' ')),
      costCentre: field(item.kst),
      department: field(item.bereich),
      route: field(texts.route(item)),
      returnRide: back ? field(returnRideText(back, language, texts), false) : '',
      state: field(stateText(item, texts)),
      // What is charged: a cancelled booking 0, so that a sum of the column is the amount due.
      price: field(csvPrice(chargedCentOf(item), language), false),
    };
    return CSV_COLUMNS.map((column) => cells[column]);
  });
  return BOM + [header, ...rows].map((fields) => fields.join(separator)).join(LINE_END) + LINE_END;
}

/**
 * Every entry of a paged list: the server answers at most `pageSize` per call, so the pages are
 * fetched one after another until the total is reached. A booking that moves between pages
 * while fetching (a colleague books or cancels) is listed once.
 */
export async function fetchAllPages(
  fetchPage: (seite: number, proSeite: number) => Promise<BookingPage>,
  pageSize = 100,
): Promise<BookingListItem[]> {
  const byId = new Map<number, BookingListItem>();
  for (let seite = 1; ; seite += 1) {
    const page = await fetchPage(seite, pageSize);
    for (const item of page.eintraege)
      if (!byId.has(item.buchungId)) byId.set(item.buchungId, item);
    if (page.eintraege.length < pageSize || seite * pageSize >= page.gesamt) break;
  }
  return [...byId.values()];
}
