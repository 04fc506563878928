// Seeds reference data (airports, transfer types, extras, tariffs, flight plan) and, unless told
// otherwise, the demo companies, customers and bookings on first start. Production leaves the
// demo data out (its access codes are published in the README): `demo: false`.
// Idempotent: a marker row in schema_migrations ('seed:v1') says the seed is in place; the
// whole seed runs in one transaction, so a crash midway leaves nothing half-seeded.
// A booking seeded as paid by card ('bezahlt') gets its captured sandbox payment from the payment
// module (server/payment/seed.ts), so cancelling it refunds the money like any paid booking.
import { eq, sql } from 'drizzle-orm';
import type { Db } from './client';
import * as t from './schema';
import {
  AIRPORTS,
  DEFAULT_KM_TARIFFS,
  EXTRAS,
  MTU_KM_TARIFFS,
  MTU_ROUTE_TARIFFS,
  PAYMENT_TYPES,
  PLACES,
  PRIVATE_ZONE_PRICES,
  SALUTATIONS,
  TRANSFER_TYPES,
  ZONE_COUNT,
  buildFlightPlan,
} from './seed-reference';
import { DEMO_BOOKINGS, DEMO_COMPANIES, DEMO_CUSTOMERS, type DemoCompany } from './seed-fixtures';
import { canSeedCardPayments, seedCapturedCardPayment } from '../payment/index';
import { hashSecret, newVoucher, randomToken } from '../lib/crypto';
import { roadDistanceKm, zoneForDistance } from '../services/geo';
import { bookingPrice, type BookingPrice, type BookingPriceInput } from '../services/pricing';
import { companyCapabilities } from '../../src/domain/company-capabilities';
import { addDaysIso, todayInBerlin } from '../lib/time';

const SEED_MARKER = 'seed:v1';

/** Company price factor on the private tariff (negotiated discounts). */
const COMPANY_FACTOR: Record<number, number> = {
  52460: 0.8,
  30100: 0.85,
  30200: 0.85,
  61817: 0.88,
  50394: 0.88,
};

export interface SeedOptions {
  today?: string;
  demo?: boolean;
  /**
   * Whether demo bookings paid by card are seeded paid, with a captured sandbox payment
   * (default: when PAYMENT_PROVIDER is the sandbox). Without, they are seeded unpaid ('offen'):
   * a booking marked paid with no payment behind it could not be refunded.
   */
  cardPayments?: boolean;
}

