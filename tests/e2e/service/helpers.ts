import type { APIRequestContext, Locator, Page } from '@playwright/test';
import de from '../../../public/locales/de.json' with { type: 'json' };
import en from '../../../public/locales/en.json' with { type: 'json' };
import { expect, type ConsoleGuard } from '../../support/fixtures';
import { setLanguage } from '../../support/storage';

export type Lang = 'de' | 'en';
export const LANGS: Lang[] = ['de', 'en'];

/**
 * The UI texts of a language, straight from the translation files, so the German and the
 * English run look for exactly what the user sees (and a renamed key fails loudly).
 */
export const T = { de, en } as const;

/** Fills `{{name}}` placeholders like i18next does. */
export function fmt(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key] ?? ''));
}

/** Regex that matches a text literally (for label matching with the required marker after it). */
export function literal(text: string): RegExp {
  return new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
}

/**
 * HEAD has a CSP conflict outside this feature (index.html's inline boot script vs. the
 * server's `script-src 'self'`); only those messages are tolerated, all others still fail.
 */
export function allowKnownCspNoise(consoleGuard: ConsoleGuard) {
  consoleGuard.allow(
    /Executing inline (script|event handler) violates the following Content Security Policy/,
  );
}

/** Opens a page in the given language (what the language switch stores). */
export async function open(page: Page, path: string, lang: Lang) {
  await setLanguage(page, lang);
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
}

/** A script in user input must never run: any dialog fails the test. */
export function failOnDialog(page: Page) {
  page.on('dialog', async (dialog) => {
    await dialog.dismiss();
    throw new Error(`Unexpected dialog: ${dialog.message()}`);
  });
}

export interface OutboxRow {
  id: number;
  art: 'kontakt' | 'logistik' | 'registrierung';
  empfaenger: string;
  betreff: string;
  sprach: string;
  payload: Record<string, unknown>;
  createdAt: string;
}

/** The server's stored messages (test-only endpoint, NODE_ENV=test), newest first. */
export async function outbox(
  request: APIRequestContext,
  art: OutboxRow['art'],
): Promise<OutboxRow[]> {
  const response = await request.get(`/api/test/outbox?art=${art}&limit=50`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as OutboxRow[];
}

/** The stored message whose payload matches, polled briefly (the write is already done when the
 *  confirmation shows, the poll only absorbs scheduling jitter). */
export async function findInOutbox(
  request: APIRequestContext,
  art: OutboxRow['art'],
  match: (row: OutboxRow) => boolean,
): Promise<OutboxRow> {
  let found: OutboxRow | undefined;
  await expect
    .poll(async () => {
      found = (await outbox(request, art)).find(match);
      return Boolean(found);
    })
    .toBe(true);
  return found as OutboxRow;
}

/** Today's date in Europe/Berlin (YYYY-MM-DD). */
export function todayBerlin(offsetDays = 0): string {
  const now = new Date(Date.now() + offsetDays * 86_400_000);
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Berlin',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/** A value unique to this test run, to find "our" message in the outbox. */
export function marker(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}`;
}

export const HOSTILE = {
  script: '<script>alert("xss")</script>',
  sql: "Robert'); DROP TABLE outbox;--",
  long: 'x'.repeat(10_000),
  emoji: 'Anna 🚐✈️',
};

/** The field's error text (tied to it with aria-describedby). */
export async function expectFieldError(field: Locator, message: string | RegExp) {
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(
    typeof message === 'string' ? new RegExp(escape(message)) : message,
  );
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

export async function expectFieldValid(field: Locator) {
  await expect(field).not.toHaveAttribute('aria-invalid', 'true');
}

/** validation.tooLong with its bound filled in. */
export function tooLong(lang: Lang, max: number): string {
  return fmt(T[lang].validation.tooLong, { max });
}
