// Delivery of the outbox through a real SMTP server (smtp-server, started here): what arrives,
// retries after a temporary failure, a permanent failure recorded, the demo's .eml files, and
// exactly once with two server processes on one PostgreSQL.
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { outbox } from '../db/schema';
import { createLogger, setLogger } from '../observability/log';
import { registry } from '../observability/metrics';
import { startInstances } from '../testing/server-process';
import { startSmtpSink, type SmtpSink } from '../testing/smtp-sink';
import { startTestServer, type TestServer } from '../testing/test-server';
import { contactMessage } from '../testing/request-bodies';
import { fileTransport, smtpTransport } from './transport';
import { createMailWorker } from './worker';

const FROM = 'AirportShuttle <buchung@shuttle.example>';
const links = { baseUrl: 'https://shuttle.example' };

/** The n-th contact message: its own sender and subject, so each mail can be told apart. */
const message = (n = 1) =>
  contactMessage({ name: `Lindqvist${n}`, email: `eva${n}@example.org`, betreff: `Frage ${n}` });

/** Log lines of this process while a test runs. */
function captureLog(): string[] {
  const lines: string[] = [];
  setLogger(
    createLogger({
      level: 'info',
      destination: new Writable({
        write(chunk: Buffer, _encoding, done) {
          lines.push(...chunk.toString().split('\n').filter(Boolean));
          done();
        },
      }) as never,
    }),
  );
  return lines;
}

async function failureCount(kind: 'temporary' | 'permanent'): Promise<number> {
  const metric = await registry.getSingleMetric('mail_failures_total')!.get();
  return metric.values.find((value) => value.labels.kind === kind)?.value ?? 0;
}

