import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../../support/axe';
import { expect, test } from '../../support/fixtures';
import { chooseOption } from '../../support/widgets';
import {
  expectRetryOffered,
  failNextRequest,
  fillFields,
  retryUntilConfirmed,
} from '../../support/service-forms';
import {
  expectFieldError,
  expectPrintableConfirmation,
  expectStored,
  fillRequiredRegistration,
  findInOutbox,
  HOSTILE,
  LANGS,
  marker,
  open,
  outbox,
  registrationFields,
  setUpServiceSpec,
  T,
  tooLong,
} from './helpers';

setUpServiceSpec();

for (const lang of LANGS) {
  const t = T[lang];
  const r = t.registration;
  const fields = (page: Page) => registrationFields(page, lang);

  test.describe(`new customer registration (${lang})`, () => {
    test('a registration is stored and confirmed with what happens next', async ({
      page,
      request,
    }) => {
      await open(page, '/neukunde', lang);
      await expect(page.getByRole('heading', { level: 1, name: r.title })).toBeVisible();
      await expectNoAxeViolations(page);
      const f = fields(page);
      const id = marker('Reg');
      const companyName = `Pixelwerk Medien GmbH ${id}`;
      await fillFields(f, {
        companyName,
        street: 'Am Hafen 1',
        postcode: '28195',
        city: 'Bremen',
        companyPhone: '0421 123456',
        companyEmail: 'info@pixelwerk.example',
        vatId: 'de 123 456 789',
      });
      await expect(f.salutation.locator('option')).not.toHaveCount(1);
      await chooseOption(f.salutation, { index: 1 });
      await fillFields(f, {
        firstName: 'Greta',
        lastName: 'Albers',
        email: 'greta@pixelwerk.example',
        phone: '0421 1234567',
      });
      await f.differentBilling.check();
      await fillFields(f, {
        billingName: 'Pixelwerk Buchhaltung',
        billingStreet: 'Postfach 12 34',
        billingPostcode: '28001',
        billingCity: 'Bremen',
        note: 'Etwa 20 Fahrten pro Monat, meist HAJ und BRE. <b>danke</b> 🙂',
      });
      await f.consent.check();
      await f.submit.click();

      await expectPrintableConfirmation(page, lang, r.confirmation.title);
      const next = page.getByRole('list').filter({ hasText: r.confirmation.next.review });
      await expect(next.getByRole('listitem')).toHaveCount(3);
      await expect(page.getByText(companyName).first()).toBeVisible();
      await expectNoAxeViolations(page);

      await expectStored(request, 'registrierung', lang, id, {
        firma: { name: companyName, plz: '28195', land: 'DE', ustId: 'DE123456789' },
        ansprechpartner: { vorname: 'Greta', name: 'Albers', email: 'greta@pixelwerk.example' },
        rechnungsadresse: { name: 'Pixelwerk Buchhaltung', plz: '28001' },
        einwilligungDatenschutz: true,
      });
    });

    test('empty, malformed, oversized and hostile input get clear errors and keep the input', async ({
      page,
    }) => {
      await open(page, '/neukunde', lang);
      const f = fields(page);
      await f.submit.click();
      await expectFieldError(f.companyName, t.validation.required);
      await expectFieldError(f.companyEmail, t.validation.required);
      await expectFieldError(f.lastName, t.validation.required);
      await expectFieldError(f.consent, t.validation.consentRequired);
      await expect(f.companyName).toBeFocused();
      await expectNoAxeViolations(page);

      await fillFields(f, {
        companyName: HOSTILE.script,
        street: HOSTILE.long,
        postcode: 'ABCDE',
        city: HOSTILE.sql,
        companyEmail: 'info@@pixelwerk',
        companyPhone: '0421 CALL',
        vatId: 'XX',
        firstName: HOSTILE.emoji,
        note: HOSTILE.long,
      });
      await f.differentBilling.check();
      await f.submit.click();

      await expectFieldError(f.companyName, t.validation.invalidCharacters);
      await expectFieldError(f.street, tooLong(lang, 120));
      await expectFieldError(f.postcode, t.validation.postcode);
      await expectFieldError(f.city, t.validation.invalidCharacters);
      await expectFieldError(f.companyEmail, t.validation.invalidEmail);
      await expectFieldError(f.companyPhone, t.validation.phone);
      await expectFieldError(f.vatId, r.errors.vatId);
      await expectFieldError(f.firstName, t.validation.invalidCharacters);
      await expectFieldError(f.note, tooLong(lang, 2000));
      await expectFieldError(f.billingName, t.validation.required);

      await expect(f.companyName).toHaveValue(HOSTILE.script);
      await expect(f.street).toHaveValue(HOSTILE.long);
      await expect(f.note).toHaveValue(HOSTILE.long);
      await expectNoAxeViolations(page);
    });

    test('a foreign company registers with a foreign billing address (its postcode by the company country)', async ({
      page,
      request,
    }) => {
      await open(page, '/neukunde', lang);
      const f = fields(page);
      const id = marker('RegAT');
      await fillRequiredRegistration(f, `Donauwerk Wien GmbH ${id}`);
      await chooseOption(f.country, r.countries.AT);
      await fillFields(f, { street: 'Graben 1', postcode: '1010', city: 'Wien' });
      await f.differentBilling.check();
      await fillFields(f, {
        billingName: 'Donauwerk Buchhaltung',
        billingStreet: 'Praterstraße 2',
        billingPostcode: '1020',
        billingCity: 'Wien',
      });
      await expectNoAxeViolations(page);
      await f.submit.click();

      await expectPrintableConfirmation(page, lang, r.confirmation.title);
      await expectStored(request, 'registrierung', lang, id, {
        firma: { plz: '1010', ort: 'Wien', land: 'AT' },
        rechnungsadresse: { name: 'Donauwerk Buchhaltung', plz: '1020', ort: 'Wien' },
      });
    });

    test('a German company’s billing postcode still needs five digits', async ({ page }) => {
      await open(page, '/neukunde', lang);
      const f = fields(page);
      await fillRequiredRegistration(f, `Lindenhof Events ${marker('RegDE')}`);
      await f.differentBilling.check();
      await fillFields(f, {
        billingName: 'Lindenhof Buchhaltung',
        billingStreet: 'Postfach 1',
        billingPostcode: '1020',
        billingCity: 'Hannover',
      });
      await f.submit.click();
      await expectFieldError(f.billingPostcode, t.validation.postcode);
      await expect(f.billingPostcode).toBeFocused();
    });

    test('the country list by keyboard: Escape closes it, the focus back on the field, the choice kept', async ({
      page,
    }) => {
      await open(page, '/neukunde', lang);
      const { country } = fields(page);
      const chosen = await country.inputValue();
      await country.focus();
      await page.keyboard.press('ArrowDown');
      const list = page.getByRole('listbox');
      await expect(list).toBeVisible();
      await expect(country).toHaveAttribute('aria-expanded', 'true');
      // The second Arrow Down moves the focus on to the next option.
      await page.keyboard.press('ArrowDown');
      await expect(list.getByRole('option').nth(1)).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(list).toBeHidden();
      await expect(country).toBeFocused();
      await expect(country).toHaveValue(chosen);
      // Tab from an open list goes on to the next field, as before.
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Tab');
      await expect(country).not.toBeFocused();
    });

    test('the salutation list by keyboard: an option left with Escape is not taken by Tab, and the list opens on the choice again', async ({
      page,
    }) => {
      await open(page, '/neukunde', lang);
      const { salutation } = fields(page);
      const chosen = await salutation.inputValue();
      await salutation.focus();
      await page.keyboard.press('ArrowDown');
      const list = page.getByRole('listbox');
      await expect(list).toBeVisible();
      // The list is open once the field says so (PrimeReact's onShow): the keys go on from there.
      await expect(salutation).toHaveAttribute('aria-expanded', 'true');
      await page.keyboard.press('ArrowDown');
      await expect(list.getByRole('option').nth(1)).toBeFocused();
      await page.keyboard.press('ArrowDown');
      await expect(list.getByRole('option').nth(2)).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(list).toBeHidden();
      await expect(salutation).toBeFocused();
      // Escape means "leave it as it was": Tab on to the next field keeps the choice.
      await page.keyboard.press('Tab');
      await expect(salutation).not.toBeFocused();
      await expect(salutation).toHaveValue(chosen);

      // Opened again, the list is on the choice, not on the option left.
      await salutation.focus();
      await page.keyboard.press('ArrowDown');
      await expect(list).toBeVisible();
      const choice = list.getByRole('option', { selected: true });
      await expect(choice).toHaveAccessibleName(chosen);
      await expect(salutation).toHaveAttribute(
        'aria-activedescendant',
        (await choice.getAttribute('id')) ?? 'the choice',
      );
    });

    test('a server failure keeps the input and offers a retry', async ({
      page,
      request,
      consoleGuard,
    }) => {
      consoleGuard.allow(/Failed to load resource: the server responded with a status of 500/);
      await open(page, '/neukunde', lang);
      const f = fields(page);
      const id = marker('RegRetry');
      await fillRequiredRegistration(f, `Lindenhof Events ${id}`);
      await failNextRequest(page, '**/api/Firma/Neu/', { status: 500, code: 'internal' });
      await f.submit.click();
      const alert = await expectRetryOffered(page, r.errors.sendFailed);
      await expect(f.companyName).toHaveValue(`Lindenhof Events ${id}`);
      await expect(f.consent).toBeChecked();
      await expectNoAxeViolations(page);
      await retryUntilConfirmed(alert, t.common.actions.retry, r.confirmation.title);
      await findInOutbox(request, 'registrierung', (row) =>
        JSON.stringify(row.payload).includes(id),
      );
    });

    test('an answer lost on the way: the retry stores the registration once', async ({
      page,
      request,
      consoleGuard,
    }) => {
      consoleGuard.allow(/Failed to load resource|net::ERR_CONNECTION_RESET/);
      await open(page, '/neukunde', lang);
      const f = fields(page);
      const id = marker('RegLost');
      await fillRequiredRegistration(f, `Lindenhof Events ${id}`);
      await failNextRequest(page, '**/api/Firma/Neu/', 'lostAnswer');
      await f.submit.click();
      const alert = await expectRetryOffered(page, t.common.status.offline);
      const stored = await findInOutbox(request, 'registrierung', (row) =>
        JSON.stringify(row.payload).includes(id),
      );
      await retryUntilConfirmed(alert, t.common.actions.retry, r.confirmation.title);
      const ours = (await outbox(request, 'registrierung')).filter((row) =>
        JSON.stringify(row.payload).includes(id),
      );
      expect(ours.map((row) => row.id)).toEqual([stored.id]);
    });
  });
}
