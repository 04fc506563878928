// Field data (issue 13, part 6): the Core Web Vitals a visitor's browser measured on one page
// view (src/app/web-vitals.ts sends them with navigator.sendBeacon). Stored without anything that
// identifies the visitor or a booking: no address, no user agent, no query string, and a path
// segment that could be an id or a capability (/buchung/bearbeiten/{externeId}) becomes ':id'.
import { z } from 'zod';
import type { Db } from '../db/client';
import { webVitals } from '../db/schema';

/** What one page view reports: at most one value per metric. */
export const webVitalsReport = z.strictObject({
  page: z
    .string()
    .min(1)
    .max(200)
    .regex(/^\/[^?#\s]*$/),
  metrics: z
    .array(
      z.strictObject({
        name: z.enum(['LCP', 'INP', 'CLS']),
        // Milliseconds for LCP and INP, a unitless score for CLS; a minute is beyond any real value.
        value: z.number().finite().min(0).max(60_000),
        rating: z.enum(['good', 'needs-improvement', 'poor']),
      }),
    )
    .min(1)
    .max(3)
    .refine((metrics) => new Set(metrics.map((m) => m.name)).size === metrics.length, {
      params: { fieldCode: 'format', reason: 'duplicate' },
    }),
});
export type WebVitalsReport = z.infer<typeof webVitalsReport>;

/** Largest body the endpoint reads; a full report is about 250 bytes. */
export const WEB_VITALS_MAX_BYTES = 2048;

/** `/buchung/bearbeiten/Xk3...` -> `/buchung/bearbeiten/:id`: no segment with a digit or of token length. */
export function pageOf(path: string): string {
  return path
    .split('/')
    .map((segment) => (/\d/.test(segment) || segment.length > 40 ? ':id' : segment))
    .join('/');
}

export async function recordWebVitals(db: Db, report: WebVitalsReport, at: Date): Promise<void> {
  const page = pageOf(report.page);
  await db.insert(webVitals).values(
    report.metrics.map((m) => ({
      recordedAt: at,
      page,
      name: m.name,
      value: m.value,
      rating: m.rating,
    })),
  );
}
