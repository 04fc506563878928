// What a booking e-mail and the PDF receipt say about a booking: a snapshot in the booking's
// language, written into the outbox row with the change that caused it (so the message tells
// what was true at that moment) and built afresh for a PDF download.
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { companies } from '../db/schema';
import type { Lang } from '../lib/i18n';
import { isCancelled, LEG_CANCELLED, type LoadedBooking } from '../services/bookings';
import { extrasPrice } from '../services/pricing';
import { referenceData, salutationBeforeName } from '../services/reference';

export interface MailLeg {
  typ: 'hin' | 'rueck';
  datum: string;
  zeit: string;
  istFesteZeit: boolean;
  flugnummer: string;
  gepaeckstck: number;
  weitereAdresse: string;
  /** The customer's address of the ride (street, postcode and town, district). */
  adresse: string;
  /** Whether this ride goes to the airport (else it picks up there). */
  zumFlughafen: boolean;
  storniert: boolean;
  /** The ride's own price (0026), kept when it is cancelled. Absent in older outbox rows. */
  preisCent?: number;
}

export interface BookingMailData {
  voucher: string;
  externeId: string;
  lang: Lang;
  /** ISO time of the booking. */
  gebuchtAm: string;
  firma: string | null;
  kunde: { anrede: string; vorname: string; name: string; email: string; mobil: string };
  flughafen: { iata: string; name: string };
  transferArt: string;
  erw: number;
  kind: number;
  extras: { name: string; anzahl: number }[];
  zahlungsart: string;
  zahlungsstatus: 'offen' | 'bezahlt' | 'rechnung';
  preisCent: number;
  /** The extras' part of the total (0026). Absent in older outbox rows. */
  extrasPreisCent?: number;
  storniert: boolean;
  /** 'unbezahlt': released because it was never paid (0024). Absent in older outbox rows. */
  stornoGrund?: 'unbezahlt' | null;
  legs: MailLeg[];
}

export async function bookingMailData(
  db: Db,
  loaded: LoadedBooking,
  reference?: Awaited<ReturnType<typeof referenceData>>,
): Promise<BookingMailData> {
  const ref = reference ?? (await referenceData(db));
  const { booking, passenger } = loaded;
  const lang: Lang = booking.sprach === 'en' ? 'en' : 'de';
  const name = (row: { nameDe: string; nameEn: string } | undefined) =>
    row ? (lang === 'en' ? row.nameEn : row.nameDe) : '';
  const company =
    booking.firmenId === null
      ? null
      : ((
          await db
            .select({ name: companies.name })
            .from(companies)
            .where(eq(companies.id, booking.firmenId))
        )[0] ?? null);
  const toAirport = booking.richtung === 'zumFlughafen';
  return {
    voucher: booking.voucher,
    externeId: booking.externeId,
    lang,
    gebuchtAm: booking.createdAt.toISOString(),
    firma: company?.name ?? null,
    kunde: {
      anrede: salutationBeforeName(
        ref.salutations.find((row) => row.id === passenger.anredeId),
        lang,
      ),
      vorname: passenger.vorname,
      name: passenger.name,
      email: passenger.email,
      mobil: passenger.mobil,
    },
    flughafen: {
      iata: booking.flughafen,
      name: name(ref.airports.find((row) => row.iata === booking.flughafen)),
    },
    transferArt: name(ref.transferTypes.find((row) => row.id === booking.transferArtId)),
    erw: booking.erw,
    kind: booking.kind,
    extras: loaded.extras.map((chosen) => ({
      name: name(ref.extras.find((row) => row.id === chosen.id)),
      anzahl: chosen.anzahl,
    })),
    zahlungsart: name(ref.paymentTypes.find((row) => row.id === booking.zahlungsartId)),
    zahlungsstatus: booking.zahlungsstatus as BookingMailData['zahlungsstatus'],
    preisCent: booking.preisCent,
    extrasPreisCent: extrasPrice(loaded.extras, ref.extras),
    storniert: isCancelled(loaded),
    stornoGrund: booking.stornoGrund === 'unbezahlt' ? 'unbezahlt' : null,
    legs: loaded.legs
      .filter((leg) => leg.typ === 'hin' || booking.mitRueckfahrt)
      .sort((a, b) => (a.typ === b.typ ? a.id - b.id : a.typ === 'hin' ? -1 : 1))
      .map((leg) => ({
        typ: leg.typ as 'hin' | 'rueck',
        datum: leg.datum,
        zeit: leg.zeit,
        istFesteZeit: leg.istFesteZeit,
        flugnummer: leg.flugnummer,
        gepaeckstck: leg.gepaeckstck,
        weitereAdresse: leg.weitereAdresse,
        adresse: [leg.strasse, `${leg.plz} ${leg.ort}`.trim(), leg.ortsteil]
          .filter(Boolean)
          .join(', '),
        zumFlughafen: leg.typ === 'hin' ? toAirport : !toAirport,
        storniert: leg.statusId === LEG_CANCELLED,
        preisCent: leg.preisCent,
      })),
  };
}
