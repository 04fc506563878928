// Structured logs (pino): one JSON line per request and per notable event. Every line written
// while a request runs carries its request id, because the request's logger travels with the
// request through AsyncLocalStorage (services, the payment module and the database layer call
// `log()` and get it). Lines name ids and outcomes, never secrets or personal data; the redact
// list is the safety net for a field that slips in.
import { AsyncLocalStorage } from 'node:async_hooks';
import { pino, type DestinationStream, type Logger } from 'pino';

export type { Logger };

/** Field names whose values never reach a log line, wherever they sit (one level deep). */
const SECRET_FIELDS = [
  'zugangscode',
  'zugriffsToken',
  'token',
  'password',
  'authorization',
  'cookie',
  'email',
  'mobil',
  'telefon',
  'vorname',
  'name',
  'strasse',
  'card',
];

export interface LoggerOptions {
  level?: string | undefined;
  /** Where lines go (default stdout); tests pass a stream that collects them. */
  destination?: DestinationStream | undefined;
}

export function createLogger(options: LoggerOptions = {}): Logger {
  return pino(
    {
      level: options.level ?? defaultLevel(),
      base: { service: 'shuttle-api' },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      redact: {
        paths: SECRET_FIELDS.flatMap((field) => [field, `*.${field}`]),
        censor: '[redacted]',
      },
    },
    options.destination,
  );
}

function defaultLevel(env: NodeJS.ProcessEnv = process.env): string {
  return env.LOG_LEVEL?.trim() || (env.NODE_ENV === 'test' ? 'silent' : 'info');
}

let base = createLogger();
const current = new AsyncLocalStorage<Logger>();

/** The process's logger (main.ts sets it once: pretty in a terminal, JSON otherwise). */
export function setLogger(logger: Logger): void {
  base = logger;
}

/** The logger of the running request or background job, else the process's. */
export function log(): Logger {
  return current.getStore() ?? base;
}

/** Runs `fn` with a child logger carrying `bindings` (e.g. the request id) on every line. */
export function withLogContext<T>(bindings: Record<string, string>, fn: () => T): T {
  return current.run(log().child(bindings), fn);
}

/** The request id of the running request, if any (written into the money trail). */
export function currentRequestId(): string | null {
  const bindings = current.getStore()?.bindings() as { requestId?: unknown } | undefined;
  return typeof bindings?.requestId === 'string' ? bindings.requestId : null;
}

/**
 * What may be logged of an error: its name, code and first message line. Drizzle puts the
 * query's parameters (names, e-mail addresses) into its messages: that part never goes out.
 */
export function errorFields(error: unknown): { errorName: string; code?: string; message: string } {
  const e = error as { name?: unknown; code?: unknown; message?: unknown; cause?: unknown } | null;
  const cause = e?.cause as { code?: unknown; message?: unknown } | undefined;
  const code =
    typeof e?.code === 'string' ? e.code : typeof cause?.code === 'string' ? cause.code : undefined;
  const raw = typeof cause?.message === 'string' ? cause.message : String(e?.message ?? error);
  const message = raw
    .split(/\n|params:/)[0]!
    .trim()
    .slice(0, 300);
  return {
    errorName: typeof e?.name === 'string' ? e.name : 'Error',
    ...(code ? { code } : {}),
    message,
  };
}
