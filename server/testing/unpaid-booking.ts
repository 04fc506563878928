// Fixtures of the tests of unpaid card bookings (docs/decisions/0024): a private card booking
// left unpaid, and a pickup some hours from now.
import { expect } from 'vitest';
import { nowInBerlin } from '../../src/domain/berlin-time';
import { newKey, privateBookingDraft } from './booking-drafts';
import type { TestServer } from './test-server';

/** A private card booking left unpaid through `server`'s API; `draft` overrides the body. */
export async function unpaidBooking(server: TestServer, draft: Record<string, unknown> = {}) {
  const created = await server.request('POST', '/api/Buchung/Neu', {
    body: privateBookingDraft(draft),
    headers: { 'Idempotency-Key': newKey() },
  });
  expect(created.status).toBe(201);
  expect(created.body.buchungStamm.zahlungsstatus).toBe('offen');
  return {
    id: Number(created.body.buchungStamm.id),
    voucher: String(created.body.buchungStamm.voucher),
    token: String(created.body.buchungStamm.zugriffsToken),
  };
}

/** A pickup `hours` from now (Berlin wall clock, on a five-minute step). */
export function pickupIn(hours: number): { datum: string; zeit: string } {
  const step = 5 * 60_000;
  const at = new Date(Math.ceil((Date.now() + hours * 60 * 60_000) / step) * step);
  const { date, time } = nowInBerlin(at);
  return { datum: date, zeit: time };
}
