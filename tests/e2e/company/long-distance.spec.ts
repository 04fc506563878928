import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../../support/axe';
import { expect, test } from '../../support/fixtures';
import {
  bookNow,
  chooseTariff,
  enterNewPassenger,
  fillDestination,
  fillTripDetails,
  fillOutboundRide,
} from './booking-flow';
import { loginWithId } from './helpers';

/**
 * Company rides priced per km (docs/decisions/0005-company-long-distance-per-km.md): a ride beyond
 * 200 km (zone 6) has no company zone tariff, the tariff step prices it with /Preis/Km; an MTU
 * company's ride off its routes costs its negotiated rate, the price its quote showed. The server
 * stores exactly that price.
 */

test.describe.configure({ timeout: 120_000 });

interface KmQuote {
  km: number;
  preise: { transferArtId: number; preisCent: number }[];
}

const euro = (cent: number) =>
  new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' }).format(cent / 100);

/** From the summary on: the total at `perLeg` a ride, booked, and the same total on the status page. */
async function expectBookedAt(page: Page, perLeg: number) {
  await expect(page.getByRole('heading', { level: 1, name: 'Zusammenfassung' })).toBeVisible();
  const stored = await page.evaluate(
    () =>
      JSON.parse(sessionStorage.getItem('Buchung') ?? 'null') as {
        mitRueckfahrt: boolean;
        extras: unknown[];
      },
  );
  expect(stored.extras).toEqual([]);
  const total = perLeg * (stored.mitRueckfahrt ? 2 : 1);
  await expect(page.getByText(`${euro(total)} inkl. MwSt.`, { exact: true })).toBeVisible();

  await bookNow(page);
  // The status page shows the price the server fixed: the same amount.
  await expect(page.getByText(`${euro(total)} inkl. MwSt.`, { exact: true })).toBeVisible();
  const saved = await page.evaluate(
    () =>
      JSON.parse(sessionStorage.getItem('Buchung') ?? 'null') as { preis: { betragCent: number } },
  );
  expect(saved.preis.betragCent).toBe(total);
}

test('a normal company books HAJ -> München at the per-km price /Preis/Km answers', async ({
  page,
  consoleGuard,
}) => {
  // The zone tariff call answers 404 noTariff on purpose; Chromium logs that as a failed resource.
  consoleGuard.allow(/Failed to load resource: the server responded with a status of 404/);
  await loginWithId(page, 'plain');
  await enterNewPassenger(page, 'Mira', 'Fernweh');
  const zoneAnswer = page.waitForResponse((res) => res.url().includes('/api/Preis/FirmaHaj/'));
  const kmAnswer = page.waitForResponse(
    (res) => res.url().endsWith('/api/Preis/Km') && res.request().method() === 'POST',
  );
  await fillDestination(page, {
    airport: 'HAJ',
    strasse: 'Marienplatz 1',
    plz: '80331',
    ort: 'München',
  });
  expect((await zoneAnswer).status()).toBe(404);
  const quote = (await (await kmAnswer).json()) as KmQuote;
  expect(quote.km).toBeGreaterThan(200);

  await expect(page.getByRole('heading', { level: 1, name: 'Tarif' })).toBeVisible();
  const group = page.getByRole('group', { name: 'Fahrzeugart wählen' });
  const shuttle = quote.preise.find((p) => p.transferArtId === 1)!.preisCent;
  await expect(group.getByText(`${euro(shuttle)} pro Fahrt`)).toBeVisible();
  await expectNoAxeViolations(page);
  await chooseTariff(page, 0);
  await fillTripDetails(page);

  await expectBookedAt(page, shuttle);
  await expectNoAxeViolations(page);
});

test('52460 books another destination at the per-km price its quote showed', async ({ page }) => {
  await loginWithId(page, 'mtu');
  await page.getByRole('textbox', { name: /^PLZ/ }).fill('31134');
  await page.getByRole('textbox', { name: /^Ort/ }).fill('Hildesheim');
  const quoteAnswer = page.waitForResponse((res) => res.url().endsWith('/api/Preis/KmForMTU'));
  await page.getByRole('button', { name: 'Preis berechnen' }).click();
  const quote = (await (await quoteAnswer).json()) as KmQuote;
  const shuttle = quote.preise.find((p) => p.transferArtId === 1)!.preisCent;
  await expect(page.getByText('Preise nach 31134 Hildesheim:')).toBeVisible();
  await expect(page.getByText(euro(shuttle)).first()).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Mit diesem Ziel weiter zur Tarifauswahl' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tarif' })).toBeVisible();
  const group = page.getByRole('group', { name: 'Fahrzeugart wählen' });
  await expect(group.getByText(`${euro(shuttle)} pro Fahrt`)).toBeVisible();
  await chooseTariff(page, 0);
  await fillOutboundRide(page, 12, '10:00');
  await fillTripDetails(page);
  await expectBookedAt(page, shuttle);
});