export async function seed(db: Db, options: SeedOptions = {}): Promise<boolean> {
  const marker = await db
    .select()
    .from(t.schemaMigrations)
    .where(eq(t.schemaMigrations.name, SEED_MARKER));
  if (marker.length > 0) return false;
  const demo = options.demo ?? true;
  const companies = demo ? (Object.values(DEMO_COMPANIES) as DemoCompany[]) : [];
  // Hash outside the transaction: scrypt is slow on purpose.
  const hashes = await Promise.all(companies.map((company) => hashSecret(company.zugangscode)));
  const today = options.today ?? todayInBerlin();
  const cardPayments = options.cardPayments ?? canSeedCardPayments();
  /** Paid by card: seeded paid (with its payment) only if the money can be recorded and refunded. */
  const cardStatus = (storniert: boolean) => (cardPayments && !storniert ? 'bezahlt' : 'offen');

  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(t.schemaMigrations)
      .values({ name: SEED_MARKER })
      .onConflictDoNothing()
      .returning({ name: t.schemaMigrations.name });
    if (claimed.length === 0) return false;

    await tx.insert(t.airports).values([...AIRPORTS]);
    await tx.insert(t.transferTypes).values([...TRANSFER_TYPES]);
    await tx.insert(t.extras).values([...EXTRAS]);
    await tx.insert(t.salutations).values([...SALUTATIONS]);
    await tx.insert(t.paymentTypes).values([...PAYMENT_TYPES]);
    await tx.insert(t.places).values([...PLACES]);

    // Postcode zones per airport, from each region's distance to the airport.
    const zones = AIRPORTS.flatMap((airport) =>
      PLACES.map((place) => ({
        flughafen: airport.iata,
        plzPrefix: place.plz,
        zone: zoneForDistance(roadDistanceKm(airport, place)),
      })),
    );
    await tx.insert(t.priceZones).values(zones);

    const privateTariffs = AIRPORTS.flatMap((airport) =>
      TRANSFER_TYPES.flatMap((type) =>
        Array.from({ length: ZONE_COUNT }, (_, i) => ({
          firmenId: null,
          flughafen: airport.iata,
          zone: i + 1,
          transferArtId: type.id,
          preisCent: PRIVATE_ZONE_PRICES[type.id]![i]!,
        })),
      ),
    );
    await tx.insert(t.tariffs).values(privateTariffs);
    await tx
      .insert(t.kmTariffs)
      .values(DEFAULT_KM_TARIFFS.map((row) => ({ ...row, firmenId: null })));
    await tx.insert(t.flightSchedule).values(buildFlightPlan());
    if (!demo) return true;

    await tx.insert(t.companies).values(
      companies.map((company, i) => ({
        id: company.firmenId,
        name: company.name,
        name2: company.name2,
        email: company.email,
        zugangscodeHash: hashes[i]!,
        externeId: company.externeId,
        alsPrivat: company.alsPrivat,
        buchungListeAktiv: company.buchungListeAktiv,
        kundeListeAktiv: company.kundeListeAktiv,
        gruppe: company.gruppe,
      })),
    );
    const paymentIdOf = Object.fromEntries(PAYMENT_TYPES.map((type) => [type.code, type.id]));
    await tx.insert(t.companyPaymentTypes).values(
      companies.flatMap((company) =>
        company.zahlungsarten.map((code) => ({
          firmenId: company.firmenId,
          zahlungsartId: paymentIdOf[code]!,
        })),
      ),
    );
    await tx
      .insert(t.companyAirports)
      .values(
        companies.flatMap((company) =>
          company.flughaefen.map((iata) => ({ firmenId: company.firmenId, iata })),
        ),
      );

    // Company tariffs: the private tariff with the company's discount, rounded to 10 cent.
    const companyTariffs = companies.flatMap((company) => {
      const factor = COMPANY_FACTOR[company.firmenId] ?? 0.9;
      return privateTariffs.map((row) => ({
        ...row,
        firmenId: company.firmenId,
        preisCent: Math.round((row.preisCent * factor) / 10) * 10,
      }));
    });
    await tx.insert(t.tariffs).values(companyTariffs);
    await tx
      .insert(t.kmTariffs)
      .values(MTU_KM_TARIFFS.map((row) => ({ ...row, firmenId: DEMO_COMPANIES.mtu.firmenId })));
    await tx
      .insert(t.mtuTariffs)
      .values(MTU_ROUTE_TARIFFS.map((row) => ({ ...row, firmenId: DEMO_COMPANIES.mtu.firmenId })));

    const anredeIdOf = Object.fromEntries(SALUTATIONS.map((s) => [s.code, s.id]));
    const customerRows = await tx
      .insert(t.customers)
      .values(
        DEMO_CUSTOMERS.map((customer) => ({
          firmenId: customer.firmenId,
          anredeId: anredeIdOf[customer.anredeCode]!,
          vorname: customer.vorname,
          name: customer.name,
          email: customer.email,
          mobil: customer.mobil,
          kst: customer.kst,
          bereich: customer.bereich,
          strasse: customer.strasse,
          plz: customer.plz,
          ort: customer.ort,
        })),
      )
      .returning({ id: t.customers.id, firmenId: t.customers.firmenId, name: t.customers.name });

    // Demo bookings with fixed vouchers, external ids and access tokens (seed-fixtures.ts).
    for (const demo of Object.values(DEMO_BOOKINGS)) {
      let kundeId = customerRows.find(
        (c) => c.firmenId === demo.firmenId && c.name === demo.name,
      )?.id;
      if (!kundeId) {
        const [created] = await tx
          .insert(t.customers)
          .values({
            firmenId: demo.firmenId,
            anredeId: 2,
            vorname: demo.vorname,
            name: demo.name,
            email: 'marlene.sommerfeld@example.org',
            mobil: '+49 176 1234567',
            strasse: 'Kastanienweg 8',
            plz: '30159',
            ort: 'Hannover',
          })
          .returning({ id: t.customers.id });
        kundeId = created!.id;
      }
      const customer = DEMO_CUSTOMERS.find(
        (c) => c.firmenId === demo.firmenId && c.name === demo.name,
      );
      const address = customer
        ? { strasse: customer.strasse, plz: customer.plz, ort: customer.ort }
        : { strasse: 'Kastanienweg 8', plz: '30159', ort: 'Hannover' };
      const company = companies.find((c) => c.firmenId === demo.firmenId);
      const transferArtId = demo.firmenId ? 2 : 1;
      const extras = demo.firmenId ? [] : [{ id: 1, anzahl: 1 }];
      const onAccount = demo.firmenId !== null && !!company?.zahlungsarten.includes('rechnung');
      const price = await seededPrice(tx, company ?? null, {
        flughafen: demo.flughafen,
        rides: { hin: address.plz, rueck: demo.mitRueckfahrt ? address.plz : null },
        transferArtId,
        extras,
      });
      const preisCent = price.totalCent;
      const zahlungsstatus = onAccount ? 'rechnung' : cardStatus(false);
      const [booking] = await tx
        .insert(t.bookings)
        .values({
          voucher: demo.voucher,
          externeId: demo.externeId,
          firmenId: demo.firmenId,
          istPrivat: demo.firmenId === null,
          sprach: 'de',
          erw: demo.firmenId ? 1 : 2,
          kind: demo.firmenId ? 0 : 1,
          richtung: demo.richtung,
          flughafen: demo.flughafen,
          transferArtId,
          zahlungsartId: onAccount ? 2 : 1,
          mitRueckfahrt: demo.mitRueckfahrt,
          kundeId,
          kst: customer?.kst ?? '',
          bereich: customer?.bereich ?? '',
          preisCent,
          zahlungsstatus,
        })
        .returning({ id: t.bookings.id });
      if (zahlungsstatus === 'bezahlt')
        await seedCapturedCardPayment(tx, {
          buchungId: booking!.id,
          voucher: demo.voucher,
          amountCent: preisCent,
          language: 'de',
        });
      const outbound = addDaysIso(today, demo.inTagen);
      await tx.insert(t.bookingLegs).values([
        {
          buchungId: booking!.id,
          typ: 'hin',
          art: 'Abholung',
          datum: outbound,
          zeit: '07:30',
          flugnummer: demo.richtung === 'vomFlughafen' ? 'HZ1207' : '',
          istFesteZeit: demo.richtung === 'zumFlughafen',
          gepaeckstck: 2,
          statusId: 'statusId' in demo ? demo.statusId : 1,
          preisCent: price.hinCent,
          ...address,
        },
        ...(demo.mitRueckfahrt
          ? [
              {
                buchungId: booking!.id,
                typ: 'rueck',
                art: 'Rückfahrt',
                datum: addDaysIso(outbound, 7),
                zeit: '18:45',
                flugnummer: demo.richtung === 'zumFlughafen' ? 'BQ1423' : '',
                istFesteZeit: demo.richtung === 'vomFlughafen',
                gepaeckstck: 2,
                preisCent: price.rueckCent ?? 0,
                ...address,
              },
            ]
          : []),
      ]);
      if (extras.length > 0)
        await tx
          .insert(t.bookingExtras)
          .values(extras.map((e) => ({ buchungId: booking!.id, extraId: e.id, anzahl: e.anzahl })));
    }

    // A few more rides per company, so the booking lists have something to sort, search and page.
    const extraRides = [
      { inTagen: -12, statusId: 4, zeit: '06:10', storniert: false },
      { inTagen: 1, statusId: 2, zeit: '09:45', storniert: false },
      { inTagen: 8, statusId: 1, zeit: '14:20', storniert: false },
      { inTagen: 15, statusId: 5, zeit: '17:05', storniert: true },
    ];
    for (const customer of customerRows) {
      const company = companies.find((c) => c.firmenId === customer.firmenId)!;
      const details = DEMO_CUSTOMERS.find(
        (c) => c.firmenId === customer.firmenId && c.name === customer.name,
      )!;
      const flughafen = company.flughaefen[0]!;
      const { totalCent: preisCent } = await seededPrice(tx, company, {
        flughafen,
        rides: { hin: details.plz, rueck: null },
        transferArtId: 1,
        extras: [],
      });
      for (const [i, ride] of extraRides.entries()) {
        if ((customer.id + i) % 2 === 1 && ride.statusId !== 4) continue; // not every passenger every ride
        const onAccount = company.zahlungsarten.includes('rechnung');
        const voucher = newVoucher();
        // A cancelled card ride was never paid (its money would have to be refunded).
        const zahlungsstatus = onAccount ? 'rechnung' : cardStatus(ride.storniert);
        const [booking] = await tx
          .insert(t.bookings)
          .values({
            voucher,
            externeId: randomToken(18),
            firmenId: company.firmenId,
            istPrivat: company.alsPrivat,
            sprach: 'de',
            erw: 1,
            kind: 0,
            richtung: i % 2 === 0 ? 'zumFlughafen' : 'vomFlughafen',
            flughafen,
            transferArtId: 1,
            zahlungsartId: onAccount ? 2 : 1,
            mitRueckfahrt: false,
            kundeId: customer.id,
            preisCent,
            zahlungsstatus,
            storniert: ride.storniert,
          })
          .returning({ id: t.bookings.id });
        if (zahlungsstatus === 'bezahlt')
          await seedCapturedCardPayment(tx, {
            buchungId: booking!.id,
            voucher,
            amountCent: preisCent,
            language: 'de',
          });
        await tx.insert(t.bookingLegs).values({
          buchungId: booking!.id,
          typ: 'hin',
          art: 'Abholung',
          datum: addDaysIso(today, ride.inTagen),
          zeit: ride.zeit,
          flugnummer: i % 2 === 0 ? '' : 'NQ1830',
          istFesteZeit: i % 2 === 0,
          gepaeckstck: 1,
          statusId: ride.statusId,
          preisCent,
          strasse: details.strasse,
          plz: details.plz,
          ort: details.ort,
        });
      }
    }
    // Each demo ride's passenger as booked (migration 0014, docs/decisions/0025): its customer's,
    // as seeded above (the cost centre and department are set per ride).
    await tx.execute(sql`
      UPDATE bookings SET anrede_id = customers.anrede_id, vorname = customers.vorname,
          name = customers.name, co = customers.co, email = customers.email,
          mobil = customers.mobil, telefon = customers.telefon, strasse = customers.strasse,
          plz = customers.plz, ort = customers.ort, ortsteil = customers.ortsteil
        FROM customers WHERE customers.id = bookings.kunde_id`);
    return true;
  });
}

/**
 * A seeded booking's price by the server's own rule (services/pricing.ts), so that saving it
 * unchanged keeps its price: an MTU company's ride, say, costs its route or per-km tariff, not
 * the zone tariff.
 */
async function seededPrice(
  db: Db,
  company: DemoCompany | null,
  booking: Omit<BookingPriceInput, 'firmenId' | 'isMtu'>,
): Promise<BookingPrice> {
  const price = await bookingPrice(db, {
    ...booking,
    firmenId: company?.firmenId ?? null,
    isMtu: company !== null && companyCapabilities(company).tariffMode === 'routeTariffs',
  });
  if ('noTariff' in price) throw new Error(`No tariff for a seeded ride to ${booking.rides.hin}`);
  return price;
}
