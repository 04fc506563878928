// /Kunde/*: the customer (passenger) list of a company. Only the session's company's customers.
// A new customer is created once per Idempotency-Key (a retry after a lost answer gets it again).
// A removed customer (DELETE /Kunde/{id}) is a row kept for its bookings: none of these finds it.
import { Hono } from 'hono';
import {
  and,
  asc,
  count,
  desc,
  eq,
  ilike,
  isNull,
  sql,
  type AnyColumn,
  type SQL,
} from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/client';
import { customers } from '../db/schema';
import { germanOrder } from '../db/german-order';
import { containsPattern, matchesEveryWord } from '../db/text-search';
import { referenceData } from '../services/reference';
import { changesCustomer, customerColumns, customerJson } from '../services/customer-columns';
import {
  DuplicateCustomerError,
  duplicatesOf,
  lockCustomerCreation,
} from '../services/customer-duplicates';
import {
  enqueueAddressChangeMails,
  enqueueNewAddressMails,
  moveBookedEmail,
  sameAddress,
} from '../mail/address-change-mail';
import type { AppContext, AppEnv } from '../http/context';
import { capabilitiesOf, requireCompany, sessionCompany } from '../http/session';
import { ApiError } from '../lib/errors';
import { hashOf, optionalIdempotencyKey } from '../lib/idempotency-key';
import { idParam, optionalEmail, parseBody, parseOrThrow, requiredText } from '../lib/validation';
import { kundeAdresseSchema, kundeStammSchema } from '../../src/domain/booking';
import { FIELD_MAX as MAX } from '../../src/domain/field-rules';
import { CUSTOMER_SORTS, type CustomerSort } from '../../src/domain/list-sorts';

// The domain's passenger fields (src/domain/booking.ts), with the customer list's own rules:
// a name is required, an e-mail may be empty but must be one when given. (The domain's schemas
// are zod/mini objects; a classic object is built from their shape.)
const customerBody = z.object({
  kundeStamm: z.object({
    ...kundeStammSchema.shape,
    vorname: requiredText(MAX.vorname),
    name: requiredText(MAX.name),
    email: optionalEmail(MAX.email),
  }),
  kundeAdresse: kundeAdresseSchema,
});
type CustomerBody = z.output<typeof customerBody>;
type CustomerRow = typeof customers.$inferSelect;
/** POST /Kunde/Neu: the customer, and whether to create it although it seems stored already. */
const newCustomerBody = customerBody.extend({ trotzdemAnlegen: z.boolean().default(false) });

/** The session's company must be the customer's (body firmenId); 401 / 403 otherwise. */
async function companyForBody(c: AppContext, body: CustomerBody) {
  const session = await sessionCompany(c);
  if (!session) throw new ApiError('unauthorized');
  const firmenId = body.kundeStamm.firmenId ?? session.id;
  return requireCompany(c, firmenId);
}

async function checkSalutation(db: Db, anredeId: number | null) {
  if (anredeId === null) return;
  if (!(await referenceData(db)).salutations.some((row) => row.id === anredeId))
    throw new ApiError('validation', [{ path: 'kundeStamm.anredeId', code: 'unknownValue' }]);
}

/** The company's customer created with this key; 409 when the key came with another request. */
async function customerOfKey(db: Db, firmenId: number, key: string, hash: string) {
  const [row] = await db
    .select()
    .from(customers)
    .where(and(eq(customers.firmenId, firmenId), eq(customers.idempotencyKey, key)));
  if (!row) return null;
  if (row.requestHash !== hash) throw new ApiError('idempotencyKeyReused');
  return row;
}

const searchQuery = z.object({
  firmenId: idParam(),
  bereich: z.string().max(MAX.bereich).optional(),
  suche: z.string().max(100).optional(),
  sortierung: z.enum(CUSTOMER_SORTS).default('nameAuf'),
  seite: idParam().default(1),
  proSeite: z
    .string()
    .regex(/^\d{1,3}$/)
    .transform(Number)
    .pipe(z.number().int().min(1).max(100))
    .default(20),
});

