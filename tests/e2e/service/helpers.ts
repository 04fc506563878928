import type { APIRequestContext, Locator, Page } from '@playwright/test';
import de from '../../../public/locales/de.json' with { type: 'json' };
import en from '../../../public/locales/en.json' with { type: 'json' };
import { expect, test } from '../../support/fixtures';
import { fillFields } from '../../support/service-forms';
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
 * What every service spec sets up: a generous timeout (axe scans in two languages), and any
 * dialog (a script from user input running) failing the test.
 */
export function setUpServiceSpec(timeout = 120_000) {
  test.describe.configure({ timeout });
  test.beforeEach(({ page }) => failOnDialog(page));
}

/** Opens a page in the given language (what the language switch stores). */
export async function open(page: Page, path: string, lang: Lang) {
  await setLanguage(page, lang);
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
}

/** The other language of a run. */
export const OTHER_LANG = { de: 'en', en: 'de' } as const satisfies Record<Lang, Lang>;

/**
 * The header's language switch, from `from` to the other language: the page reloads and
 * hydrates in it.
 */
export async function switchLanguage(page: Page, from: Lang) {
  const to = OTHER_LANG[from];
  const reload = page.waitForEvent('load');
  await page
    .getByRole('group', { name: T[from].language.choose })
    .getByRole('button', { name: new RegExp(`^${T[to].language[to].short}`) })
    .click();
  await reload;
  await expect(page.locator('html')).toHaveAttribute('lang', to);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
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

/** The new-customer form's fields, found by their group and label as a user would. */
export function registrationFields(page: Page, lang: Lang) {
  const t = T[lang];
  const r = t.registration;
  const company = page.getByRole('group', { name: r.sections.company, exact: true });
  const person = page.getByRole('group', { name: r.sections.person, exact: true });
  const billing = page.getByRole('group', { name: r.sections.billing, exact: true });
  return {
    companyName: company.getByRole('textbox', { name: literal(r.fields.companyName) }).first(),
    street: company.getByRole('textbox', { name: literal(t.common.fields.street) }),
    country: company.getByRole('combobox', { name: literal(r.fields.country) }),
    postcode: company.getByRole('textbox', { name: literal(t.common.fields.postcode) }),
    city: company.getByRole('textbox', { name: literal(t.common.fields.city) }),
    companyPhone: company.getByRole('textbox', { name: literal(r.fields.companyPhone) }),
    companyEmail: company.getByRole('textbox', { name: literal(r.fields.companyEmail) }),
    vatId: company.getByRole('textbox', { name: literal(r.fields.vatId) }),
    salutation: person.getByRole('combobox', { name: literal(t.common.fields.salutation) }),
    firstName: person.getByRole('textbox', { name: literal(t.common.fields.firstName) }),
    lastName: person.getByRole('textbox', { name: literal(t.common.fields.lastName) }),
    email: person.getByRole('textbox', { name: literal(t.common.fields.email) }),
    phone: person.getByRole('textbox', { name: literal(t.common.fields.phone) }),
    differentBilling: billing.getByRole('checkbox', { name: r.fields.differentBilling }),
    billingName: billing.getByRole('textbox', { name: literal(r.fields.billingName) }),
    billingStreet: billing.getByRole('textbox', { name: literal(t.common.fields.street) }),
    billingPostcode: billing.getByRole('textbox', { name: literal(t.common.fields.postcode) }),
    billingCity: billing.getByRole('textbox', { name: literal(t.common.fields.city) }),
    note: page.getByRole('textbox', { name: literal(r.fields.note) }),
    consent: page.getByRole('checkbox', { name: /Datenschutzerklärung|privacy policy/ }),
    submit: page.getByRole('button', { name: r.submit }),
  };
}

/** The contact form's fields, found by their labels as a user would. */
export function contactFields(page: Page, lang: Lang) {
  const t = T[lang];
  const c = t.contact;
  return {
    firstName: page.getByRole('textbox', { name: literal(t.common.fields.firstName) }),
    lastName: page.getByRole('textbox', { name: literal(t.common.fields.lastName) }),
    company: page.getByRole('textbox', { name: literal(c.fields.company) }),
    email: page.getByRole('textbox', { name: literal(t.common.fields.email) }),
    phone: page.getByRole('textbox', { name: literal(c.fields.phone) }),
    voucher: page.getByRole('textbox', { name: literal(c.fields.voucher) }),
    subject: page.getByRole('textbox', { name: literal(c.fields.subject) }),
    message: page.getByRole('textbox', { name: literal(t.common.fields.message) }),
    consent: page.getByRole('checkbox'),
    submit: page.getByRole('button', { name: c.submit }),
  };
}

/** Fills every required field of the new-customer form (and ticks the consent). */
export async function fillRequiredRegistration(
  f: ReturnType<typeof registrationFields>,
  companyName: string,
) {
  await fillFields(f, {
    companyName,
    street: 'Lindenallee 5',
    postcode: '30159',
    city: 'Hannover',
    companyPhone: '0511 55555',
    companyEmail: 'events@lindenhof.example',
    firstName: 'Jonas',
    lastName: 'Brandt',
    email: 'jonas@lindenhof.example',
    phone: '0511 55556',
  });
  await f.consent.check();
}

/** A sent form's confirmation: its heading has focus and a print button is offered. */
export async function expectPrintableConfirmation(page: Page, lang: Lang, title: string) {
  await expect(page.getByRole('heading', { name: title })).toBeFocused();
  await expect(page.getByRole('button', { name: T[lang].common.actions.print })).toBeVisible();
}

/** This test's stored message (its payload holds `id`): in the page's language, as sent. */
export async function expectStored(
  request: APIRequestContext,
  art: OutboxRow['art'],
  lang: Lang,
  id: string,
  payload: Record<string, unknown>,
) {
  const row = await findInOutbox(request, art, (r) => JSON.stringify(r.payload).includes(id));
  expect(row.sprach).toBe(lang);
  expect(row.payload).toMatchObject(payload);
}
