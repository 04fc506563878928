import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../../support/axe';
import { expect, test } from '../../support/fixtures';
import { saveScreenshot, VIEWPORTS } from '../../support/screenshots';
import { failNextRequest } from '../../support/service-forms';
import { setLanguage } from '../../support/storage';
import { fmt, LANGS, literal, marker, T } from '../service/helpers';
import { storeCustomer } from './api-customers';
import { DEMO_COMPANIES, loginWithId } from './helpers';

/** Tab 2, Kunde: a customer is removed from the list after a confirmation (DELETE /Kunde/{id}). */

test.describe.configure({ timeout: 120_000 });

const { firmenId } = DEMO_COMPANIES.reinsurerA;

/** A customer of 61817 of this test, stored through the API; answers its id. */
const storeOwnCustomer = (page: Page, vorname: string, name: string) =>
  storeCustomer(page.request, firmenId, {
    anredeId: 2,
    vorname,
    name,
    email: `${vorname.toLowerCase()}@example.org`,
  });

for (const lang of LANGS) {
  const t = T[lang];
  const c = t.company.customers;

  test(`a customer is removed after a confirmation: cancelling keeps it, a failed call is confirmed again, it is gone from the list and the passenger pick (${lang})`, async ({
    page,
    consoleGuard,
  }) => {
    consoleGuard.allow(/Failed to load resource|net::ERR_FAILED/);
    await setLanguage(page, lang);
    await loginWithId(page, 'reinsurerA');
    const surname = marker('Entfernen');
    const gone = await storeOwnCustomer(page, 'Ida', surname);
    await storeOwnCustomer(page, 'Max', surname);
    const removals: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'DELETE' && request.url().endsWith(`/api/Kunde/${gone}`))
        removals.push(request.url());
    });

    await page.goto(`/buchung/kunde?kunde=${gone}`);
    await expect(page.getByRole('heading', { level: 1, name: c.editTitle })).toBeVisible();
    await expect(
      page.getByRole('textbox', { name: literal(t.common.fields.lastName) }),
    ).toHaveValue(surname);
    if (lang === 'de') await page.setViewportSize(VIEWPORTS.phone);
    const removeButton = page.getByRole('button', { name: c.remove.button });
    await removeButton.click();
    const dialog = page.getByRole('dialog', { name: c.remove.title });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(fmt(c.remove.text, { name: `Ida ${surname}` }));
    await expect(dialog).toContainText(c.remove.bookingsKept);
    // The safe choice has the focus first.
    await expect(dialog.getByRole('button', { name: t.company.dialog.keep })).toBeFocused();
    await expectNoAxeViolations(page);
    await saveScreenshot(
      page,
      lang === 'de' ? 'company-customer-remove-dialog-390' : 'company-customer-remove-dialog-1280',
    );
    await page.setViewportSize(VIEWPORTS.desktop);

    // "No, keep": nothing is removed, the focus is back on the button.
    await dialog.getByRole('button', { name: t.company.dialog.keep }).click();
    await expect(dialog).toBeHidden();
    await expect(removeButton).toBeFocused();
    await expect(page.getByRole('heading', { level: 1, name: c.editTitle })).toBeVisible();
    expect(removals).toEqual([]);
    expect((await page.request.get(`/api/Kunde/Detail/${gone}`)).status()).toBe(200);

    // A call that fails stays in the dialog; confirming again sends again, a double click once.
    await failNextRequest(page, `**/api/Kunde/${gone}`, 'abort');
    await removeButton.click();
    await dialog.getByRole('button', { name: c.remove.button }).click();
    await expect(dialog.getByRole('alert')).toHaveText(t.failures.network);
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: c.remove.button }).dblclick();

    // Back to the list, which no longer has it; the customer of the same name stays.
    await expect(page.getByRole('heading', { level: 1, name: c.title })).toBeVisible();
    await expect(page.getByText(c.remove.done).first()).toBeAttached();
    expect(removals).toHaveLength(2);
    const search = page.getByRole('search', { name: c.searchLabel });
    await search.getByRole('searchbox', { name: c.search }).fill(surname);
    await search.getByRole('button', { name: t.common.actions.search }).click();
    await expect(page.getByRole('rowheader', { name: `Max ${surname}` })).toBeVisible();
    await expect(page.getByRole('rowheader', { name: `Ida ${surname}` })).toHaveCount(0);
    expect((await page.request.get(`/api/Kunde/Detail/${gone}`)).status()).toBe(404);

    // The booking's first step cannot pick it any more.
    await page.goto('/buchung/neuer-auftrag');
    const pick = page.getByRole('search', { name: t.company.passenger.searchLabel });
    await pick.getByRole('searchbox', { name: c.search }).fill(surname);
    await pick.getByRole('button', { name: t.common.actions.search }).click();
    await expect(
      page.getByRole('button', {
        name: fmt(t.company.passenger.pickLabel, { name: `Max ${surname}` }),
      }),
    ).toBeVisible();
    await expect(
      page.getByRole('button', {
        name: fmt(t.company.passenger.pickLabel, { name: `Ida ${surname}` }),
      }),
    ).toHaveCount(0);
  });

  test(`a customer removed meanwhile (another tab, a colleague) is said to be removed already (${lang})`, async ({
    page,
    consoleGuard,
  }) => {
    consoleGuard.allow(/status of 404/);
    await setLanguage(page, lang);
    await loginWithId(page, 'reinsurerA');
    const surname = marker('Schon-weg');
    const id = await storeOwnCustomer(page, 'Eva', surname);
    await page.goto(`/buchung/kunde?kunde=${id}`);
    await expect(page.getByRole('heading', { level: 1, name: c.editTitle })).toBeVisible();
    expect((await page.request.delete(`/api/Kunde/${id}`)).status()).toBe(204);

    await page.getByRole('button', { name: c.remove.button }).click();
    await page
      .getByRole('dialog', { name: c.remove.title })
      .getByRole('button', { name: c.remove.button })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: c.title })).toBeVisible();
    await expect(page.getByText(c.remove.already).first()).toBeAttached();
  });
}
