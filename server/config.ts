// The server's start-up configuration: read from the environment once (server/main.ts) and
// checked before anything opens. A local start needs no variable at all; NODE_ENV=production
// needs every choice that costs money or sends customers somewhere to be made explicitly, since
// a silent default there (the payment sandbox marks bookings paid without taking money; a return
// URL taken from a request header) is a fault nobody sees until it has happened.

export type PaymentProviderName = 'sandbox' | 'saferpay';

export interface ServerConfig {
  production: boolean;
  port: number;
  host: string;
  distDir: string;
  serveSpa: boolean;
  databaseUrl: string | undefined;
  databaseSchema: string | undefined;
  pgliteDataDir: string;
  paymentProvider: PaymentProviderName;
  /** Origin (and optional path) of the site for the payment return URL, without trailing slash. */
  publicBaseUrl: string | undefined;
  /** How often open card payments are reconciled with the provider; 0: never. */
  paymentReconcileMs: number;
  /** Unpaid card bookings (0024): how often the round runs (0: never), when to remind and release. */
  unpaid: { checkMs: number; remindAfterMs: number; releaseAfterMs: number };
  /** Port of the Prometheus /metrics listener; undefined: no metrics listener. */
  metricsPort: number | undefined;
  /** pino level of the JSON log lines (LOG_LEVEL). */
  logLevel: string;
  /** Seed the demo companies, customers and bookings into an empty database (not in production). */
  seedDemoData: boolean;
  /** Outbox delivery (server/mail): SMTP server, sender, demo folder, poll and retry pauses. */
  mail: MailConfig;
  /** Lines to log at start: allowed but worth a look (e.g. the sandbox in production). */
  warnings: string[];
}

export interface MailConfig {
  /** smtp:// or smtps:// URL (SMTP_URL); undefined: messages are written as .eml files to `dir`. */
  smtpUrl: string | undefined;
  /** From header (MAIL_FROM), e.g. `AirportShuttle <buchung@shuttle.example>`. */
  from: string;
  /** Folder of the .eml files without SMTP_URL (MAIL_DIR, default .data/mail). */
  dir: string;
  /** How often each process looks for due messages (MAIL_POLL_MS); 0: never (no worker). */
  pollMs: number;
  /** First pause after a temporary failure (MAIL_RETRY_MS); doubles per attempt, up to an hour. */
  retryMs: number;
  /** Days an ended message keeps its addresses and contents in the outbox (MAIL_KEEP_DAYS). */
  keepDays: number;
}

