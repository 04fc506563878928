import { berlinToUtc } from './berlin-time';

/** One calendar entry for a leg of a booking. */
export interface CalendarEvent {
  /** Unique and stable per leg, e.g. "<voucher>-hinfahrt@<host>". */
  uid: string;
  /** Berlin wall-clock start. */
  date: string;
  time: string;
  durationMinutes: number;
  summary: string;
  description: string;
  location: string;
}

/** Text values escape backslash, semicolon, comma and newlines (RFC 5545, 3.3.11). */
export function escapeIcsText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r?\n/g, '\\n');
}

function utcStamp(date: Date): string {
  return date.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
}

/** Lines longer than 75 octets are folded (RFC 5545, 3.1); counted in characters here. */
function fold(line: string): string {
  const chunks: string[] = [];
  let rest = line;
  while (rest.length > 74) {
    chunks.push(rest.slice(0, 74));
    rest = ` ${rest.slice(74)}`;
  }
  chunks.push(rest);
  return chunks.join('\r\n');
}

/**
 * An iCalendar file with one event. Times are written in UTC (DTSTART:...Z), converted from
 * Berlin time, so every calendar shows the right moment without a VTIMEZONE block.
 */
export function buildIcs(event: CalendarEvent, now: Date = new Date()): string {
  const start = berlinToUtc(event.date, event.time);
  const end = new Date(start.getTime() + event.durationMinutes * 60_000);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Airport Shuttle//Booking//DE',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${escapeIcsText(event.uid)}`,
    `DTSTAMP:${utcStamp(now)}`,
    `DTSTART:${utcStamp(start)}`,
    `DTEND:${utcStamp(end)}`,
    `SUMMARY:${escapeIcsText(event.summary)}`,
    `DESCRIPTION:${escapeIcsText(event.description)}`,
    `LOCATION:${escapeIcsText(event.location)}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}

/** Offers the file for download (a blob URL on a temporary link). */
export function downloadIcs(fileName: string, content: string): void {
  const url = URL.createObjectURL(new Blob([content], { type: 'text/calendar;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
