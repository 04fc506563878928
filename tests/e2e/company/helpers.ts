import { expect, type Page } from '@playwright/test';
import { DEMO_COMPANIES, type DemoCompanyKey } from '../../../server/db/seed-fixtures';

export { DEMO_COMPANIES };
export type { DemoCompanyKey };

/** The start page's company login, in either language. */
export const loginFormOf = (page: Page) =>
  page.getByRole('region', { name: /Firmenkunden-Login|Corporate customer login/ });

/**
 * Fills and sends the start page's login as the first touches of the prerendered form, until the
 * page lands on `landing`. Known rare race (issue 13 follow-up): the first touch loads the form's
 * code, which may take the form over at that moment and undo a choice or a field just set; then
 * sign in again. (start.spec tests what is typed before the code arrives.)
 */
export async function signInUntilLanded(page: Page, fill: () => Promise<void>, landing: RegExp) {
  await expect(async () => {
    if (landing.test(page.url())) return;
    await fill();
    await loginFormOf(page)
      .getByRole('button', { name: /Anmelden|Sign in|Log in/ })
      .click({ timeout: 5_000 });
    await page.waitForURL(landing, { timeout: 10_000 });
  }).toPass({ timeout: 60_000 });
}

/** Signs in through the start page's company login form with company id and access code. */
export async function loginWithId(page: Page, key: DemoCompanyKey): Promise<void> {
  const company = DEMO_COMPANIES[key];
  await page.goto('/start');
  const form = loginFormOf(page);
  await signInUntilLanded(
    page,
    async () => {
      await form
        .getByRole('textbox', { name: /^Kundennummer|^Customer number/ })
        .fill(String(company.firmenId), { timeout: 5_000 });
      // The field, not the "Zugangscode vergessen?" button next to it.
      await form
        .getByRole('textbox', { name: /^Zugangscode|^Access code/ })
        .fill(company.zugangscode, { timeout: 5_000 });
    },
    /\/buchung\//,
  );
  // The address changes before the company area is on screen: until the login is gone, a field
  // found by its label could still be the start page's.
  await expect(form).toBeHidden();
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

/**
 * The fields of one line of the rides' CSV export: ";" separates them in German, "," in English
 * (each language's Excel), and a quoted field may hold the separator.
 */
export function csvFields(line: string, lang: 'de' | 'en'): string[] {
  const separator = lang === 'de' ? ';' : ',';
  const fields: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < line.length; i += 1) {
    const ch = line[i]!;
    if (quoted && ch === '"' && line[i + 1] === '"') {
      field += '"';
      i += 1;
    } else if (ch === '"') quoted = !quoted;
    else if (ch === separator && !quoted) {
      fields.push(field);
      field = '';
    } else field += ch;
  }
  return [...fields, field];
}

/**
 * A second tab of the same company session at `path`, as a browser's "duplicate tab" opens it:
 * the same cookies and a copy of the tab's sessionStorage (the company session `Firma` lives
 * there).
 */
export async function secondTab(page: Page, path: string): Promise<Page> {
  const storage = await page.evaluate(() => JSON.stringify({ ...sessionStorage }));
  const tab = await page.context().newPage();
  await tab.addInitScript((copied: string) => {
    if (sessionStorage.length > 0) return;
    for (const [key, value] of Object.entries(JSON.parse(copied) as Record<string, string>))
      sessionStorage.setItem(key, value);
  }, storage);
  await tab.goto(path);
  return tab;
}