export const DEFAULT_MAIL_FROM = 'AirportShuttle <buchung@shuttle.example>';

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`The server cannot start:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

const PROVIDERS: readonly PaymentProviderName[] = ['sandbox', 'saferpay'];
const SAFERPAY_VARIABLES = [
  'SAFERPAY_BASE_URL',
  'SAFERPAY_CUSTOMER_ID',
  'SAFERPAY_TERMINAL_ID',
  'SAFERPAY_USERNAME',
  'SAFERPAY_PASSWORD',
];

const value = (env: NodeJS.ProcessEnv, name: string) => env[name]?.trim() || undefined;

/** Reads and checks the configuration; throws ConfigError naming every problem at once. */
export function readServerConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const production = env.NODE_ENV === 'production';
  const problems: string[] = [];
  const warnings: string[] = [];

  const portText = value(env, 'PORT') ?? '8080';
  const port = Number(portText);
  if (!/^\d{1,5}$/.test(portText) || port > 65_535)
    problems.push(`PORT must be a port number (0-65535), not "${portText}".`);

  const providerText = value(env, 'PAYMENT_PROVIDER');
  let paymentProvider: PaymentProviderName = 'sandbox';
  if (providerText === undefined) {
    if (production)
      problems.push(
        'PAYMENT_PROVIDER is not set. With NODE_ENV=production choose it explicitly: ' +
          'PAYMENT_PROVIDER=saferpay (real card payments, needs the SAFERPAY_* variables) or ' +
          'PAYMENT_PROVIDER=sandbox (the local test page: bookings are marked paid and no money is taken).',
      );
  } else if (PROVIDERS.includes(providerText as PaymentProviderName)) {
    paymentProvider = providerText as PaymentProviderName;
  } else {
    problems.push(`PAYMENT_PROVIDER must be sandbox or saferpay, not "${providerText}".`);
  }
  if (providerText === 'saferpay') {
    const missing = SAFERPAY_VARIABLES.filter((name) => !value(env, name));
    if (missing.length > 0) problems.push(`PAYMENT_PROVIDER=saferpay needs ${missing.join(', ')}.`);
  }
  if (production && providerText === 'sandbox')
    warnings.push(
      'PAYMENT_PROVIDER=sandbox in production: card bookings are marked paid without taking money.',
    );

  const baseText = value(env, 'PUBLIC_BASE_URL');
  let publicBaseUrl: string | undefined;
  if (baseText === undefined) {
    if (production)
      problems.push(
        'PUBLIC_BASE_URL is not set. With NODE_ENV=production set it to the public address of the site ' +
          '(e.g. https://shuttle.example): customers return there from the payment page.',
      );
  } else if (isHttpUrl(baseText)) {
    publicBaseUrl = baseText.replace(/\/+$/, '');
  } else {
    problems.push(
      `PUBLIC_BASE_URL must be an http(s) address like https://shuttle.example, not "${baseText}".`,
    );
  }

  const reconcileText = value(env, 'PAYMENT_RECONCILE_MS') ?? '60000';
  if (!/^\d{1,9}$/.test(reconcileText))
    problems.push(
      `PAYMENT_RECONCILE_MS must be a number of milliseconds (0: never), not "${reconcileText}".`,
    );

  const unpaid = readUnpaidRule(env, problems);

  const metricsText = value(env, 'METRICS_PORT');
  if (metricsText !== undefined && (!/^\d{1,5}$/.test(metricsText) || Number(metricsText) > 65_535))
    problems.push(`METRICS_PORT must be a port number, not "${metricsText}".`);
  const logLevel = value(env, 'LOG_LEVEL') ?? (env.NODE_ENV === 'test' ? 'silent' : 'info');
  if (!['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'].includes(logLevel))
    problems.push(
      `LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent, not "${logLevel}".`,
    );

  // The demo companies' access codes are public (README): never in production unless asked for.
  const demoText = value(env, 'SEED_DEMO_DATA');
  let seedDemoData = !production;
  if (demoText === 'true' || demoText === '1') seedDemoData = true;
  else if (demoText === 'false' || demoText === '0') seedDemoData = false;
  else if (demoText !== undefined)
    problems.push(`SEED_DEMO_DATA must be true or false, not "${demoText}".`);
  if (production && seedDemoData)
    warnings.push(
      'SEED_DEMO_DATA=true in production: the demo companies, whose access codes are public, are seeded into an empty database.',
    );

  const mail = readMailConfig(env, production, problems, warnings);

  if (problems.length > 0) throw new ConfigError(problems);
  return {
    production,
    port,
    host: value(env, 'HOST') ?? '0.0.0.0',
    distDir: value(env, 'DIST_DIR') ?? 'dist',
    serveSpa: env.SERVE_SPA !== 'false',
    databaseUrl: value(env, 'DATABASE_URL'),
    databaseSchema: value(env, 'DATABASE_SCHEMA'),
    pgliteDataDir: value(env, 'PGLITE_DATA_DIR') ?? '.data/pglite',
    paymentProvider,
    publicBaseUrl,
    paymentReconcileMs: Number(reconcileText),
    unpaid,
    metricsPort: metricsText === undefined ? undefined : Number(metricsText),
    logLevel,
    seedDemoData,
    mail,
    warnings,
  };
}

/**
 * The operator's rule for card bookings never paid (docs/decisions/0024): one reminder
 * UNPAID_REMIND_AFTER_MINUTES (60) after booking, the release UNPAID_RELEASE_AFTER_HOURS (24)
 * after booking (or earlier, when the first ride comes within the lead time); the round runs
 * every UNPAID_CHECK_MS (60000; 0: never).
 */
