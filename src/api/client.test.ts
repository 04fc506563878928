import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createBooking as newDraft, newCustomer, type Booking } from '../domain/booking';
import { ApiError, isApiError } from './api-error';
import {
  cancelBooking,
  createBooking,
  getExtras,
  quoteBookingChange,
  updateBooking,
} from './booking';
import { createCustomer, getSalutations, type Customer } from './customer';
import { loginWithId } from './company';
import { sendContactMessage, type ContactRequest } from './contact';
import { registerCompany, type RegistrationRequest } from './registration';

type Handler = (request: Request) => Response | Promise<Response>;

const requests: Request[] = [];
function serve(handler: Handler) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      requests.push(request);
      return handler(request);
    }),
  );
}
/** A server that never answers; like fetch, it rejects with the signal's reason on abort. */
const hang: Handler = (request) =>
  new Promise<Response>((_, reject) => {
    if (request.signal.aborted) reject(request.signal.reason as Error);
    request.signal.addEventListener('abort', () => reject(request.signal.reason as Error));
  });
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function savedBooking(overrides: Partial<Booking['buchungStamm']> = {}): Booking {
  const draft = newDraft({
    language: 'de',
    richtung: 'zumFlughafen',
    flughafen: 'HAJ',
    plz: '30159',
    ort: 'Hannover',
    datum: '2030-05-01',
    zeit: '08:30',
  });
  return {
    ...draft,
    istNeu: false,
    preis: { betragCent: 4900, waehrung: 'EUR' },
    buchungStamm: {
      ...draft.buchungStamm,
      id: 7,
      voucher: 'K7M3Q9XTAB',
      zugriffsToken: 'secret-token',
      zahlungsstatus: 'offen',
      ...overrides,
    },
  };
}

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the call to fail');
}

beforeEach(() => {
  requests.length = 0;
  window.localStorage.clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('api client', () => {
  it('sends Accept-Language from the stored language, with credentials, under /api', async () => {
    window.localStorage.setItem('langCode', 'en');
    serve(() => json([{ id: 1, name: 'Mr', anrede: 'Mr' }]));
    await expect(getSalutations()).resolves.toEqual([{ id: 1, name: 'Mr', anrede: 'Mr' }]);
    const [request] = requests;
    expect(request!.headers.get('Accept-Language')).toBe('en');
    expect(request!.credentials).toBe('include');
    expect(new URL(request!.url).pathname).toBe('/api/Kunde/Anrede');
  });

  it('defaults Accept-Language to de', async () => {
    serve(() => json([]));
    await getSalutations();
    expect(requests[0]!.headers.get('Accept-Language')).toBe('de');
  });

  it('turns a call without an answer in time into ApiError timeout', async () => {
    serve(hang);
    const error = await rejection(getExtras({ timeoutMs: 20 }));
    expect(isApiError(error)).toBe(true);
    expect((error as ApiError).kind).toBe('timeout');
  });

  it('lets the caller abort without turning it into an ApiError', async () => {
    serve(hang);
    const controller = new AbortController();
    const pending = rejection(getExtras({ signal: controller.signal }));
    controller.abort();
    const error = await pending;
    expect(isApiError(error)).toBe(false);
    expect((error as Error).name).toBe('AbortError');
  });

  it('maps a 500 answer to ApiError http with the code of the error body', async () => {
    serve(() => json({ code: 'internal', message: 'Ein Fehler ist aufgetreten.' }, 500));
    const error = (await rejection(getExtras())) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      kind: 'http',
      status: 500,
      code: 'internal',
      message: 'Ein Fehler ist aufgetreten.',
    });
  });

  it('keeps the field errors of a 400 answer', async () => {
    const fieldErrors = [{ path: 'zugangscode', code: 'required', message: 'Pflichtfeld' }];
    serve(() => json({ code: 'validation', message: 'Bitte prüfen', fieldErrors }, 400));
    const error = (await rejection(loginWithId(100058, ''))) as ApiError;
    expect(error).toMatchObject({ kind: 'http', status: 400, code: 'validation', fieldErrors });
  });

  it('maps an error answer without a JSON body to http without code', async () => {
    serve(() => new Response('Bad gateway', { status: 502 }));
    const error = (await rejection(getExtras())) as ApiError;
    expect(error).toMatchObject({ kind: 'http', status: 502, code: undefined });
  });

  it('maps malformed JSON to ApiError invalidResponse', async () => {
    serve(
      () =>
        new Response('{"id": 1,', { status: 200, headers: { 'Content-Type': 'application/json' } }),
    );
    const error = (await rejection(getExtras())) as ApiError;
    expect(error).toMatchObject({ kind: 'invalidResponse' });
  });

  it('maps an answer that fails the zod schema to ApiError invalidResponse', async () => {
    serve(() => json([{ id: 'one', name: 3 }]));
    const error = (await rejection(getExtras())) as ApiError;
    expect(error).toMatchObject({ kind: 'invalidResponse', status: 200 });
  });

  it('maps a failed fetch to ApiError network', async () => {
    serve(() => {
      throw new TypeError('Failed to fetch');
    });
    const error = (await rejection(getExtras())) as ApiError;
    expect(error).toMatchObject({ kind: 'network' });
  });
});

