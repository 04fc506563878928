// POST /vitals: Core Web Vitals of one page view (server/services/web-vitals.ts). Anonymous like
// a contact message, so limited per client address the same way (takeWriteSlot); a beacon that
// gets a 429 is simply lost, which field data can afford.
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from '../http/context';
import { ApiError } from '../lib/errors';
import { parseOrThrow, readJson } from '../lib/validation';
import { takeWriteSlot } from '../services/throttle';
import { recordWebVitals, WEB_VITALS_MAX_BYTES, webVitalsReport } from '../services/web-vitals';

export function webVitalsRoutes() {
  const app = new Hono<AppEnv>({ strict: false });
  app.post(
    '/vitals',
    bodyLimit({
      maxSize: WEB_VITALS_MAX_BYTES,
      onError: () => {
        throw new ApiError('validation', [
          { path: 'body', code: 'length', params: { max: WEB_VITALS_MAX_BYTES } },
        ]);
      },
    }),
    async (c) => {
      const report = parseOrThrow(webVitalsReport, await readJson(c));
      await takeWriteSlot(c, 'vitals');
      await recordWebVitals(c.var.deps.db, report, c.var.deps.now());
      return c.body(null, 204);
    },
  );
  return app;
}