function readUnpaidRule(env: NodeJS.ProcessEnv, problems: string[]): ServerConfig['unpaid'] {
  const checkText = value(env, 'UNPAID_CHECK_MS') ?? '60000';
  if (!/^\d{1,9}$/.test(checkText))
    problems.push(
      `UNPAID_CHECK_MS must be a number of milliseconds (0: never), not "${checkText}".`,
    );
  const remindText = value(env, 'UNPAID_REMIND_AFTER_MINUTES') ?? '60';
  if (!/^\d{1,5}$/.test(remindText) || Number(remindText) === 0)
    problems.push(
      `UNPAID_REMIND_AFTER_MINUTES must be a positive number of minutes, not "${remindText}".`,
    );
  const releaseText = value(env, 'UNPAID_RELEASE_AFTER_HOURS') ?? '24';
  if (!/^\d{1,4}$/.test(releaseText) || Number(releaseText) === 0)
    problems.push(
      `UNPAID_RELEASE_AFTER_HOURS must be a positive number of hours, not "${releaseText}".`,
    );
  const remindAfterMs = Number(remindText) * 60_000;
  const releaseAfterMs = Number(releaseText) * 60 * 60_000;
  if (remindAfterMs >= releaseAfterMs && Number(remindText) > 0 && Number(releaseText) > 0)
    problems.push(
      `UNPAID_REMIND_AFTER_MINUTES (${remindText}) must come before UNPAID_RELEASE_AFTER_HOURS (${releaseText} h): the reminder names the release.`,
    );
  return { checkMs: Number(checkText), remindAfterMs, releaseAfterMs };
}

function readMailConfig(
  env: NodeJS.ProcessEnv,
  production: boolean,
  problems: string[],
  warnings: string[],
): MailConfig {
  const smtpUrl = value(env, 'SMTP_URL');
  if (smtpUrl !== undefined && !isSmtpUrl(smtpUrl))
    problems.push(
      'SMTP_URL must look like smtp://user:password@host:587 (STARTTLS) or smtps://user:password@host:465 (TLS).',
    );
  if (production && smtpUrl === undefined)
    warnings.push(
      'SMTP_URL is not set in production: e-mails are only written as .eml files to MAIL_DIR and never reach a customer.',
    );
  const fromText = value(env, 'MAIL_FROM');
  if (
    fromText !== undefined &&
    !/^([^<>\r\n]*<[^\s<>@]+@[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+)$/.test(fromText)
  )
    problems.push(
      `MAIL_FROM must be an address, optionally with a name: "AirportShuttle <buchung@example.com>", not "${fromText}".`,
    );
  if (production && smtpUrl !== undefined && fromText === undefined)
    problems.push(
      'MAIL_FROM is not set. With SMTP_URL in production set the sender your mail server may send as, e.g. "AirportShuttle <buchung@example.com>".',
    );
  const pollText = value(env, 'MAIL_POLL_MS') ?? '5000';
  if (!/^\d{1,9}$/.test(pollText))
    problems.push(`MAIL_POLL_MS must be a number of milliseconds (0: never), not "${pollText}".`);
  const retryText = value(env, 'MAIL_RETRY_MS') ?? '60000';
  if (!/^\d{1,9}$/.test(retryText) || Number(retryText) === 0)
    problems.push(`MAIL_RETRY_MS must be a positive number of milliseconds, not "${retryText}".`);
  const keepText = value(env, 'MAIL_KEEP_DAYS') ?? '30';
  if (!/^\d{1,4}$/.test(keepText) || Number(keepText) === 0)
    problems.push(`MAIL_KEEP_DAYS must be a positive number of days, not "${keepText}".`);
  return {
    smtpUrl,
    from: fromText ?? DEFAULT_MAIL_FROM,
    dir: value(env, 'MAIL_DIR') ?? '.data/mail',
    pollMs: Number(pollText),
    retryMs: Number(retryText),
    keepDays: Number(keepText),
  };
}

function isSmtpUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return (url.protocol === 'smtp:' || url.protocol === 'smtps:') && url.hostname !== '';
  } catch {
    return false;
  }
}

function isHttpUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return (
      (url.protocol === 'https:' || url.protocol === 'http:') &&
      !url.search &&
      !url.hash &&
      !url.username &&
      !url.password
    );
  } catch {
    return false;
  }
}
