import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { fromRight } from '../http/proxy';
import { PaymentError, type PayableBooking, type PaymentService } from './service';

/**
 * /api/Saferpay/*: the card payment calls of spec section 7. Every call needs the same access as
 * the booking itself (X-Buchung-Token for private bookings, the company session for company
 * bookings); a caller without it gets 404 so that tokens and booking ids reveal nothing.
 */
export interface BookingAccess {
  /** The booking if this request may pay it, else null. Reads the price from the server's data. */
  findPayableBooking(c: Context, buchungId: number): Promise<PayableBooking | null>;
  /** The booking without any caller's credential: for the provider's notification and the reconciler. */
  payableBooking(buchungId: number): Promise<PayableBooking | null>;
}

export interface PaymentRoutesOptions {
  service: PaymentService;
  access: BookingAccess;
  /** Public origin of the SPA for the ReturnUrl, e.g. https://shuttle.example; else the request's. */
  publicBaseUrl?: string | undefined;
  /** Reverse proxies whose X-Forwarded-Host/-Proto are believed (TRUST_PROXY); default none. */
  trustedProxies?: number;
  /** Adds GET /Test/Versuche/{buchungId} (attempt rows) for the browser tests. Never in production. */
  exposeTestRoutes?: boolean;
}

/** Error codes and statuses of the contract's ErrorCode (docs/openapi.yaml). */
const MESSAGES = {
  notFound: { de: 'Diese Zahlung wurde nicht gefunden.', en: 'This payment was not found.' },
  validation: { de: 'Die Anfrage ist ungültig.', en: 'The request is invalid.' },
  PAYMENT_ALREADY_PAID: {
    de: 'Diese Buchung ist bereits bezahlt.',
    en: 'This booking has already been paid.',
  },
  bookingCancelled: {
    de: 'Diese Buchung ist storniert; es ist nichts zu bezahlen.',
    en: 'This booking has been cancelled; there is nothing to pay.',
  },
  paymentNotPossible: {
    de: 'Für diese Buchung ist keine Kartenzahlung möglich.',
    en: 'Card payment is not possible for this booking.',
  },
  unavailable: {
    de: 'Der Zahlungsdienst ist gerade nicht erreichbar. Bitte versuchen Sie es erneut.',
    en: 'The payment service cannot be reached right now. Please try again.',
  },
} as const;

type MessageCode = keyof typeof MESSAGES;

function language(c: Context): 'de' | 'en' {
  return /^en\b/i.test(c.req.header('accept-language') ?? '') ? 'en' : 'de';
}

function errorBody(c: Context, code: MessageCode, extra: Record<string, unknown> = {}) {
  return { code, message: MESSAGES[code][language(c)], ...extra };
}

/** Where the notify URLs point, below the public origin (the API is mounted at /api/Saferpay). */
export const NOTIFY_PATH = '/api/Saferpay/Notify/';

const tokenSchema = z.string().regex(/^[A-Za-z0-9._:-]{1,100}$/);
const idSchema = z.coerce.number().int().positive().max(2_147_483_647);
const initSchema = z
  .object({
    buchungId: z.number().int().positive().max(2_147_483_647),
    /** Language of the hosted page; default the booking's language. */
    sprache: z.enum(['de', 'en']).optional(),
  })
  .strict();

