// The mail worker sending a test server's outbox to an SMTP sink, as the server does every few
// seconds: a test calls deliver() and reads the mails that arrived with that round.
import type { Db } from '../db/client';
import { smtpTransport } from '../mail/transport';
import { createMailWorker } from '../mail/worker';
import type { ReceivedMail, SmtpSink } from './smtp-sink';

/** The site's address in the mails' links. */
export const TEST_LINKS = { baseUrl: 'https://shuttle.example' };

export function mailDelivery(db: Db, sink: SmtpSink): () => Promise<ReceivedMail[]> {
  const worker = createMailWorker({
    db,
    transport: smtpTransport(sink.url),
    from: 'AirportShuttle <buchung@shuttle.example>',
    links: TEST_LINKS,
    // A second ahead: the mails just written are due.
    now: () => new Date(Date.now() + 1000),
  });
  return async () => {
    const before = sink.received.length;
    await worker.drain();
    return sink.received.slice(before);
  };
}
