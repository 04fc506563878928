import { z } from 'zod/mini';
import { bookingSchema, priceSchema, type Booking } from '../domain/booking';
import { bookingTrackingSchema, type BookingTracking } from '../domain/booking-tracking';
import type { RideSort } from '../domain/list-sorts';
import { api, apiUrl, callInit, parsed, type CallOptions } from './client';
import type { components } from './schema.gen';
import { bookingPageSchema, extraSchema, type BookingPage, type Extra } from './schemas';

export type { BookingPage, Extra };

type BookingBody = components['schemas']['Booking'];

/**
 * What a call needs to reach a stored booking: its id and, for private bookings, the access
 * token (sent as X-Buchung-Token). Company bookings go by the session cookie instead.
 */
export interface BookingAccess {
  buchungId: number;
  token: string | null;
}

/** A stored booking or its access data. */
export type BookingRef = Booking | BookingAccess;

function access(ref: BookingRef): BookingAccess {
  if ('buchungId' in ref) return ref;
  const { id, zugriffsToken } = ref.buchungStamm;
  if (id === null)
    throw new TypeError('The booking has not been saved yet (buchungStamm.id is null)');
  return { buchungId: id, token: zugriffsToken };
}

function tokenHeader(token: string | null | undefined): { 'X-Buchung-Token'?: string } {
  return token ? { 'X-Buchung-Token': token } : {};
}

/**
 * Whether an edit is based on a read shown to the user (docs/decisions/0021): then the versions
 * of that read go with it and the server refuses the save (409 conflict) when the booking or its
 * passenger has been changed since. A draft of the user's own (the booking wizard's) saves
 * without them, as before: its last save wins.
 */
export interface EditBase {
  basedOnRead?: boolean;
}

/** buchungStamm and kundeStamm without the versions of their read. */
function withoutVersions(booking: Booking): Pick<Booking, 'buchungStamm' | 'kundeStamm'> {
  const { version: _booking, ...buchungStamm } = booking.buchungStamm;
  const { version: _customer, ...kundeStamm } = booking.kundeStamm;
  return { buchungStamm, kundeStamm };
}

/**
 * The request body: exactly the contract's fields, so client-only draft fields (such as the
 * idempotency key kept with the draft) never reach the server; the versions of the read only
 * with `basedOnRead`.
 */
export function toBookingBody(
  booking: Booking,
  { basedOnRead = false }: EditBase = {},
): BookingBody {
  return {
    istNeu: booking.istNeu,
    erw: booking.erw,
    kind: booking.kind,
    richtung: booking.richtung,
    flughafen: booking.flughafen,
    transferArtId: booking.transferArtId,
    extras: booking.extras,
    zahlungsartId: booking.zahlungsartId,
    mitRueckfahrt: booking.mitRueckfahrt,
    preis: booking.preis,
    ...(basedOnRead
      ? { buchungStamm: booking.buchungStamm, kundeStamm: booking.kundeStamm }
      : withoutVersions(booking)),
    kundeAdresse: booking.kundeAdresse,
    hinfahrt: booking.hinfahrt,
    rueckfahrt: booking.rueckfahrt,
  };
}

/** GET /Buchung/Detail/{id} by booking id, with the booking's token or the company session. */
export function getBookingDetail(ref: BookingRef, options?: CallOptions): Promise<Booking> {
  const { buchungId, token } = access(ref);
  return parsed(
    api.GET('/Buchung/Detail/{id}', {
      params: { path: { id: String(buchungId) }, header: tokenHeader(token) },
      ...callInit(options),
    }),
    bookingSchema,
  );
}

/** The booking's PDF voucher and receipt (GET /Buchung/Beleg/{voucher}?name=), for a download link. */
export function receiptUrl(voucher: string, surname: string): string {
  return apiUrl(
    `/Buchung/Beleg/${encodeURIComponent(voucher)}?${new URLSearchParams({ name: surname }).toString()}`,
  );
}

/** GET /Buchung/Detail/{voucher}?name=<surname>: tracking; rides, status, contact masked. */
export function trackBooking(
  voucher: string,
  surname: string,
  options?: CallOptions,
): Promise<BookingTracking> {
  return parsed(
    api.GET('/Buchung/Detail/{id}', {
      params: { path: { id: voucher }, query: { name: surname } },
      ...callInit(options),
    }),
    bookingTrackingSchema,
  );
}

/** GET /Buchung/Detail/{externeId}: a /buchung/bearbeiten/{externeId} link; answers the token too. */
export function getBookingByExternalId(externeId: string, options?: CallOptions): Promise<Booking> {
  return parsed(
    api.GET('/Buchung/Detail/{id}', { params: { path: { id: externeId } }, ...callInit(options) }),
    bookingSchema,
  );
}

