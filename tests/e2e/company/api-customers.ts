import { expect, type APIRequestContext } from '@playwright/test';

/** What a test gives of a customer; the rest is empty (no salutation, no address). */
export interface CustomerSeed {
  vorname: string;
  name: string;
  anredeId?: number | null;
  email?: string;
  mobil?: string;
  kst?: string;
  bereich?: string;
  strasse?: string;
  plz?: string;
  ort?: string;
}

/**
 * Stores a customer (passenger) of company `firmenId` through the API with the request context's
 * session (a page's request context shares the page's cookies); answers its id. Specs store their
 * own customers: the seeded ones are changed by other specs running beside them.
 */
export async function storeCustomer(
  request: APIRequestContext,
  firmenId: number,
  { strasse = '', plz = '', ort = '', ...person }: CustomerSeed,
): Promise<number> {
  const created = await request.post('/api/Kunde/Neu', {
    data: {
      kundeStamm: {
        id: null,
        firmenId,
        anrede: '',
        anredeId: null,
        co: '',
        email: '',
        mobil: '',
        telefon: '',
        kst: '',
        bereich: '',
        ...person,
      },
      kundeAdresse: { id: null, kundeId: null, strasse, plz, ort, ortsteil: '' },
      // Stored as asked, also when the company has the same person already (409 duplicateCustomer).
      trotzdemAnlegen: true,
    },
  });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { kundeStamm: { id: number } }).kundeStamm.id;
}

/** The ids of company `firmenId`'s customers that its list's search finds for `suche`. */
export async function foundCustomerIds(
  request: APIRequestContext,
  firmenId: number,
  suche: string,
): Promise<number[]> {
  const answer = await request.get(
    `/api/Kunde/SucheMitBereich/?firmenId=${firmenId}&suche=${encodeURIComponent(suche)}&proSeite=100`,
  );
  expect(answer.ok()).toBe(true);
  const { eintraege } = (await answer.json()) as { eintraege: { kundeStamm: { id: number } }[] };
  return eintraege.map((customer) => customer.kundeStamm.id);
}
