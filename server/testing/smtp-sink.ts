// A real SMTP server for tests (smtp-server): collects what the mail worker sends, parsed with
// mailparser, and can answer the next messages with an error (451: try later, 550: refused).
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  /** RCPT TO of the SMTP envelope. */
  envelopeTo: string[];
  mailFrom: string;
  raw: string;
  parsed: ParsedMail;
}

export interface SmtpSink {
  url: string;
  port: number;
  received: ReceivedMail[];
  /** The next `times` messages are answered with `code` (e.g. 451 or 550). */
  failNext(code: number, times?: number): void;
  /** Waits until `count` messages have arrived. */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  close(): Promise<void>;
}

export async function startSmtpSink(): Promise<SmtpSink> {
  const received: ReceivedMail[] = [];
  const failures: number[] = [];
  const server = new SMTPServer({
    authOptional: true,
    // A test server without a certificate: no STARTTLS offered, so the client sends in plain text.
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const code = failures.shift();
        if (code !== undefined) {
          const error = Object.assign(
            new Error(code >= 500 ? 'Mailbox unavailable' : 'Try again later'),
            { responseCode: code },
          );
          callback(error);
          return;
        }
        const raw = Buffer.concat(chunks).toString('utf8');
        simpleParser(raw)
          .then((parsed) => {
            received.push({
              envelopeTo: session.envelope.rcptTo.map((rcpt) => rcpt.address),
              mailFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
              raw,
              parsed,
            });
            callback();
          })
          .catch((error: Error) => callback(error));
      });
    },
  });
  const port = await new Promise<number>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () =>
      resolve((server.server.address() as { port: number }).port),
    );
  });
  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    received,
    failNext(code, times = 1) {
      for (let i = 0; i < times; i += 1) failures.push(code);
    },
    async waitFor(count, timeoutMs = 20_000) {
      const deadline = Date.now() + timeoutMs;
      while (received.length < count) {
        if (Date.now() > deadline)
          throw new Error(`expected ${count} messages, got ${received.length}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      return received;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