export function paymentRoutes(options: PaymentRoutesOptions): Hono {
  const { service, access } = options;
  const app = new Hono();

  app.use('*', async (c, next) => {
    await next();
    c.header('Cache-Control', 'no-store');
  });

  app.onError((error, c) => {
    if (error instanceof PaymentError) {
      const code = (error.code in MESSAGES ? error.code : 'unavailable') as MessageCode;
      if (error.status === 503) c.header('Retry-After', '5');
      return c.json(errorBody(c, code), error.status);
    }
    throw error;
  });

  const notFound = (c: Context) => c.json(errorBody(c, 'notFound'), 404);
  const invalid = (c: Context) => c.json(errorBody(c, 'validation'), 400);

  /** Routes that carry only the token: find its booking, then check access to that booking. */
  async function bookingOfToken(
    c: Context,
  ): Promise<{ booking: PayableBooking; token: string } | Response> {
    const token = tokenSchema.safeParse(c.req.param('token'));
    if (!token.success) return invalid(c);
    const buchungId = await service.bookingIdOfToken(token.data);
    const booking = buchungId === null ? null : await access.findPayableBooking(c, buchungId);
    return booking ? { booking, token: token.data } : notFound(c);
  }

  async function bookingOfPath(
    c: Context,
  ): Promise<{ booking: PayableBooking; token: string } | Response> {
    const id = idSchema.safeParse(c.req.param('buchungId'));
    const token = tokenSchema.safeParse(c.req.param('token'));
    if (!id.success || !token.success) return invalid(c);
    const booking = await access.findPayableBooking(c, id.data);
    return booking ? { booking, token: token.data } : notFound(c);
  }

  app.post('/PaymentPageInitialize', async (c) => {
    const body = initSchema.safeParse(await c.req.json().catch(() => null));
    if (!body.success) return invalid(c);
    const found = await access.findPayableBooking(c, body.data.buchungId);
    if (!found) return notFound(c);
    const booking = body.data.sprache ? { ...found, language: body.data.sprache } : found;
    const origin = publicOrigin(c, options.publicBaseUrl, options.trustedProxies);
    const returnUrl = `${origin}/zahlung?buchung=${booking.buchungId}`;
    return c.json(await service.initialize(booking, returnUrl, `${origin}${NOTIFY_PATH}`));
  });

  // The provider's server-to-server notification (Notification.SuccessNotifyUrl/FailNotifyUrl).
  // Anyone can call it: it only makes the server ask the provider about that attempt, and it
  // answers the same whatever it finds, so it tells a caller nothing.
  app.get('/Notify/:requestId', async (c) => {
    const requestId = z.uuid().safeParse(c.req.param('requestId'));
    if (requestId.success) await service.settle(requestId.data);
    return c.body(null, 204);
  });

  const byToken =
    (run: (booking: PayableBooking, token: string) => Promise<unknown>) => async (c: Context) => {
      const found = await bookingOfToken(c);
      if (found instanceof Response) return found;
      return c.json(await run(found.booking, found.token));
    };
  const byPath =
    (run: (booking: PayableBooking, token: string) => Promise<unknown>) => async (c: Context) => {
      const found = await bookingOfPath(c);
      if (found instanceof Response) return found;
      return c.json(await run(found.booking, found.token));
    };

  app.get(
    '/Assert/:token',
    byToken((booking, token) => service.assert(booking, token)),
  );
  app.get(
    '/Capture/:token',
    byToken((booking, token) => service.capture(booking, token)),
  );
  app.get(
    '/Fail/:token',
    byToken((booking, token) => service.fail(booking, token)),
  );
  app.get(
    '/Bezahlt/:token',
    byToken((booking, token) => service.paid(booking, token)),
  );
  app.get(
    '/GetStatus/:buchungId/:token',
    byPath((booking, token) => service.status(booking, token)),
  );
  app.get(
    '/DeleteStatus/:buchungId/:token',
    byPath((booking, token) => service.close(booking, token, 'discarded')),
  );
  app.get(
    '/Abort/:buchungId/:token',
    byPath((booking, token) => service.close(booking, token, 'aborted')),
  );

  if (options.exposeTestRoutes) {
    app.get('/Test/Versuche/:buchungId', async (c) => {
      const id = idSchema.safeParse(c.req.param('buchungId'));
      if (!id.success) return invalid(c);
      const rows = await service.attempts(id.data);
      return c.json(
        rows.map((row) => ({
          token: row.token,
          status: row.status,
          errorName: row.errorName,
          amountCent: row.amountCent,
          transactionId: row.transactionId,
          captureId: row.captureId,
        })),
      );
    });
  }

  return app;
}

/**
 * The SPA's origin for the ReturnUrl: the configured public URL (required in production), else
 * this request's own host. X-Forwarded-Host/-Proto count only behind a trusted proxy
 * (TRUST_PROXY): anyone can send them, and believing them sent payers to any host they named.
 * The browser's Origin may only supply the scheme for that very host.
 */
export function publicOrigin(c: Context, configured?: string, trustedProxies = 0): string {
  if (configured) return configured.replace(/\/+$/, '');
  const url = new URL(c.req.url);
  const forwardedHost = hostName(fromRight(c.req.header('x-forwarded-host'), trustedProxies));
  const host = forwardedHost ?? c.req.header('host') ?? url.host;
  const origin = c.req.header('origin');
  if (origin) {
    try {
      if (new URL(origin).host === host) return new URL(origin).origin;
    } catch {
      // malformed Origin: ignore it
    }
  }
  const forwardedProto = fromRight(
    c.req.header('x-forwarded-proto'),
    trustedProxies,
  )?.toLowerCase();
  const proto =
    forwardedProto === 'https' || forwardedProto === 'http'
      ? forwardedProto
      : url.protocol.replace(':', '');
  return `${proto}://${host}`;
}

/** A host name with an optional port, nothing that could change the URL's shape. */
function hostName(entry: string | undefined): string | undefined {
  return entry && /^[A-Za-z0-9.:[\]-]{1,255}$/.test(entry) ? entry.toLowerCase() : undefined;
}
