// DELETE /Kunde/{id}: a company removes a saved passenger from its list. The row stays for the
// bookings that name it (they keep their passenger); the list, its detail, its save and a new
// booking no longer find it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_COMPANIES } from '../db/seed-fixtures';
import { startTestServer, type TestServer } from '../testing/test-server';
import { companyBookingDraft, newKey } from '../testing/booking-drafts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const { reinsurerA, hiddenA, hiddenB } = DEMO_COMPANIES;
const { firmenId } = reinsurerA;
type Saved = { kundeStamm: Record<string, unknown> & { id: number }; kundeAdresse: object };

/** A saved customer of the company, with a surname no other test uses. */
async function savedCustomer(cookie: string): Promise<Saved> {
  const draft = companyBookingDraft(firmenId);
  const created = await server.request('POST', '/api/Kunde/Neu', {
    body: {
      kundeStamm: { ...draft.kundeStamm, name: `Entfernt-${newKey().slice(-8)}` },
      kundeAdresse: draft.kundeAdresse,
      // The draft's e-mail address each time: not what the duplicate check is about.
      trotzdemAnlegen: true,
    },
    cookie,
  });
  expect(created.status).toBe(201);
  return created.body as Saved;
}

const remove = (id: number | string, cookie?: string) =>
  server.request('DELETE', `/api/Kunde/${id}`, cookie ? { cookie } : {});

async function searched(cookie: string, suche: string): Promise<number[]> {
  const res = await server.request(
    'GET',
    `/api/Kunde/SucheMitBereich/?firmenId=${firmenId}&suche=${encodeURIComponent(suche)}`,
    { cookie },
  );
  expect(res.status).toBe(200);
  return res.body.eintraege.map((e: Saved) => e.kundeStamm.id);
}

describe('DELETE /Kunde/{id}', () => {
  it('removes the own customer once: no longer searched, read or saved', async () => {
    const cookie = await server.login(firmenId);
    const customer = await savedCustomer(cookie);
    const { id, name } = customer.kundeStamm;
    expect(await searched(cookie, String(name))).toEqual([id]);

    const removed = await remove(id, cookie);
    expect(removed.status).toBe(204);
    expect(removed.body).toBeFalsy();

    expect(await searched(cookie, String(name))).toEqual([]);
    const read = await server.request('GET', `/api/Kunde/Detail/${id}`, { cookie });
    expect(read.status).toBe(404);
    const saved = await server.request('PUT', '/api/Kunde/Aktualisieren', {
      body: { ...customer, kundeStamm: { ...customer.kundeStamm, telefon: '0511 9' } },
      cookie,
    });
    expect(saved.status).toBe(404);
    // A second removal (a retry whose answer was lost, a colleague's) finds nothing to remove.
    const again = await remove(id, cookie);
    expect(again.status).toBe(404);
    expect(again.body.code).toBe('notFound');
  });

  it("another company's customer is not removed: 404 with the customer list, 403 without it", async () => {
    const cookie = await server.login(firmenId);
    const customer = await savedCustomer(cookie);
    const { id, name } = customer.kundeStamm;

    expect((await remove(id, await server.login(hiddenB.firmenId))).status).toBe(404);
    expect((await remove(id, await server.login(hiddenA.firmenId))).status).toBe(403);
    expect((await remove(id)).status).toBe(401);
    expect((await remove('x', cookie)).status).toBe(400);
    expect((await remove(999999, cookie)).status).toBe(404);

    expect(await searched(cookie, String(name))).toEqual([id]);
    expect((await server.request('GET', `/api/Kunde/Detail/${id}`, { cookie })).status).toBe(200);
  });

  it('a booking of the removed passenger keeps it (list, ride page, edit); a new booking cannot name it', async () => {
    const cookie = await server.login(firmenId);
    const customer = await savedCustomer(cookie);
    const { id, name, vorname } = customer.kundeStamm;
    const created = await server.request('POST', '/api/Buchung/Neu', {
      body: { ...companyBookingDraft(firmenId), ...customer },
      cookie,
      headers: { 'Idempotency-Key': newKey() },
    });
    expect(created.status).toBe(201);
    const booking = created.body.buchungStamm as { id: number; voucher: string };

    expect((await remove(id, cookie)).status).toBe(204);

    // The booked rides list still finds the ride by its passenger's name and shows it.
    const list = await server.request(
      'GET',
      `/api/Buchung/Liste/${firmenId}?status=alle&suche=${encodeURIComponent(String(name))}`,
      { cookie },
    );
    expect(list.status).toBe(200);
    expect(list.body.eintraege).toEqual([
      expect.objectContaining({ voucher: booking.voucher, kundeName: name, kundeVorname: vorname }),
    ]);
    // The ride page reads the booking with its passenger, name and address.
    const read = await server.request('GET', `/api/Buchung/Detail/${booking.id}`, { cookie });
    expect(read.status).toBe(200);
    expect(read.body.kundeStamm).toMatchObject({ id, name, vorname });
    expect(read.body.kundeAdresse).toMatchObject(customer.kundeAdresse);

    // The booking can still be edited with its own passenger.
    const edited = await server.request('PUT', '/api/Buchung/Aktualisieren', {
      body: { ...read.body, hinfahrt: { ...read.body.hinfahrt, gepaeckstck: 3 } },
      cookie,
    });
    expect(edited.status).toBe(200);
    expect(edited.body.kundeStamm).toMatchObject({ id, name });
    expect(await searched(cookie, String(name))).toEqual([]);

    // A new booking naming the removed customer (a wizard that picked it before) is refused.
    const rebooked = await server.request('POST', '/api/Buchung/Neu', {
      body: { ...companyBookingDraft(firmenId), ...customer },
      cookie,
      headers: { 'Idempotency-Key': newKey() },
    });
    expect(rebooked.status).toBe(400);
    // Said as such (reason customerRemoved), for the wizard's own words.
    expect(rebooked.body.fieldErrors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          path: 'kundeStamm.id',
          code: 'unknownValue',
          reason: 'customerRemoved',
        }),
      ]),
    );
  });
});