describe('booking calls', () => {
  it('creates with the Idempotency-Key header and only the contract fields', async () => {
    const answer = savedBooking();
    serve(() => json(answer, 201));
    const draft: Booking = {
      ...newDraft({
        language: 'de',
        richtung: 'vomFlughafen',
        flughafen: 'BER',
        plz: '10115',
        ort: 'Berlin',
        datum: '2030-05-01',
        zeit: '10:00',
      }),
      idempotencyKey: 'key-12345678',
    };
    const saved = await createBooking(draft, 'key-12345678');
    expect(saved.buchungStamm.voucher).toBe('K7M3Q9XTAB');
    const request = requests[0]!;
    expect(request.method).toBe('POST');
    expect(new URL(request.url).pathname).toBe('/api/Buchung/Neu');
    expect(request.headers.get('Idempotency-Key')).toBe('key-12345678');
    const body = (await request.json()) as Record<string, unknown>;
    expect(body).not.toHaveProperty('idempotencyKey');
    expect(body).toMatchObject({ flughafen: 'BER', istNeu: true });
  });

  it('sends the booking token as X-Buchung-Token on update and cancel', async () => {
    const booking = savedBooking();
    serve(() => json(booking));
    await updateBooking(booking);
    await cancelBooking(booking);
    expect(
      requests.map((r) => [r.method, new URL(r.url).pathname, r.headers.get('X-Buchung-Token')]),
    ).toEqual([
      ['PUT', '/api/Buchung/Aktualisieren', 'secret-token'],
      ['DELETE', '/api/Buchung/Stornieren/7', 'secret-token'],
    ]);
  });

  it("sends the read's versions only for an edit based on a read (ADR 0021), not for a draft", async () => {
    const read: Booking = {
      ...savedBooking({ version: 3 }),
      kundeStamm: { ...savedBooking().kundeStamm, id: 11, version: 2 },
    };
    serve(() => json(read));
    await updateBooking(read);
    await updateBooking(read, { basedOnRead: true });
    await quoteBookingChange(read, { basedOnRead: true }).catch(() => undefined);
    const bodies = (await Promise.all(requests.map((r) => r.json()))) as Booking[];
    expect(bodies[0]!.buchungStamm).not.toHaveProperty('version');
    expect(bodies[0]!.kundeStamm).not.toHaveProperty('version');
    for (const body of bodies.slice(1)) {
      expect(body.buchungStamm.version).toBe(3);
      expect(body.kundeStamm.version).toBe(2);
    }
  });

  it('sends no token header for a company booking', async () => {
    const booking = savedBooking({ zugriffsToken: null, firmenId: 100058, istPrivat: false });
    serve(() => json(booking));
    await updateBooking(booking);
    expect(requests[0]!.headers.has('X-Buchung-Token')).toBe(false);
  });
});

