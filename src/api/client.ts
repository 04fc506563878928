import createClient, { type Client, type Middleware } from 'openapi-fetch';
import type { z } from 'zod/mini';
import type { Language } from '../domain/constants';
import { languageStore } from '../session/language';
import { ApiError, errorBodySchema } from './api-error';
import { inFlightWhile } from './calls-in-flight';
import type { paths } from './schema.gen';

export const DEFAULT_TIMEOUT_MS = 15_000;

/** Per-call options every resource function accepts as its last argument. */
export interface CallOptions {
  /** Time limit of the call in ms (default DEFAULT_TIMEOUT_MS). */
  timeoutMs?: number;
  /** The caller's cancellation (e.g. an actor being stopped). */
  signal?: AbortSignal;
}

export type ApiClient = Client<paths>;

export interface ApiClientConfig {
  baseUrl?: string;
  /** Looked up at call time by default so tests can stub globalThis.fetch. */
  fetch?: (request: Request) => Promise<Response>;
  language?: () => Language;
  defaultTimeoutMs?: number;
}

/** openapi-fetch copies unknown init keys onto the Request; the timeout travels that way. */
interface RequestWithTimeout extends Request {
  timeoutMs?: number;
}

/** Every request carries the current language (spec section 7). */
export function acceptLanguageMiddleware(language: () => Language): Middleware {
  return {
    onRequest({ request }) {
      request.headers.set('Accept-Language', language());
    },
  };
}

/**
 * Aborts a request after its time limit. The abort reason is an ApiError('timeout'), which
 * fetch rejects with; the caller's own signal still works and keeps its own reason.
 */
export function timeoutMiddleware(defaultTimeoutMs: number): Middleware {
  const timers = new Map<string, ReturnType<typeof setTimeout>>();
  const clear = (id: string) => {
    clearTimeout(timers.get(id));
    timers.delete(id);
  };
  return {
    onRequest({ request, id }) {
      const ms = (request as RequestWithTimeout).timeoutMs ?? defaultTimeoutMs;
      const controller = new AbortController();
      timers.set(
        id,
        setTimeout(
          () =>
            controller.abort(
              new ApiError({ kind: 'timeout', message: `No answer within ${ms} ms` }),
            ),
          ms,
        ),
      );
      return new Request(request, { signal: AbortSignal.any([request.signal, controller.signal]) });
    },
    onResponse({ id }) {
      clear(id);
    },
    onError({ id }) {
      clear(id);
    },
  };
}

/** Maps non-2xx answers and transport failures to ApiError. */
export const errorMappingMiddleware: Middleware = {
  async onResponse({ response }) {
    if (response.ok) return;
    const text = await response.text().catch(() => '');
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      body = undefined;
    }
    const parsed = errorBodySchema.safeParse(body);
    throw new ApiError({
      kind: 'http',
      status: response.status,
      code: parsed.success ? parsed.data.code : undefined,
      message: parsed.success ? parsed.data.message : undefined,
      fieldErrors: parsed.success ? parsed.data.fieldErrors : undefined,
      body,
    });
  },
  onError({ error }) {
    return toApiError(error);
  },
};

/** Any rejection of a call as ApiError, except the caller's own abort (returned untouched). */
export function toApiError(error: unknown): Error {
  if (error instanceof ApiError) return error;
  if (error instanceof SyntaxError) return new ApiError({ kind: 'invalidResponse', cause: error });
  if (isAbort(error)) return error as Error;
  return new ApiError({ kind: 'network', cause: error });
}

function isAbort(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as { name?: unknown }).name === 'AbortError'
  );
}

function defaultBaseUrl(): string {
  return import.meta.env.VITE_API_BASE ?? '/api';
}

/** The base URL made absolute, so Request() also works where there is no document (node tests). */
function absoluteBase(base: string): string {
  if (/^https?:\/\//.test(base)) return base;
  const origin = typeof window !== 'undefined' ? window.location.origin : 'http://localhost';
  return new URL(base, origin).href.replace(/\/$/, '');
}

export function createApiClient(config: ApiClientConfig = {}): ApiClient {
  const client = createClient<paths>({
    baseUrl: absoluteBase(config.baseUrl ?? defaultBaseUrl()),
    credentials: 'include',
    fetch: config.fetch ?? ((request) => globalThis.fetch(request)),
  });
  // Answers pass the middleware in reverse order: the timeout (last) clears its timer before the
  // error mapping throws, so no timer outlives its request.
  client.use(
    acceptLanguageMiddleware(config.language ?? (() => languageStore.read())),
    errorMappingMiddleware,
    timeoutMiddleware(config.defaultTimeoutMs ?? DEFAULT_TIMEOUT_MS),
  );
  return client;
}

/** An absolute URL of an API path, for links the browser opens itself (e.g. a PDF download). */
export function apiUrl(path: string): string {
  return `${absoluteBase(defaultBaseUrl())}${path}`;
}

/** The one client of the SPA (same origin, API base from VITE_API_BASE or /api). */
export const api: ApiClient = createApiClient();

/** openapi-fetch init fragment for CallOptions (spread into the call's init). */
export function callInit(options: CallOptions = {}): { signal?: AbortSignal; timeoutMs?: number } {
  return { signal: options.signal, timeoutMs: options.timeoutMs };
}

interface FetchResult {
  data?: unknown;
  error?: unknown;
  response: Response;
}

/**
 * Awaits an openapi-fetch call and parses its data with zod: the only way resource modules
 * return data, so malformed JSON or an unexpected shape is always ApiError('invalidResponse').
 */
export async function parsed<S extends z.ZodMiniType>(
  pending: Promise<FetchResult>,
  schema: S,
): Promise<z.output<S>> {
  const result = await settle(pending);
  const check = schema.safeParse(result.data);
  if (!check.success) {
    throw new ApiError({
      kind: 'invalidResponse',
      status: result.response.status,
      cause: check.error,
    });
  }
  return check.data;
}

/** Awaits a call whose answer carries no data the app uses (e.g. 204). */
export async function done(pending: Promise<FetchResult>): Promise<void> {
  await settle(pending);
}

async function settle(pending: Promise<FetchResult>): Promise<FetchResult> {
  let result: FetchResult;
  try {
    result = await inFlightWhile(pending);
  } catch (error) {
    throw toApiError(error);
  }
  // The error middleware throws first; this guards a client built without it.
  if (!result.response.ok) throw new ApiError({ kind: 'http', status: result.response.status });
  return result;
}
