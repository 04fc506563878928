import type { Page } from '@playwright/test';

/**
 * Writes Web Storage values for the app's origin before the app's own scripts run, once per tab
 * (a reload keeps whatever the app wrote since). Values that are not strings are JSON-encoded.
 * Example: `await seedStorage(page, { session: { Buchung: draft }, local: { langCode: 'en' } })`
 * then `await page.goto('/privat-buchung/tarif-auswahl')`.
 */
export async function seedStorage(
  page: Page,
  values: { session?: Record<string, unknown>; local?: Record<string, unknown> },
): Promise<void> {
  const encode = (record: Record<string, unknown> = {}) =>
    Object.fromEntries(
      Object.entries(record).map(([key, value]) => [
        key,
        typeof value === 'string' ? value : JSON.stringify(value),
      ]),
    );
  await page.addInitScript(
    ({ session, local }) => {
      const marker = '__e2eSeeded';
      if (window.sessionStorage.getItem(marker)) return;
      window.sessionStorage.setItem(marker, '1');
      for (const [key, value] of Object.entries(session)) window.sessionStorage.setItem(key, value);
      for (const [key, value] of Object.entries(local)) window.localStorage.setItem(key, value);
    },
    { session: encode(values.session), local: encode(values.local) },
  );
}

/** Sets the UI language for the next page load (what the language switch stores). */
export async function setLanguage(page: Page, language: 'de' | 'en'): Promise<void> {
  await seedStorage(page, { local: { langCode: language } });
}
