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

/** An iCalendar file with one event (METHOD:PUBLISH). */
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
