// The start-up rules (server/config.ts), and a real process that refuses a production start
// without an explicit payment provider.
import { describe, expect, it } from 'vitest';
import { ConfigError, readServerConfig } from './config';
import { startServerProcess } from './testing/server-process';

const production = {
  NODE_ENV: 'production',
  PAYMENT_PROVIDER: 'saferpay',
  PUBLIC_BASE_URL: 'https://shuttle.example',
  SMTP_URL: 'smtp://shuttle:secret@mail.shuttle.example:587',
  MAIL_FROM: 'AirportShuttle <buchung@shuttle.example>',
};
const saferpay = {
  SAFERPAY_BASE_URL: 'https://test.saferpay.com/api',
  SAFERPAY_CUSTOMER_ID: '1',
  SAFERPAY_TERMINAL_ID: '2',
  SAFERPAY_USERNAME: 'u',
  SAFERPAY_PASSWORD: 'p',
};

function problemsOf(env: NodeJS.ProcessEnv): string[] {
  try {
    readServerConfig(env);
    return [];
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).problems;
  }
}

describe('readServerConfig', () => {
  it('needs nothing for a local start: sandbox, embedded database, port 8080', () => {
    expect(readServerConfig({})).toMatchObject({
      production: false,
      port: 8080,
      host: '0.0.0.0',
      distDir: 'dist',
      serveSpa: true,
      databaseUrl: undefined,
      pgliteDataDir: '.data/pglite',
      paymentProvider: 'sandbox',
      publicBaseUrl: undefined,
      paymentReconcileMs: 60_000,
      seedDemoData: true,
      warnings: [],
    });
  });

  it('leaves the demo companies (public access codes) out of production unless asked for', () => {
    expect(readServerConfig({ ...production, ...saferpay }).seedDemoData).toBe(false);
    const staging = readServerConfig({ ...production, ...saferpay, SEED_DEMO_DATA: 'true' });
    expect(staging.seedDemoData).toBe(true);
    expect(staging.warnings).toEqual([expect.stringContaining('access codes are public')]);
    expect(readServerConfig({ SEED_DEMO_DATA: 'false' }).seedDemoData).toBe(false);
    expect(problemsOf({ SEED_DEMO_DATA: 'yes' })).toEqual([
      expect.stringContaining('SEED_DEMO_DATA'),
    ]);
  });

  it('refuses production without PAYMENT_PROVIDER, naming the variable', () => {
    const problems = problemsOf({ ...production, ...saferpay, PAYMENT_PROVIDER: undefined });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^PAYMENT_PROVIDER is not set/);
  });

  it('refuses production without PUBLIC_BASE_URL', () => {
    const problems = problemsOf({ ...production, ...saferpay, PUBLIC_BASE_URL: ' ' });
    expect(problems).toEqual([expect.stringMatching(/^PUBLIC_BASE_URL is not set/)]);
  });

  it('names every problem at once', () => {
    expect(problemsOf({ NODE_ENV: 'production' })).toEqual([
      expect.stringContaining('PAYMENT_PROVIDER'),
      expect.stringContaining('PUBLIC_BASE_URL'),
    ]);
  });

  it('starts production with explicit choices; the sandbox only with a warning', () => {
    expect(readServerConfig({ ...production, ...saferpay })).toMatchObject({
      production: true,
      paymentProvider: 'saferpay',
      publicBaseUrl: 'https://shuttle.example',
      warnings: [],
    });
    const sandbox = readServerConfig({ ...production, PAYMENT_PROVIDER: 'sandbox' });
    expect(sandbox.paymentProvider).toBe('sandbox');
    expect(sandbox.warnings).toEqual([expect.stringContaining('without taking money')]);
  });

  it('sends mail through SMTP_URL as MAIL_FROM; without SMTP_URL into .eml files (a warning in production)', () => {
    expect(readServerConfig({}).mail).toEqual({
      smtpUrl: undefined,
      from: 'AirportShuttle <buchung@shuttle.example>',
      dir: '.data/mail',
      pollMs: 5000,
      retryMs: 60_000,
      keepDays: 30,
    });
    expect(readServerConfig({ ...production, ...saferpay }).mail).toMatchObject({
      smtpUrl: 'smtp://shuttle:secret@mail.shuttle.example:587',
      from: 'AirportShuttle <buchung@shuttle.example>',
    });
    expect(
      readServerConfig({ ...production, ...saferpay, SMTP_URL: undefined, MAIL_FROM: undefined })
        .warnings,
    ).toEqual([expect.stringContaining('SMTP_URL is not set in production')]);
    expect(problemsOf({ ...production, ...saferpay, MAIL_FROM: undefined })).toEqual([
      expect.stringMatching(/^MAIL_FROM is not set/),
    ]);
    expect(problemsOf({ SMTP_URL: 'mail.example:25' })).toEqual([
      expect.stringContaining('SMTP_URL'),
    ]);
    expect(problemsOf({ SMTP_URL: 'https://mail.example' })).toHaveLength(1);
    expect(readServerConfig({ SMTP_URL: 'smtps://u:p@mail.example:465' }).mail.smtpUrl).toBe(
      'smtps://u:p@mail.example:465',
    );
    expect(problemsOf({ MAIL_FROM: 'not an address' })).toEqual([
      expect.stringContaining('MAIL_FROM'),
    ]);
    expect(readServerConfig({ MAIL_FROM: 'buchung@example.com' }).mail.from).toBe(
      'buchung@example.com',
    );
    expect(problemsOf({ MAIL_POLL_MS: 'often', MAIL_RETRY_MS: '0', MAIL_KEEP_DAYS: '0' })).toEqual([
      expect.stringContaining('MAIL_POLL_MS'),
      expect.stringContaining('MAIL_RETRY_MS'),
      expect.stringContaining('MAIL_KEEP_DAYS'),
    ]);
    expect(readServerConfig({ MAIL_KEEP_DAYS: '7' }).mail.keepDays).toBe(7);
  });

  it('checks the values wherever they are set', () => {
    expect(problemsOf({ PAYMENT_PROVIDER: 'paypal' })).toEqual([
      expect.stringContaining('sandbox or saferpay'),
    ]);
    expect(problemsOf({ PAYMENT_PROVIDER: 'saferpay', SAFERPAY_BASE_URL: 'https://x' })).toEqual([
      expect.stringContaining(
        'SAFERPAY_CUSTOMER_ID, SAFERPAY_TERMINAL_ID, SAFERPAY_USERNAME, SAFERPAY_PASSWORD',
      ),
    ]);
    expect(problemsOf({ PUBLIC_BASE_URL: 'shuttle.example' })).toEqual([
      expect.stringContaining('PUBLIC_BASE_URL'),
    ]);
    expect(problemsOf({ PUBLIC_BASE_URL: 'javascript:alert(1)' })).toHaveLength(1);
    expect(problemsOf({ PORT: 'eighty' })).toEqual([expect.stringContaining('PORT')]);
    expect(problemsOf({ PAYMENT_RECONCILE_MS: '1m' })).toEqual([
      expect.stringContaining('PAYMENT_RECONCILE_MS'),
    ]);
    expect(readServerConfig({ PAYMENT_RECONCILE_MS: '0' }).paymentReconcileMs).toBe(0);
    // The unpaid bookings' rule (0024): an hour, a day, a round a minute unless set otherwise.
    expect(readServerConfig({}).unpaid).toEqual({
      checkMs: 60_000,
      remindAfterMs: 3_600_000,
      releaseAfterMs: 86_400_000,
    });
    expect(
      readServerConfig({ UNPAID_REMIND_AFTER_MINUTES: '30', UNPAID_RELEASE_AFTER_HOURS: '6' })
        .unpaid,
    ).toMatchObject({ remindAfterMs: 1_800_000, releaseAfterMs: 21_600_000 });
    expect(problemsOf({ UNPAID_CHECK_MS: 'often', UNPAID_RELEASE_AFTER_HOURS: '0' })).toEqual([
      expect.stringContaining('UNPAID_CHECK_MS'),
      expect.stringContaining('UNPAID_RELEASE_AFTER_HOURS'),
    ]);
    expect(
      problemsOf({ UNPAID_REMIND_AFTER_MINUTES: '120', UNPAID_RELEASE_AFTER_HOURS: '1' }),
    ).toEqual([expect.stringContaining('UNPAID_REMIND_AFTER_MINUTES (120)')]);
    expect(
      readServerConfig({ PUBLIC_BASE_URL: 'https://shuttle.example/app/' }).publicBaseUrl,
    ).toBe('https://shuttle.example/app');
  });
});

describe('a production server process', () => {
  it('refuses to start without PAYMENT_PROVIDER and says which variable', async () => {
    const server = await startServerProcess(
      {
        NODE_ENV: 'production',
        PUBLIC_BASE_URL: 'https://shuttle.example',
        PAYMENT_PROVIDER: '',
        PGLITE_DATA_DIR: 'memory://',
      },
      { waitForHealth: false },
    );
    const code = await Promise.race([
      server.exited,
      new Promise((resolve) => setTimeout(() => resolve('running'), 20_000)),
    ]);
    await server.stop();
    expect(code, server.output()).toBe(1);
    expect(server.output()).toContain('PAYMENT_PROVIDER is not set');
  });
});
