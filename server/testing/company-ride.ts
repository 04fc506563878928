import { expect } from 'vitest';
import { companyBookingDraft, newKey } from './booking-drafts';
import type { TestServer } from './test-server';

/**
 * A company's ride for `passenger` as the wizard sends it: the saved customer (its id) and what
 * was typed. Answers the booking's id and voucher.
 */
export async function bookCompanyRide(
  server: TestServer,
  cookie: string,
  firmenId: number,
  passenger: { kundeStamm: Record<string, unknown>; kundeAdresse: object },
): Promise<{ id: number; voucher: string }> {
  const created = await server.request('POST', '/api/Buchung/Neu', {
    body: { ...companyBookingDraft(firmenId), ...passenger },
    cookie,
    headers: { 'Idempotency-Key': newKey() },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  expect(created.body.kundeStamm.id).toBe(passenger.kundeStamm.id);
  return created.body.buchungStamm;
}

/** The company's rides found by `suche` (all states), as its list answers them. */
export async function listedRides<Entry>(
  server: TestServer,
  cookie: string,
  firmenId: number,
  suche: string,
): Promise<Entry[]> {
  const res = await server.request(
    'GET',
    `/api/Buchung/Liste/${firmenId}?status=alle&proSeite=100&suche=${encodeURIComponent(suche)}`,
    { cookie },
  );
  expect(res.status).toBe(200);
  return res.body.eintraege;
}
