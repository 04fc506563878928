import { isoDateSchema, timeOfDaySchema, type Booking } from '../../../domain/booking';

/**
 * What the trip details hold and have not sent yet, as far as the frame around the step shows
 * it: the return ride (the running total counts it) and the place and outbound time (the request
 * above the form says them). Each as typed, before the form is checked.
 */
export interface TripTyping {
  withReturn: boolean;
  plz: string;
  ort: string;
  datum: string;
  zeit: string;
}

/** The typing's complete values; null where a value is half typed or empty. */
export interface TripPreview {
  withReturn: boolean;
  plz: string | null;
  ort: string | null;
  datum: string | null;
  zeit: string | null;
}

const POSTCODE = /^\d{5}$/;

/** A postcode of five digits, a place, a date and a time the fields could read count. */
export function tripPreviewOf(typing: TripTyping): TripPreview {
  const plz = typing.plz.trim();
  const ort = typing.ort.trim();
  return {
    withReturn: typing.withReturn,
    plz: POSTCODE.test(plz) ? plz : null,
    ort: ort === '' ? null : ort,
    datum: isoDateSchema.safeParse(typing.datum).success ? typing.datum : null,
    zeit: timeOfDaySchema.safeParse(typing.zeit).success ? typing.zeit : null,
  };
}

export const samePreview = (a: TripPreview, b: TripPreview) =>
  a.withReturn === b.withReturn &&
  a.plz === b.plz &&
  a.ort === b.ort &&
  a.datum === b.datum &&
  a.zeit === b.zeit;

/** The booking as the step's form has it now: a complete value replaces the sent one. */
export function previewedBooking(booking: Booking, preview: TripPreview): Booking {
  const { plz, ort, datum, zeit } = preview;
  return {
    ...booking,
    mitRueckfahrt: preview.withReturn,
    kundeAdresse: {
      ...booking.kundeAdresse,
      ...(plz === null ? {} : { plz }),
      ...(ort === null ? {} : { ort }),
    },
    hinfahrt: {
      ...booking.hinfahrt,
      ...(datum === null ? {} : { datum }),
      ...(zeit === null ? {} : { zeit }),
    },
  };
}
