// /api/test/*: helpers for the browser tests, mounted only when NODE_ENV=test (or
// createApp({ testRoutes: true })). Never available in production.
//   GET    /api/test/outbox?limit=&art=   newest outbox messages first, with their delivery state
//   GET    /api/test/outbox/:id/eml       a delivered message as written to MAIL_DIR (no SMTP_URL)
//   GET    /api/test/bookings/:voucher    the stored booking incl. access token, external id, legs
//   DELETE /api/test/login-failures       forget all throttling counters (logins, tracking, writes)
//   POST   /api/test/companies            a throwaway copy of a company (test-companies.ts)
//   GET    /api/test/vitals?page=         newest stored Web Vitals rows (POST /api/vitals)
//   POST   /api/test/unpaid-round         one round of the unpaid bookings' rule (0024) at `at`
//                                          (ISO, default now), for one `voucher` or all
import { Hono } from 'hono';
import { readFile } from 'node:fs/promises';
import { desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { outbox, throttleCounters, webVitals } from '../db/schema';
import type { AppEnv } from '../http/context';
import { ApiError } from '../lib/errors';
import { ACCESS_CODE_MAIL } from '../mail/access-code-mail';
import { ADDRESS_CHANGE_MAIL } from '../mail/address-change-mail';
import { BOOKING_MAIL_ARTS } from '../mail/booking-mails';
import { parseOrThrow } from '../lib/validation';
import { bookingJson, loadBooking } from '../services/bookings';
import { unpaidRound } from '../services/unpaid-bookings';
import { testCompanyRoutes } from './test-companies';

export function testRoutes() {
  const app = new Hono<AppEnv>({ strict: false });
  app.route('/', testCompanyRoutes());

  app.get('/outbox', async (c) => {
    const query = parseOrThrow(
      z.object({
        limit: z.coerce.number().int().min(1).max(500).default(20),
        art: z
          .enum([
            'kontakt',
            'logistik',
            'registrierung',
            'eingangsbestaetigung',
            ...BOOKING_MAIL_ARTS,
            ACCESS_CODE_MAIL,
            ADDRESS_CHANGE_MAIL,
          ])
          .optional(),
      }),
      c.req.query(),
      'query',
    );
    const db = c.var.deps.db;
    const base = db.select().from(outbox);
    const rows = await (query.art ? base.where(eq(outbox.art, query.art)) : base)
      .orderBy(desc(outbox.id))
      .limit(query.limit);
    return c.json(rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })));
  });

  app.get('/vitals', async (c) => {
    const page = c.req.query('page');
    const base = c.var.deps.db.select().from(webVitals);
    const rows = await (page ? base.where(eq(webVitals.page, page)) : base)
      .orderBy(desc(webVitals.id))
      .limit(50);
    return c.json(rows.map((row) => ({ ...row, recordedAt: row.recordedAt.toISOString() })));
  });

  app.get('/outbox/:id/eml', async (c) => {
    const id = Number(c.req.param('id'));
    const [row] = Number.isInteger(id)
      ? await c.var.deps.db.select().from(outbox).where(eq(outbox.id, id))
      : [];
    if (!row || row.status !== 'sent' || !row.delivery?.endsWith('.eml'))
      throw new ApiError('notFound');
    c.header('Content-Type', 'message/rfc822');
    return c.body(await readFile(row.delivery));
  });

  app.get('/bookings/:voucher', async (c) => {
    const db = c.var.deps.db;
    const loaded = await loadBooking(db, { voucher: c.req.param('voucher').toUpperCase() });
    if (!loaded) throw new ApiError('notFound');
    return c.json({
      booking: await bookingJson(db, loaded, c.var.lang, true, c.var.deps.unpaidRule),
      externeId: loaded.booking.externeId,
      idempotencyKey: loaded.booking.idempotencyKey,
      storniert: loaded.booking.storniert,
      createdAt: loaded.booking.createdAt.toISOString(),
    });
  });

  app.post('/unpaid-round', async (c) => {
    const body = parseOrThrow(
      z.object({ at: z.iso.datetime().optional(), voucher: z.string().optional() }),
      await c.req.json().catch(() => ({})),
    );
    const { deps } = c.var;
    return c.json(
      await unpaidRound(deps.db, {
        now: body.at ? new Date(body.at) : deps.now(),
        rule: deps.unpaidRule,
        ...(body.voucher ? { voucher: body.voucher.toUpperCase() } : {}),
      }),
    );
  });

  app.delete('/login-failures', async (c) => {
    await c.var.deps.db.delete(throttleCounters);
    return c.body(null, 204);
  });

  return app;
}
