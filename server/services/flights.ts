// Flight information from the weekly plan (flight_schedule), expanded for one day. The day's
// status is derived deterministically from flight number and date, so every process and every
// reload shows the same board; past flights of today are landed/departed.
import { and, asc, eq } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import type { Db } from '../db/client';
import { flightSchedule } from '../db/schema';
import { daysBetween, isoWeekday, timeInBerlin, todayInBerlin } from '../lib/time';
import { FLIGHT_BOARD_DAYS } from '../../src/domain/constants';

/** Days around today the board covers (other days: empty list); the page names them too. */
const FLIGHT_DAYS = FLIGHT_BOARD_DAYS;

export type FlightStatus = 'planmaessig' | 'verspaetet' | 'gelandet' | 'gestartet' | 'annulliert';

function addMinutes(time: string, minutes: number): string {
  const [h, m] = time.split(':').map(Number) as [number, number];
  const total = Math.min(23 * 60 + 59, h * 60 + m + minutes);
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}

export async function flightsOn(
  db: Db,
  flughafen: string,
  art: 'ankunft' | 'abflug',
  datum: string,
  now: Date,
) {
  const today = todayInBerlin(now);
  const offset = daysBetween(today, datum);
  if (offset < -FLIGHT_DAYS.before || offset > FLIGHT_DAYS.after) return [];
  const weekday = String(isoWeekday(datum));
  const rows = await db
    .select()
    .from(flightSchedule)
    .where(and(eq(flightSchedule.flughafen, flughafen), eq(flightSchedule.art, art)))
    .orderBy(asc(flightSchedule.zeit), asc(flightSchedule.flugnummer));
  const nowTime = timeInBerlin(now);
  return rows
    .filter((row) => row.wochentage.includes(weekday))
    .map((row) => {
      const roll = createHash('sha256').update(`${row.flugnummer}:${datum}`).digest()[0]! / 255;
      let status: FlightStatus = 'planmaessig';
      let erwarteteZeit: string | null = null;
      if (roll > 0.97) status = 'annulliert';
      else if (roll > 0.8) {
        status = 'verspaetet';
        erwarteteZeit = addMinutes(row.zeit, 15 + Math.round(roll * 60) - 48);
      }
      const effective = erwarteteZeit ?? row.zeit;
      const past = datum < today || (datum === today && effective <= nowTime);
      if (past && status !== 'annulliert') status = art === 'ankunft' ? 'gelandet' : 'gestartet';
      return {
        flughafen: row.flughafen as 'HAJ' | 'BRE' | 'HAM' | 'BER',
        art,
        datum,
        zeit: row.zeit,
        erwarteteZeit: erwarteteZeit !== null && erwarteteZeit !== row.zeit ? erwarteteZeit : null,
        flugnummer: row.flugnummer,
        fluggesellschaft: row.airline,
        ort: row.stadt,
        ortEn: row.stadtEn,
        status,
      };
    });
}
