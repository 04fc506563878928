import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

/** Fills named fields in order (`fillFields(f, { lastName: 'Brandt', email: '…' })`). */
export async function fillFields<F extends Record<string, unknown>>(
  fields: F,
  values: Partial<Record<keyof F, string>>,
): Promise<void> {
  for (const [name, value] of Object.entries(values) as [keyof F, string][]) {
    await (fields[name] as Locator).fill(value);
  }
}

/**
 * How the one failed request ends: a dropped connection, an answer lost on the way back (the
 * server did the work), or an error answer from the API.
 */
export type Failure = 'abort' | 'lostAnswer' | { status: number; code: string };

/**
 * Makes the next request to `url` fail once (later ones go through), so a test can check
 * that the form keeps its input and that "retry" sends it again.
 */
export async function failNextRequest(page: Page, url: string, failure: Failure): Promise<void> {
  let failNext = true;
  await page.route(url, async (route) => {
    if (!failNext) return route.continue();
    failNext = false;
    if (failure === 'abort') return route.abort('failed');
    if (failure === 'lostAnswer') {
      await route.fetch();
      return route.abort('connectionreset');
    }
    await route.fulfill({
      status: failure.status,
      contentType: 'application/json',
      body: JSON.stringify({ code: failure.code, message: failure.code }),
    });
  });
}

/** The failed request's message, shown in place (role="alert") with its retry button. */
export async function expectRetryOffered(page: Page, message: string): Promise<Locator> {
  const alert = page.getByRole('alert').filter({ hasText: message });
  await expect(alert).toBeVisible();
  return alert;
}

/** Presses the alert's retry button and waits for the confirmation heading. */
export async function retryUntilConfirmed(
  alert: Locator,
  retryLabel: string,
  confirmationTitle: string,
): Promise<void> {
  await alert.getByRole('button', { name: retryLabel }).click();
  await expect(alert.page().getByRole('heading', { name: confirmationTitle })).toBeVisible();
}
