// A ride's calendar entry is updated and removed by later files of the same UID (RFC 5545/5546):
// a higher SEQUENCE replaces it, METHOD:CANCEL with STATUS:CANCELLED removes it.
import { describe, expect, it } from 'vitest';
import { buildIcs, icsContentType, type CalendarEvent } from './ics';

const event: CalendarEvent = {
  uid: 'PB-1-hinfahrt@shuttle.example',
  date: '2026-07-01',
  time: '08:30',
  durationMinutes: 60,
  summary: 'AirportShuttle: Hinfahrt (PB-1)',
  description: 'Buchungsnummer PB-1',
  location: 'Flughafen Hannover (HAJ)',
};
const now = new Date('2026-06-01T10:00:00Z');
const lines = (ics: string) => ics.split('\r\n');

describe('buildIcs', () => {
  it('publishes a confirmed entry with sequence 0 when none is given', () => {
    const ics = lines(buildIcs(event, now));
    expect(ics).toContain('METHOD:PUBLISH');
    expect(ics).toContain('SEQUENCE:0');
    expect(ics).toContain('STATUS:CONFIRMED');
    expect(ics).not.toContain('METHOD:CANCEL');
  });

  it('writes the sequence of a changed ride and its organizer', () => {
    const ics = lines(
      buildIcs(
        { ...event, sequence: 4, organizer: { name: 'AirportShuttle', email: 'info@x.example' } },
        now,
      ),
    );
    expect(ics).toContain('UID:PB-1-hinfahrt@shuttle.example');
    expect(ics).toContain('SEQUENCE:4');
    expect(ics).toContain('ORGANIZER;CN=AirportShuttle:mailto:info@x.example');
    // Inside the event, after its UID (RFC 5545 allows any order; the VEVENT must hold it).
    expect(ics.indexOf('SEQUENCE:4')).toBeGreaterThan(ics.indexOf('BEGIN:VEVENT'));
    expect(ics.indexOf('SEQUENCE:4')).toBeLessThan(ics.indexOf('END:VEVENT'));
  });

  it('quotes an organizer name with a separator in it', () => {
    const ics = buildIcs(
      { ...event, organizer: { name: 'Shuttle, GmbH', email: 'info@x.example' } },
      now,
    );
    expect(ics).toContain('ORGANIZER;CN="Shuttle, GmbH":mailto:info@x.example');
  });

  it('cancels an entry: METHOD:CANCEL, STATUS:CANCELLED, the same UID and its sequence', () => {
    const ics = lines(buildIcs({ ...event, sequence: 7 }, now, 'CANCEL'));
    expect(ics).toContain('METHOD:CANCEL');
    expect(ics).toContain('STATUS:CANCELLED');
    expect(ics).toContain('UID:PB-1-hinfahrt@shuttle.example');
    expect(ics).toContain('SEQUENCE:7');
    expect(ics).not.toContain('METHOD:PUBLISH');
  });

  it('names the method in the attachment’s Content-Type as in the file', () => {
    expect(icsContentType('PUBLISH')).toBe('text/calendar; charset=utf-8; method=PUBLISH');
    expect(icsContentType('CANCEL')).toBe('text/calendar; charset=utf-8; method=CANCEL');
  });
});
