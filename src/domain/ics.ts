// iCalendar (RFC 5545) entries for the legs of a booking: pure functions shared by the SPA's
// status step and the server's confirmation e-mails. Booking dates and times are wall-clock
// values in Europe/Berlin; the file writes them in UTC so every calendar shows the right moment.
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
  /**
   * Raised with every change of the ride (RFC 5545, 3.8.7.4): a calendar that has the entry
   * replaces it only with one of a higher sequence. 0 when not given.
   */
  sequence?: number;
  /**
   * Who publishes the entry (RFC 5546 wants one in PUBLISH and CANCEL): a calendar takes a
   * cancellation only from the organizer of the entry it has.
   */
  organizer?: { name: string; email: string };
}

/**
 * PUBLISH adds or updates the entry; CANCEL (with STATUS:CANCELLED) removes the entry of the same
 * UID from a calendar that has it (RFC 5546, 3.2.1 and 3.2.5).
 */
export type IcsMethod = 'PUBLISH' | 'CANCEL';

/** The Content-Type of an .ics attachment: its `method` parameter must match METHOD (RFC 6047). */
export function icsContentType(method: IcsMethod): string {
  return `text/calendar; charset=utf-8; method=${method}`;
}

/**
 * Whether a ride's calendar entry is at the airport: its time is a pickup at the customer's
 * address only for a ride to the airport at a fixed time. Otherwise it is the time of the flight
 * ("nach Flugzeit": the departure or the landing) or a pickup after landing, both at the airport.
 */
export function calendarAtAirport(ride: { toAirport: boolean; fixedTime: boolean }): boolean {
  return !(ride.toAirport && ride.fixedTime);
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
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** Lines longer than 75 octets are folded (RFC 5545, 3.1), never inside a UTF-8 sequence. */
function fold(line: string): string {
  const encoder = new TextEncoder();
  const chunks: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    const limit = chunks.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      chunks.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  chunks.push(current);
  return chunks.join('\r\n ');
}

/** A parameter value is quoted when it holds a colon, semicolon or comma (RFC 5545, 3.2). */
function paramValue(value: string): string {
  const plain = value.replace(/["\r\n]/g, '');
  return /[:;,]/.test(plain) ? `"${plain}"` : plain;
}

/** An iCalendar file with one event: to add or update it (PUBLISH), or to remove it (CANCEL). */
export function buildIcs(
  event: CalendarEvent,
  now: Date = new Date(),
  method: IcsMethod = 'PUBLISH',
): string {
  const start = berlinToUtc(event.date, event.time);
  const end = new Date(start.getTime() + event.durationMinutes * 60_000);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Airport Shuttle//Booking//DE',
    'CALSCALE:GREGORIAN',
    `METHOD:${method}`,
    'BEGIN:VEVENT',
    `UID:${escapeIcsText(event.uid)}`,
    `SEQUENCE:${Math.max(0, Math.trunc(event.sequence ?? 0))}`,
    `DTSTAMP:${utcStamp(now)}`,
    `DTSTART:${utcStamp(start)}`,
    `DTEND:${utcStamp(end)}`,
    ...(event.organizer
      ? [`ORGANIZER;CN=${paramValue(event.organizer.name)}:mailto:${event.organizer.email}`]
      : []),
    `SUMMARY:${escapeIcsText(event.summary)}`,
    `DESCRIPTION:${escapeIcsText(event.description)}`,
    `LOCATION:${escapeIcsText(event.location)}`,
    `STATUS:${method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED'}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
