// A database hiccup never ends the process: two real server processes on PostgreSQL lose every
// connection (pg_terminate_backend, as a failover or an operator would do it) before, during and
// after requests; both stay alive, answer 503 at worst while the database is away, report it on
// /api/health and book again once it is back.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { startInstances, type ServerProcess } from '../testing/server-process';
import { newKey, privateBookingDraft } from '../testing/booking-drafts';

const url = process.env.TEST_DATABASE_URL;

describe.skipIf(!url)('database outage with two server processes', () => {
  let cluster: Awaited<ReturnType<typeof startInstances>>;

  beforeAll(async () => {
    cluster = await startInstances(url!, 2);
  });
  afterAll(async () => {
    await cluster?.close();
  });

  /** Terminates every connection of this test's server processes (and only theirs). */
  async function terminateConnections(): Promise<number> {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      const result = await admin.query(
        `SELECT pg_terminate_backend(pid) AS killed FROM pg_stat_activity
          WHERE datname = current_database() AND pid <> pg_backend_pid() AND application_name = $1`,
        [`shuttle-api:${cluster.schemaName}`],
      );
      return result.rowCount ?? 0;
    } finally {
      await admin.end();
    }
  }

  const book = (instance: ServerProcess) =>
    fetch(`${instance.origin}/api/Buchung/Neu`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': newKey() },
      body: JSON.stringify(privateBookingDraft()),
    });

  /** Books until it succeeds; at most `allowed` answers may be 503 (with Retry-After), none other. */
  async function bookAgain(instance: ServerProcess, allowed = 2) {
    for (let attempt = 0; ; attempt++) {
      const res = await book(instance);
      if (res.status === 201) return;
      expect(res.status, await res.text()).toBe(503);
      expect(res.headers.get('retry-after')).toBeTruthy();
      expect(((await res.json()) as { code: string }).code).toBe('unavailable');
      expect(attempt).toBeLessThan(allowed);
    }
  }

  const alive = (instance: ServerProcess) =>
    instance.child.exitCode === null && instance.child.signalCode === null;

  it('keeps both processes alive and books again after the connections were terminated', async () => {
    const [first, second] = cluster.instances as [ServerProcess, ServerProcess];
    for (const instance of [first, second]) expect((await book(instance)).status).toBe(201);

    // Idle pooled connections die.
    expect(await terminateConnections()).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 300));
    for (const instance of [first, second]) {
      expect(alive(instance), instance.output()).toBe(true);
      await bookAgain(instance);
    }

    // Connections die while requests run on them.
    const running = Array.from({ length: 16 }, (_, i) =>
      book(i % 2 ? second : first).then((res) => res.status),
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    await terminateConnections();
    const statuses = await Promise.all(running);
    expect(
      statuses.every((status) => status === 201 || status === 503),
      statuses.join(),
    ).toBe(true);
    await terminateConnections();
    await new Promise((resolve) => setTimeout(resolve, 300));

    for (const instance of [first, second]) {
      expect(alive(instance), instance.output()).toBe(true);
      await bookAgain(instance);
      const health = await fetch(`${instance.origin}/api/health`);
      expect(health.status).toBe(200);
      expect(await health.json()).toEqual({ ok: true, database: 'up' });
    }
  });
});
