import { expect, type Page } from '@playwright/test';
import { DEMO_COMPANIES, type DemoCompanyKey } from '../../../server/db/seed-fixtures';

export { DEMO_COMPANIES };
export type { DemoCompanyKey };

/** Signs in through the start page's company login form with company id and access code. */
export async function loginWithId(page: Page, key: DemoCompanyKey): Promise<void> {
  const company = DEMO_COMPANIES[key];
  await page.goto('/start');
  const form = page.getByRole('region', { name: /Firmenkunden-Login|Corporate customer login/ });
  await form
    .getByRole('textbox', { name: /^Kundennummer|^Customer number/ })
    .fill(String(company.firmenId));
  // The field, not the "Zugangscode vergessen?" button next to it.
  await form.getByRole('textbox', { name: /^Zugangscode|^Access code/ }).fill(company.zugangscode);
  await form.getByRole('button', { name: /Anmelden|Sign in|Log in/ }).click();
  await page.waitForURL(/\/buchung\//);
}

/** The company's entry route (spec section 2). */
export function entryPathOf(key: DemoCompanyKey): string {
  const company = DEMO_COMPANIES[key];
  if (company.firmenId === 52460) return '/buchung/mtu-tarifauswahl';
  if (company.alsPrivat) return '/buchung/reiseziel';
  return '/buchung/neuer-auftrag';
}

export async function expectTabs(page: Page, names: string[]): Promise<void> {
  const nav = page.getByRole('navigation', { name: 'Bereiche des Firmenkontos' });
  await expect(nav.getByRole('link')).toHaveText(names);
}

/** A date some days ahead as YYYY-MM-DD (Europe/Berlin is close enough for whole days ahead). */
export function daysAhead(days: number): string {
  const date = new Date(Date.now() + days * 86_400_000);
  return date.toISOString().slice(0, 10);
}
