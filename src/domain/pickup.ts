// The operator's lead time: a car needs this long from the order to the pickup, so the earliest
// pickup a booking can ask for is now plus the lead time, on a five-minute step (Berlin time).
export const PICKUP_LEAD_MINUTES = 30;

const STEP_MINUTES = 5;

/** Berlin wall-clock date and time of an instant. */
function inBerlin(instant: Date): { datum: string; zeit: string } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: 'Europe/Berlin',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return {
    datum: `${parts.year}-${parts.month}-${parts.day}`,
    zeit: `${parts.hour}:${parts.minute}`,
  };
}

/** Today's date in Berlin. */
export function berlinDate(now: Date = new Date()): string {
  return inBerlin(now).datum;
}

/** The earliest pickup that can be booked at `now`. */
export function earliestPickup(now: Date = new Date()): { datum: string; zeit: string } {
  const step = STEP_MINUTES * 60_000;
  const instant = new Date(Math.ceil((now.getTime() + PICKUP_LEAD_MINUTES * 60_000) / step) * step);
  return inBerlin(instant);
}

/** Whether a pickup at this Berlin date and time can still be booked at `now`. */
export function isBookablePickup(datum: string, zeit: string, now: Date = new Date()): boolean {
  const earliest = earliestPickup(now);
  return `${datum}T${zeit}` >= `${earliest.datum}T${earliest.zeit}`;
}