/** DELETE /Buchung/PosStornieren/{buchungId}/{posId}: the booking after the leg is cancelled. */
export function cancelPosition(
  ref: BookingRef,
  posId: number,
  options?: CallOptions,
): Promise<Booking> {
  const { buchungId, token } = access(ref);
  return parsed(
    api.DELETE('/Buchung/PosStornieren/{buchungId}/{posId}', {
      params: { path: { buchungId, posId }, header: tokenHeader(token) },
      ...callInit(options),
    }),
    bookingSchema,
  );
}

/** DELETE /Buchung/Stornieren/{id}: the booking with every leg cancelled. */
export function cancelBooking(ref: BookingRef, options?: CallOptions): Promise<Booking> {
  const { buchungId, token } = access(ref);
  return parsed(
    api.DELETE('/Buchung/Stornieren/{id}', {
      params: { path: { id: buchungId }, header: tokenHeader(token) },
      ...callInit(options),
    }),
    bookingSchema,
  );
}

/**
 * POST /Buchung/Neu with the Idempotency-Key: a retry with the same key answers the booking
 * created the first time (never a second one). The answer carries id, voucher and access token.
 */
export function createBooking(
  booking: Booking,
  idempotencyKey: string,
  options?: CallOptions,
): Promise<Booking> {
  return parsed(
    api.POST('/Buchung/Neu', {
      params: { header: { 'Idempotency-Key': idempotencyKey } },
      body: toBookingBody(booking),
      ...callInit(options),
    }),
    bookingSchema,
  );
}

/**
 * PUT /Buchung/Aktualisieren: the booking must have been saved (id and voucher set). With
 * `basedOnRead` a booking changed since its read is refused (409 conflict); the answer carries
 * the new version for the next save.
 */
export function updateBooking(
  booking: Booking,
  options?: CallOptions & EditBase,
): Promise<Booking> {
  const { token } = access(booking);
  return parsed(
    api.PUT('/Buchung/Aktualisieren', {
      params: { header: tokenHeader(token) },
      body: toBookingBody(booking, options),
      ...callInit(options),
    }),
    bookingSchema,
  );
}

const changeQuoteSchema = z.object({
  preis: priceSchema,
  bisher: priceSchema,
  hinfahrt: priceSchema,
  rueckfahrt: z.nullable(priceSchema),
  extras: priceSchema,
});
export type ChangeQuote = z.infer<typeof changeQuoteSchema>;

/**
 * POST /Buchung/Preisvorschau: what saving the changed booking would charge (`preis`), the
 * total now (`bisher`), and each ride's and the extras' part of the new total (0026); nothing is
 * saved.
 */
export function quoteBookingChange(
  booking: Booking,
  options?: CallOptions & EditBase,
): Promise<ChangeQuote> {
  const { token } = access(booking);
  return parsed(
    api.POST('/Buchung/Preisvorschau', {
      params: { header: tokenHeader(token) },
      body: toBookingBody(booking, options),
      ...callInit(options),
    }),
    changeQuoteSchema,
  );
}

/** GET /Buchung/Extras: bookable extras in the request language. */
export function getExtras(options?: CallOptions): Promise<Extra[]> {
  return parsed(api.GET('/Buchung/Extras', { ...callInit(options) }), z.array(extraSchema));
}

export interface CompanyBookingQuery {
  suche?: string;
  /** First and last ride date (YYYY-MM-DD), inclusive. */
  von?: string;
  bis?: string;
  status?: 'aktiv' | 'storniert' | 'alle';
  sortierung?: RideSort;
  seite?: number;
  proSeite?: number;
}

/** GET /Buchung/Liste/{firmenId} (contract addition): one page of the company's bookings. */
export function listCompanyBookings(
  firmenId: number,
  query: CompanyBookingQuery = {},
  options?: CallOptions,
): Promise<BookingPage> {
  const cleaned = {
    ...query,
    suche: query.suche || undefined,
    von: query.von || undefined,
    bis: query.bis || undefined,
  };
  return parsed(
    api.GET('/Buchung/Liste/{firmenId}', {
      params: { path: { firmenId }, query: cleaned },
      ...callInit(options),
    }),
    bookingPageSchema,
  );
}

// Drift check: the domain booking (minus client-only fields) is the contract's Booking.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const bookingMatchesContract: Same<Omit<Booking, 'idempotencyKey'>, BookingBody> = true;
void bookingMatchesContract;