describe('the mail worker', () => {
  let server: TestServer;
  let sink: SmtpSink;
  let clock = Date.now();
  const now = () => new Date(clock);

  beforeAll(async () => {
    server = await startTestServer();
    sink = await startSmtpSink();
  });
  afterAll(async () => {
    setLogger(createLogger({ level: 'silent' }));
    await sink.close();
    await server.close();
  });
  // The worker's clock, a little ahead of the database's now() that stamps new rows as due.
  beforeEach(() => {
    clock = Date.now() + 1000;
  });
  afterEach(async () => {
    // Leave nothing due for the next test.
    await server.database.db.update(outbox).set({ status: 'sent' });
    sink.received.length = 0;
  });

  const worker = () =>
    createMailWorker({
      db: server.database.db,
      transport: smtpTransport(sink.url),
      from: FROM,
      links,
      now,
      retryMs: 60_000,
    });
  const rowsOf = async (art?: string) =>
    (await server.database.db.select().from(outbox).orderBy(outbox.id)).filter(
      (row) => !art || row.art === art,
    );

  it('sends the operator notification of a contact message through SMTP, once', async () => {
    const res = await server.request('POST', '/api/NeuKontakt/SendEmail/', {
      body: message(1),
    });
    expect(res.status).toBe(202);
    const lines = captureLog();
    const mail = worker();
    expect((await mail.drain()).sent).toBeGreaterThanOrEqual(1);
    const [notification] = sink.received.filter((m) =>
      m.envelopeTo.includes('service@shuttle.example'),
    );
    expect(notification, 'operator notification').toBeDefined();
    expect(notification!.parsed.subject).toBe('Frage 1');
    expect(notification!.parsed.from?.value).toEqual([
      { name: 'AirportShuttle', address: 'buchung@shuttle.example' },
    ]);
    expect(notification!.parsed.replyTo?.text).toBe('eva1@example.org');
    expect(notification!.parsed.text).toContain(res.body.referenz);
    expect(notification!.parsed.text).toContain('Kann ich einen Kindersitz nachbuchen?');
    expect(notification!.parsed.html).toContain('<html lang="de">');
    // The sender's copy, with the reference the form showed (in its words), without the message text.
    const [copy] = sink.received.filter((m) => m.envelopeTo.includes('eva1@example.org'));
    expect(copy!.parsed.subject).toBe(`Ihre Anfrage ist eingegangen – ${res.body.referenz}`);
    expect(copy!.parsed.text).toContain('Guten Tag Eva Lindqvist1,');
    expect(copy!.parsed.text).toContain(`Vorgangsnummer: ${res.body.referenz}`);
    expect(copy!.parsed.text).not.toContain('Kindersitz');
    const [row] = await rowsOf('kontakt');
    expect(row).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
    expect(row!.delivery).toMatch(/^250/);
    expect(notification!.parsed.messageId).toBe(row!.messageId);
    // A second round finds nothing: sent is sent.
    const before = sink.received.length;
    expect(await mail.drain()).toEqual({ sent: 0, retried: 0, failed: 0 });
    expect(sink.received.length).toBe(before);
    const sent = lines.map((line) => JSON.parse(line)).filter((line) => line.event === 'mail.sent');
    expect(sent.length).toBeGreaterThanOrEqual(1);
    expect(sent[0]).toMatchObject({
      outboxId: expect.any(Number),
      art: expect.any(String),
      transport: 'smtp',
    });
    expect(lines.join('\n')).not.toContain('eva1@example.org');
    expect(lines.join('\n')).not.toContain('Kindersitz');
  });

  it('retries after a temporary failure (451) with backoff, then delivers with the same Message-ID', async () => {
    await server.request('POST', '/api/NeuKontakt/SendEmail/', { body: message(2) });
    const due = (await rowsOf()).filter((row) => row.status === 'pending').length;
    sink.failNext(451, due);
    const temporaryBefore = await failureCount('temporary');
    const lines = captureLog();
    const mail = worker();
    expect(await mail.deliverDue()).toEqual({ sent: 0, retried: due, failed: 0 });
    expect(await failureCount('temporary')).toBe(temporaryBefore + due);
    const [row] = (await rowsOf('kontakt')).slice(-1);
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row!.lastError).toContain('451');
    // Not before the pause (MAIL_RETRY_MS, here a minute) is over ...
    expect(row!.nextAttemptAt.getTime()).toBe(clock + 60_000);
    expect(await mail.deliverDue()).toEqual({ sent: 0, retried: 0, failed: 0 });
    const failed = lines
      .map((line) => JSON.parse(line))
      .find((line) => line.event === 'mail.failed');
    expect(failed).toMatchObject({
      permanent: false,
      responseCode: 451,
      retryInSeconds: 60,
      level: 'warn',
    });
    expect(lines.join('\n')).not.toContain('eva2@example.org');
    // ... then delivered; a second temporary failure doubles the pause.
    clock += 60_000;
    sink.failNext(451, due);
    await mail.deliverDue();
    const [again] = (await rowsOf('kontakt')).slice(-1);
    expect(again).toMatchObject({ status: 'pending', attempts: 2 });
    expect(again!.nextAttemptAt.getTime()).toBe(clock + 120_000);
    clock += 120_000;
    expect((await mail.deliverDue()).sent).toBe(due);
    const [done] = (await rowsOf('kontakt')).slice(-1);
    expect(done).toMatchObject({ status: 'sent', attempts: 3, lastError: null });
    expect(sink.received.filter((m) => m.parsed.messageId === done!.messageId)).toHaveLength(1);
  });

  it('records a permanent failure (550): failed, the error kept, logged and counted, never tried again', async () => {
    await server.request('POST', '/api/NeuKontakt/SendEmail/', { body: message(3) });
    const due = (await rowsOf()).filter((row) => row.status === 'pending').length;
    sink.failNext(550, due);
    const permanentBefore = await failureCount('permanent');
    const lines = captureLog();
    const mail = worker();
    expect(await mail.deliverDue()).toEqual({ sent: 0, retried: 0, failed: due });
    const [row] = (await rowsOf('kontakt')).slice(-1);
    expect(row).toMatchObject({ status: 'failed', attempts: 1 });
    expect(row!.lastError).toContain('550');
    expect(await failureCount('permanent')).toBe(permanentBefore + due);
    const failed = lines
      .map((line) => JSON.parse(line))
      .find((line) => line.event === 'mail.failed');
    expect(failed).toMatchObject({
      permanent: true,
      responseCode: 550,
      level: 'error',
      outboxId: expect.any(Number),
    });
    clock += 24 * 60 * 60_000;
    expect(await mail.deliverDue()).toEqual({ sent: 0, retried: 0, failed: 0 });
  });

  it('treats an unreachable SMTP server as temporary', async () => {
    await server.request('POST', '/api/NeuKontakt/SendEmail/', { body: message(4) });
    const mail = createMailWorker({
      db: server.database.db,
      transport: smtpTransport('smtp://127.0.0.1:1'),
      from: FROM,
      links,
      now,
    });
    const result = await mail.deliverDue();
    expect(result.retried).toBeGreaterThanOrEqual(1);
    expect(result.failed).toBe(0);
    const [row] = (await rowsOf('kontakt')).slice(-1);
    expect(row!.status).toBe('pending');
  });

  it('takes over a message whose process died while sending it', async () => {
    await server.request('POST', '/api/NeuKontakt/SendEmail/', { body: message(5) });
    const [row] = (await rowsOf('kontakt')).slice(-1);
    await server.database.db
      .update(outbox)
      .set({ status: 'sending', attempts: 1, claimedAt: new Date(clock - 11 * 60_000) })
      .where(eq(outbox.id, row!.id));
    await worker().drain();
    const [done] = (await rowsOf('kontakt')).slice(-1);
    expect(done).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('deletes messages that ended more than MAIL_KEEP_DAYS ago, keeps the rest', async () => {
    for (const n of [7, 8, 9, 10])
      await server.request('POST', '/api/NeuKontakt/SendEmail/', { body: message(n) });
    const [oldSent, oldFailed, recentSent, oldPending] = (await rowsOf('kontakt')).slice(-4);
    const day = 24 * 60 * 60_000;
    const age = async (id: number, set: Partial<typeof outbox.$inferInsert>) =>
      server.database.db.update(outbox).set(set).where(eq(outbox.id, id));
    await age(oldSent!.id, { status: 'sent', sentAt: new Date(clock - 31 * day) });
    await age(oldFailed!.id, {
      status: 'failed',
      claimedAt: new Date(clock - 31 * day),
      createdAt: new Date(clock - 31 * day),
    });
    await age(recentSent!.id, { status: 'sent', sentAt: new Date(clock - 29 * day) });
    // Not ended yet: kept however old (it still has to go out).
    await age(oldPending!.id, {
      status: 'pending',
      createdAt: new Date(clock - 40 * day),
      nextAttemptAt: new Date(clock + day),
    });

    expect(
      await createMailWorker({
        db: server.database.db,
        transport: smtpTransport(sink.url),
        from: FROM,
        links,
        now,
        keepDays: 30,
      }).forgetEnded(),
    ).toBe(2);
    const left = new Set((await rowsOf('kontakt')).map((row) => row.id));
    expect([oldSent!.id, oldFailed!.id].filter((id) => left.has(id))).toEqual([]);
    expect([recentSent!.id, oldPending!.id].every((id) => left.has(id))).toBe(true);
  });

  it('writes .eml files without SMTP_URL and logs where', async () => {
    await server.request('POST', '/api/NeuKontakt/SendEmail/', { body: message(6) });
    const dir = await mkdtemp(join(tmpdir(), 'mail-'));
    try {
      const lines = captureLog();
      const mail = createMailWorker({
        db: server.database.db,
        transport: fileTransport(dir),
        from: FROM,
        links,
        now,
      });
      const { sent } = await mail.drain();
      expect(sent).toBeGreaterThanOrEqual(1);
      const files = await readdir(dir);
      expect(files.length).toBe(sent);
      expect(files.every((file) => file.endsWith('.eml'))).toBe(true);
      const [row] = (await rowsOf('kontakt')).slice(-1);
      expect(row!.delivery).toMatch(new RegExp(`${dir}/.*-${row!.id}-kontakt\\.eml$`));
      const eml = await readFile(row!.delivery!, 'utf8');
      expect(eml).toContain('Subject: Frage 6');
      expect(eml).toContain('To: service@shuttle.example');
      const written = lines
        .map((line) => JSON.parse(line))
        .filter((line) => line.event === 'mail.sent');
      expect(written.map((line) => line.file)).toContain(row!.delivery);
      expect(written[0].msg).toMatch(/^mail written to \//);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

const url = process.env.TEST_DATABASE_URL;

describe.skipIf(!url)('exactly once with two server processes (PostgreSQL)', () => {
  let sink: SmtpSink;
  let pair: Awaited<ReturnType<typeof startInstances>>;
  beforeAll(async () => {
    sink = await startSmtpSink();
    pair = await startInstances(url!, 2, {
      SMTP_URL: sink.url,
      MAIL_FROM: FROM,
      MAIL_POLL_MS: '20',
      LOG_LEVEL: 'info',
    });
  }, 90_000);
  afterAll(async () => {
    await pair?.close();
    await sink?.close();
  });

  it('200 messages written at once: both workers send, every message arrives exactly once', async () => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(`SET search_path TO ${pair.schemaName}`);
      const before = Number((await client.query('SELECT count(*) AS n FROM outbox')).rows[0].n);
      await client.query(
        `INSERT INTO outbox (art, empfaenger, betreff, sprach, payload)
         SELECT 'kontakt', 'service@shuttle.example', 'Frage ' || n, 'de',
                jsonb_build_object('vorname', 'Eva', 'name', 'Test', 'email', 'eva@example.org',
                                   'betreff', 'Frage ' || n, 'nachricht', 'Nachricht ' || n)
           FROM generate_series(1, 200) AS n`,
      );
      const total = before + 200;
      await sink.waitFor(total, 60_000);
      // Give a duplicate the chance to show up.
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(sink.received.length).toBe(total);
      const ids = sink.received.map((mail) => mail.parsed.messageId);
      expect(new Set(ids).size).toBe(total);
      const rows = (await client.query('SELECT status, attempts, message_id FROM outbox')).rows;
      expect(rows.every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true);
      expect(new Set(rows.map((row) => row.message_id))).toEqual(new Set(ids));
      const sentBy = pair.instances.map(
        (instance) =>
          instance
            .output()
            .split('\n')
            .filter((line) => line.includes('"event":"mail.sent"')).length,
      );
      expect(sentBy[0]! + sentBy[1]!).toBe(total);
      expect(sentBy[0], `sent by A/B: ${sentBy.join('/')}`).toBeGreaterThan(0);
      expect(sentBy[1], `sent by A/B: ${sentBy.join('/')}`).toBeGreaterThan(0);
    } finally {
      await client.end();
    }
  }, 90_000);
});
