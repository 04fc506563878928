import { z } from 'zod/mini';
import { AIRPORT_CODES } from '../../../domain/constants';
import { DIRECTIONS, type Booking } from '../../../domain/booking';
import * as rules from '../../../ui/service-form/rules';
import { pickupMessage } from '../../../domain/pickup';
import { TIME_PATTERN } from '../../../domain/field-rules';

/** The start page's booking request. Messages are keys of the shared `validation` namespace. */

export interface BookingEntryValues {
  richtung: (typeof DIRECTIONS)[number];
  flughafen: (typeof AIRPORT_CODES)[number];
  plz: string;
  ort: string;
  datum: string;
  zeit: string;
  erw: string;
  kind: string;
}

export function bookingEntrySchema(now: () => Date = () => new Date()) {
  return z
    .object({
      richtung: z.enum(DIRECTIONS, { message: 'validation.requiredSelect' }),
      flughafen: z.enum(AIRPORT_CODES, { message: 'validation.requiredSelect' }),
      plz: rules.postcode(),
      ort: rules.nameText(80),
      datum: rules.futureDate(now),
      zeit: rules.timeOfDay(),
      erw: rules.countText(),
      kind: rules.countText(),
    })
    .check(
      z.superRefine((values, ctx) => {
        for (const { path, message } of rules.passengerCountIssues(values.erw, values.kind))
          ctx.addIssue({ code: 'custom', path: [path], message });
        const pickup = pickupMessage(values.datum, values.zeit, now());
        if (pickup) ctx.addIssue({ code: 'custom', path: ['zeit'], message: pickup });
      }),
    );
}

/** Values from the flight-info link (?richtung=&flughafen=&datum=&zeit=&flug=), each checked on its own. */
export function valuesFromQuery(
  params: URLSearchParams,
): Partial<BookingEntryValues> & { flug?: string } {
  const pick = <T>(key: string, schema: z.ZodMiniType<T>) => {
    const parsed = schema.safeParse(params.get(key));
    return parsed.success ? parsed.data : undefined;
  };
  const result: Partial<BookingEntryValues> & { flug?: string } = {};
  const richtung = pick('richtung', z.enum(DIRECTIONS));
  const flughafen = pick('flughafen', z.enum(AIRPORT_CODES));
  const datum = pick('datum', z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/)));
  const zeit = pick('zeit', z.string().check(z.regex(TIME_PATTERN)));
  const flug = pick('flug', z.string().check(z.regex(/^[A-Za-z0-9]{2,3}\s?\d{1,4}[A-Za-z]?$/)));
  if (richtung) result.richtung = richtung;
  if (flughafen) result.flughafen = flughafen;
  if (datum) result.datum = datum;
  if (zeit) result.zeit = zeit;
  if (flug) result.flug = flug.toUpperCase().replace(/\s+/g, '');
  return result;
}

/** A draft already in the session fills the form again (e.g. "change request" from the wizard). */
export function valuesFromDraft(draft: Booking | null): Partial<BookingEntryValues> {
  if (!draft) return {};
  return {
    richtung: draft.richtung,
    flughafen: draft.flughafen,
    plz: draft.kundeAdresse.plz,
    ort: draft.kundeAdresse.ort,
    datum: draft.hinfahrt.datum,
    zeit: draft.hinfahrt.zeit,
    erw: String(draft.erw),
    kind: String(draft.kind),
  };
}