/** A column's order; equal departments, cost centres or places list by name. */
function customerOrder(sort: CustomerSort): SQL[] {
  const byName = [
    asc(germanOrder(customers.name)),
    asc(germanOrder(customers.vorname)),
    asc(customers.id),
  ];
  const then = (column: AnyColumn, direction: typeof asc) => [
    direction(germanOrder(column)),
    ...byName,
  ];
  return {
    nameAuf: byName,
    nameAb: [
      desc(germanOrder(customers.name)),
      desc(germanOrder(customers.vorname)),
      desc(customers.id),
    ],
    bereichAuf: then(customers.bereich, asc),
    bereichAb: then(customers.bereich, desc),
    kstAuf: then(customers.kst, asc),
    kstAb: then(customers.kst, desc),
    ortAuf: then(customers.ort, asc),
    ortAb: then(customers.ort, desc),
  }[sort];
}

/** The company's customer with this id, unless it has been removed from the list. */
function ownCustomer(customerId: number, firmenId: number): SQL {
  return and(
    eq(customers.id, customerId),
    eq(customers.firmenId, firmenId),
    isNull(customers.entferntAm),
  )!;
}

export function customerRoutes() {
  const app = new Hono<AppEnv>({ strict: false });

  app.get('/Kunde/SucheMitBereich', async (c) => {
    const query = parseOrThrow(searchQuery, c.req.query(), 'query');
    const company = await requireCompany(c, query.firmenId);
    if (!capabilitiesOf(company).tabs.includes(2)) throw new ApiError('forbidden'); // tab 2: Kunde
    const db = c.var.deps.db;
    const conditions: SQL[] = [
      eq(customers.firmenId, query.firmenId),
      isNull(customers.entferntAm),
    ];
    // A part of the department's name finds it, as the text search does ("entw", "Entwicklung").
    if (query.bereich && query.bereich.trim() !== '')
      conditions.push(ilike(customers.bereich, containsPattern(query.bereich)));
    const search = matchesEveryWord(query.suche ?? '', [
      customers.vorname,
      customers.name,
      customers.email,
      customers.kst,
    ]);
    if (search) conditions.push(search);
    const where = and(...conditions);
    const [total] = await db.select({ n: count() }).from(customers).where(where);
    const rows = await db
      .select()
      .from(customers)
      .where(where)
      .orderBy(...customerOrder(query.sortierung))
      .limit(query.proSeite)
      .offset((query.seite - 1) * query.proSeite);
    return c.json({
      eintraege: await Promise.all(rows.map((row) => customerJson(db, row, c.var.lang))),
      gesamt: total?.n ?? 0,
      seite: query.seite,
      proSeite: query.proSeite,
    });
  });

  // With an Idempotency-Key a retry whose first answer was lost answers the customer created
  // then (same id) and creates nothing; concurrent requests with the key create one customer.
  // A customer the company has stored already (same names or e-mail address) is refused with
  // them (409 duplicateCustomer) unless the body says `trotzdemAnlegen`. Looking for them and
  // creating it run under the company's creation lock in one transaction: of two creations of the
  // same person at the same moment, on any server process, the second finds the first.
  app.post('/Kunde/Neu', async (c) => {
    const { trotzdemAnlegen, ...body } = await parseBody(c, newCustomerBody);
    const key = optionalIdempotencyKey(c);
    const company = await companyForBody(c, body);
    const db = c.var.deps.db;
    // The customer, not the flag: a retry of a creation answers it with or without the flag.
    const hash = hashOf(body);
    const replayed = key ? await customerOfKey(db, company.id, key, hash) : null;
    if (replayed) return c.json(await customerJson(db, replayed, c.var.lang), 201);
    await checkSalutation(db, body.kundeStamm.anredeId);
    type Outcome = { created: CustomerRow } | { duplicates: CustomerRow[] };
    const outcome = await db.transaction(async (transaction): Promise<Outcome> => {
      const tx = transaction as unknown as Db;
      await lockCustomerCreation(tx, company.id);
      // A concurrent request with the same key held the lock before: its customer is the answer.
      const earlier = key ? await customerOfKey(tx, company.id, key, hash) : null;
      if (earlier) return { created: earlier };
      if (!trotzdemAnlegen) {
        const found = await duplicatesOf(tx, company.id, body.kundeStamm);
        if (found.length > 0) return { duplicates: found };
      }
      const [row] = await tx
        .insert(customers)
        .values({
          ...customerColumns(body, company.id),
          idempotencyKey: key,
          requestHash: key ? hash : null,
        })
        .returning();
      return { created: row! };
    });
    if ('duplicates' in outcome)
      throw new DuplicateCustomerError(
        await Promise.all(outcome.duplicates.map((row) => customerJson(db, row, c.var.lang))),
      );
    return c.json(await customerJson(db, outcome.created, c.var.lang), 201);
  });

  app.get('/Kunde/Detail/:id', async (c) => {
    const customerId = parseOrThrow(idParam(), c.req.param('id'), 'path.id');
    const session = await sessionCompany(c);
    if (!session) throw new ApiError('unauthorized');
    const db = c.var.deps.db;
    const [row] = await db.select().from(customers).where(ownCustomer(customerId, session.id));
    if (!row) throw new ApiError('notFound');
    return c.json(await customerJson(db, row, c.var.lang));
  });

  // Removed, not deleted: the row stays for the bookings that refer to it, which keep showing
  // their passenger (booked rides, ride page, tracking, receipts, mails). No version check (the
  // user removes the person, not a state of its data, as a booking's cancellation does) and no
  // version raised: an open ride page of one of its bookings is not refused for it. A second
  // removal, like another company's customer, is 404.
  app.delete('/Kunde/:id', async (c) => {
    const customerId = parseOrThrow(idParam(), c.req.param('id'), 'path.id');
    const session = await sessionCompany(c);
    if (!session) throw new ApiError('unauthorized');
    if (!capabilitiesOf(session).tabs.includes(2)) throw new ApiError('forbidden'); // tab 2: Kunde
    const { db, now } = c.var.deps;
    const [removed] = await db
      .update(customers)
      .set({ entferntAm: now() })
      .where(ownCustomer(customerId, session.id))
      .returning({ id: customers.id });
    if (!removed) throw new ApiError('notFound');
    return c.body(null, 204);
  });

  app.put('/Kunde/Aktualisieren', async (c) => {
    const body = await parseBody(c, customerBody);
    if (body.kundeStamm.id === null)
      throw new ApiError('validation', [{ path: 'kundeStamm.id', code: 'required' }]);
    const company = await companyForBody(c, body);
    const db = c.var.deps.db;
    await checkSalutation(db, body.kundeStamm.anredeId);
    const own = ownCustomer(body.kundeStamm.id, company.id);
    // With the version of the read it is based on (0021), the save is refused (409 conflict) when
    // the customer has been written since: checked under the row lock, so of two saves of the
    // same read only the first passes. A save that changes nothing writes nothing and keeps the
    // version, so an open ride page with this passenger is not refused for nothing.
    const read = body.kundeStamm.version;
    const values = customerColumns(body, company.id);
    const row = await db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const [current] = await tx.select().from(customers).where(own).for('update');
      if (!current) throw new ApiError('notFound');
      if (read !== undefined && current.version !== read) throw new ApiError('conflict');
      if (!changesCustomer(current, values)) return current;
      const [saved] = await tx
        .update(customers)
        .set({ ...values, updatedAt: new Date(), version: sql`${customers.version} + 1` })
        .where(own)
        .returning();
      // The booked rides keep the passenger they were booked for (0025), but the rides still ahead
      // that were booked with the old address mail the new one from now on: the old one is told,
      // and the new one gets each booking's change mail with its links, as a ride page's change
      // sends.
      if (!sameAddress(current.email, saved!.email)) {
        const affected = await moveBookedEmail(
          tx,
          current.id,
          current.email,
          saved!.email,
          c.var.deps.now(),
        );
        await enqueueAddressChangeMails(tx, current.email, saved!.email, affected);
        await enqueueNewAddressMails(tx, current.email, saved!.email, affected);
      }
      return saved!;
    });
    return c.json(await customerJson(db, row, c.var.lang));
  });

  return app;
}