describe('contact calls', () => {
  const message: ContactRequest = {
    art: 'kontakt',
    anredeId: null,
    vorname: 'Eva',
    name: 'Berg',
    firma: '',
    email: 'eva@example.org',
    telefon: '',
    betreff: 'Frage',
    nachricht: 'Kindersitz?',
    voucher: '',
    einwilligungDatenschutz: true,
  };
  const receipt = { referenz: 'KON-000001', eingegangenAm: '2030-05-01T08:00:00.000Z' };
  const keys = () => requests.map((request) => request.headers.get('Idempotency-Key'));

  it('sends a message again with its Idempotency-Key until it is answered, then a new one', async () => {
    // The first answer is lost on the way.
    let answer: Handler = () => {
      throw new TypeError('Failed to fetch');
    };
    serve((request) => answer(request));
    await expect(sendContactMessage(message)).rejects.toMatchObject({ kind: 'network' });
    answer = () => json(receipt, 202);
    expect(await sendContactMessage(message)).toEqual(receipt);
    await sendContactMessage(message);
    await sendContactMessage({ ...message, betreff: 'Andere Frage' });
    const [first, retry, afterAnswer, changed] = keys();
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(retry).toBe(first);
    expect(new Set([first, afterAnswer, changed]).size).toBe(3);
  });

  it('a registration too: its retry carries the same key', async () => {
    let answer: Handler = () => {
      throw new TypeError('Failed to fetch');
    };
    serve((request) => answer(request));
    const registration = { bemerkung: 'Bitte um Rückruf' } as unknown as RegistrationRequest;
    await expect(registerCompany(registration)).rejects.toMatchObject({ kind: 'network' });
    answer = () => json({ ...receipt, referenz: 'REG-000001' }, 201);
    await registerCompany(registration);
    const [first, retry] = keys();
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(retry).toBe(first);
  });

  it("a company's new customer too: its retry carries the same key, a new one after the answer", async () => {
    let answer: Handler = () => {
      throw new TypeError('Failed to fetch');
    };
    serve((request) => answer(request));
    const customer: Customer = {
      kundeStamm: { ...newCustomer(61817), vorname: 'Ida', name: 'Albers' },
      kundeAdresse: { id: null, kundeId: null, strasse: '', plz: '', ort: '', ortsteil: '' },
    };
    await expect(createCustomer(customer)).rejects.toMatchObject({ kind: 'network' });
    const created = {
      kundeStamm: { ...customer.kundeStamm, id: 41 },
      kundeAdresse: { ...customer.kundeAdresse, id: 41, kundeId: 41 },
    };
    answer = () => json(created, 201);
    expect(await createCustomer(customer)).toEqual({ created });
    await createCustomer(customer);
    const [first, retry, afterAnswer] = keys();
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(retry).toBe(first);
    expect(afterAnswer).not.toBe(first);
  });

  it("a company's new customer stored already: the server's 409 duplicateCustomer names them; createAnyway sends the flag", async () => {
    const bodies: unknown[] = [];
    const stored = {
      kundeStamm: { ...newCustomer(61817), id: 7, vorname: 'Ida', name: 'Albers', version: 1 },
      kundeAdresse: { id: 7, kundeId: 7, strasse: '', plz: '', ort: '', ortsteil: '' },
    };
    serve(async (request) => {
      const body = (await request.json()) as { trotzdemAnlegen?: boolean };
      bodies.push(body);
      return body.trotzdemAnlegen
        ? json({ ...stored, kundeStamm: { ...stored.kundeStamm, id: 8 } }, 201)
        : json(
            { code: 'duplicateCustomer', message: 'Bereits gespeichert.', duplikate: [stored] },
            409,
          );
    });
    const customer: Customer = {
      kundeStamm: { ...newCustomer(61817), vorname: 'Ida', name: 'Albers' },
      kundeAdresse: { id: null, kundeId: null, strasse: '', plz: '', ort: '', ortsteil: '' },
    };
    expect(await createCustomer(customer)).toEqual({ duplicates: [stored] });
    const anyway = await createCustomer(customer, { createAnyway: true });
    expect('created' in anyway && anyway.created.kundeStamm.id).toBe(8);
    expect(bodies).toEqual([customer, { ...customer, trotzdemAnlegen: true }]);
  });
});
