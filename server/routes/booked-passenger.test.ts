// A booking keeps its passenger as booked (docs/decisions/0025, migration 0014): a later change of
// the company's saved customer neither renames nor moves its booked rides, and a ride booked with
// a hotel or a phone number for one trip leaves the saved customer as it is.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_COMPANIES } from '../db/seed-fixtures';
import { startTestServer, type TestServer } from '../testing/test-server';
import { companyBookingDraft, newKey } from '../testing/booking-drafts';
import { pdfText } from '../testing/pdf-text';
import { bookCompanyRide, listedRides } from '../testing/company-ride';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const { firmenId } = DEMO_COMPANIES.reinsurerA;

interface Customer {
  kundeStamm: Record<string, unknown> & { id: number; name: string };
  kundeAdresse: Record<string, unknown>;
}

/** A saved customer of the company, its surname unique to the test. */
async function savedCustomer(cookie: string, name: string): Promise<Customer> {
  const draft = companyBookingDraft(firmenId);
  const created = await server.request('POST', '/api/Kunde/Neu', {
    body: {
      kundeStamm: {
        ...draft.kundeStamm,
        name,
        telefon: '0511 111',
        email: `${name.toLowerCase()}@example.org`,
      },
      kundeAdresse: { ...draft.kundeAdresse, strasse: 'Lindenallee 12' },
    },
    cookie,
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body as Customer;
}

const book = (cookie: string, passenger: Customer) =>
  bookCompanyRide(server, cookie, firmenId, passenger);

const listed = (cookie: string, suche: string) =>
  listedRides<{ voucher: string; kundeName: string; kundeVorname: string }>(
    server,
    cookie,
    firmenId,
    suche,
  );

describe('a booking keeps its passenger as booked (0025)', () => {
  it('a rename and move of the saved customer leaves the booked ride: page, list, tracking and PDF', async () => {
    const cookie = await server.login(firmenId);
    const tag = newKey()
      .replace(/[^a-z]/g, '')
      .slice(0, 8);
    const [oldName, newName] = [`Altname${tag}`, `Neuname${tag}`];
    const customer = await savedCustomer(cookie, oldName);
    const ride = await book(cookie, customer);

    const renamed = await server.request('PUT', '/api/Kunde/Aktualisieren', {
      body: {
        kundeStamm: {
          ...customer.kundeStamm,
          vorname: 'Neuvorname',
          name: newName,
          telefon: '0421 9',
        },
        kundeAdresse: {
          ...customer.kundeAdresse,
          strasse: 'Am Wall 1',
          plz: '28195',
          ort: 'Bremen',
        },
      },
      cookie,
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.kundeStamm.name).toBe(newName);

    // The ride's page: the passenger it was booked for.
    const detail = await server.request('GET', `/api/Buchung/Detail/${ride.id}`, { cookie });
    expect(detail.status).toBe(200);
    expect(detail.body.kundeStamm).toMatchObject({
      id: customer.kundeStamm.id,
      vorname: customer.kundeStamm.vorname,
      name: oldName,
      telefon: '0511 111',
    });
    expect(detail.body.kundeAdresse).toMatchObject({
      strasse: 'Lindenallee 12',
      plz: '30159',
      ort: 'Hannover',
    });

    // The company's list (and so its CSV file): the booked name, found by it, not by the new one.
    expect(
      (await listed(cookie, oldName)).map((e) => [e.voucher, e.kundeVorname, e.kundeName]),
    ).toEqual([[ride.voucher, customer.kundeStamm.vorname, oldName]]);
    expect(await listed(cookie, newName)).toEqual([]);

    // Tracking: the surname on the voucher finds it; the saved customer's new one is a guess.
    const tracked = await server.request(
      'GET',
      `/api/Buchung/Detail/${ride.voucher}?name=${oldName}`,
    );
    expect(tracked.status).toBe(200);
    expect(tracked.body.fahrgast.name).toBe(oldName);
    const guessed = await server.request(
      'GET',
      `/api/Buchung/Detail/${ride.voucher}?name=${newName}`,
    );
    expect(guessed.status).toBe(404);

    // The PDF from tracking names the booked passenger.
    const pdf = await server.app.request(`/api/Buchung/Beleg/${ride.voucher}?name=${oldName}`);
    expect(pdf.status).toBe(200);
    const text = pdfText(Buffer.from(await pdf.arrayBuffer()));
    expect(text).toContain(oldName);
    expect(text).not.toContain(newName);
    expect(text).not.toContain('Neuvorname');
  });

  it('a ride booked with another address and phone for its trip leaves the saved customer as it is', async () => {
    const cookie = await server.login(firmenId);
    const tag = newKey()
      .replace(/[^a-z]/g, '')
      .slice(0, 8);
    const customer = await savedCustomer(cookie, `Hotelgast${tag}`);
    const ride = await book(cookie, {
      kundeStamm: { ...customer.kundeStamm, telefon: '040 555', mobil: '+49 171 999' },
      kundeAdresse: { ...customer.kundeAdresse, strasse: 'Hotelstraße 3', ortsteil: 'Mitte' },
    });
    const detail = await server.request('GET', `/api/Buchung/Detail/${ride.id}`, { cookie });
    expect(detail.body.kundeStamm).toMatchObject({ telefon: '040 555', mobil: '+49 171 999' });
    expect(detail.body.kundeAdresse).toMatchObject({ strasse: 'Hotelstraße 3', ortsteil: 'Mitte' });
    // An edit of the ride's passenger is the ride's too.
    const edited = await server.request('PUT', '/api/Buchung/Aktualisieren', {
      body: { ...detail.body, kundeStamm: { ...detail.body.kundeStamm, co: 'Empfang' } },
      cookie,
    });
    expect(edited.status).toBe(200);
    expect(edited.body.kundeStamm.co).toBe('Empfang');

    const saved = await server.request('GET', `/api/Kunde/Detail/${customer.kundeStamm.id}`, {
      cookie,
    });
    expect(saved.body).toEqual(customer);
  });

  it("the customer form's new e-mail address moves the rides ahead booked with the old one, not a ride booked with another", async () => {
    const cookie = await server.login(firmenId);
    const tag = newKey()
      .replace(/[^a-z]/g, '')
      .slice(0, 8);
    const customer = await savedCustomer(cookie, `Umzug${tag}`);
    const same = await book(cookie, customer);
    const other = await book(cookie, {
      ...customer,
      kundeStamm: { ...customer.kundeStamm, email: `reise.${tag}@example.org` },
    });
    const before = await server.request('GET', `/api/Buchung/Detail/${same.id}`, { cookie });
    const moved = await server.request('PUT', '/api/Kunde/Aktualisieren', {
      body: {
        ...customer,
        kundeStamm: { ...customer.kundeStamm, email: `neu.${tag}@example.org` },
      },
      cookie,
    });
    expect(moved.status).toBe(200);
    const email = async (id: number) =>
      (await server.request('GET', `/api/Buchung/Detail/${id}`, { cookie })).body;
    const after = await email(same.id);
    expect(after.kundeStamm.email).toBe(`neu.${tag}@example.org`);
    // The booking changed: an open page of it is refused rather than writing the old address back.
    expect(after.buchungStamm.version).toBe(before.body.buchungStamm.version + 1);
    expect((await email(other.id)).kundeStamm.email).toBe(`reise.${tag}@example.org`);
  });
});
