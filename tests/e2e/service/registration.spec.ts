import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../../support/axe';
import { expect, test } from '../../support/fixtures';
import {
  allowKnownCspNoise,
  expectFieldError,
  failOnDialog,
  findInOutbox,
  HOSTILE,
  LANGS,
  literal,
  marker,
  open,
  T,
  tooLong,
} from './helpers';

test.describe.configure({ timeout: 120_000 });

test.beforeEach(({ consoleGuard, page }) => {
  allowKnownCspNoise(consoleGuard);
  failOnDialog(page);
});

for (const lang of LANGS) {
  const t = T[lang];
  const r = t.registration;
  const fields = (page: Page) => {
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
  };

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
      await f.companyName.fill(companyName);
      await f.street.fill('Am Hafen 1');
      await f.postcode.fill('28195');
      await f.city.fill('Bremen');
      await f.companyPhone.fill('0421 123456');
      await f.companyEmail.fill('info@pixelwerk.example');
      await f.vatId.fill('de 123 456 789');
      await expect(f.salutation.locator('option')).not.toHaveCount(1);
      await f.salutation.selectOption({ index: 1 });
      await f.firstName.fill('Greta');
      await f.lastName.fill('Albers');
      await f.email.fill('greta@pixelwerk.example');
      await f.phone.fill('0421 1234567');
      await f.differentBilling.check();
      await f.billingName.fill('Pixelwerk Buchhaltung');
      await f.billingStreet.fill('Postfach 12 34');
      await f.billingPostcode.fill('28001');
      await f.billingCity.fill('Bremen');
      await f.note.fill('Etwa 20 Fahrten pro Monat, meist HAJ und BRE. <b>danke</b> 🙂');
      await f.consent.check();
      await f.submit.click();

      await expect(page.getByRole('heading', { name: r.confirmation.title })).toBeFocused();
      const next = page.getByRole('list').filter({ hasText: r.confirmation.next.review });
      await expect(next.getByRole('listitem')).toHaveCount(3);
      await expect(page.getByText(companyName).first()).toBeVisible();
      await expectNoAxeViolations(page);

      const row = await findInOutbox(request, 'registrierung', (row) =>
        JSON.stringify(row.payload).includes(id),
      );
      expect(row.sprach).toBe(lang);
      expect(row.payload).toMatchObject({
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

      await f.companyName.fill(HOSTILE.script);
      await f.street.fill(HOSTILE.long);
      await f.postcode.fill('ABCDE');
      await f.city.fill(HOSTILE.sql);
      await f.companyEmail.fill('info@@pixelwerk');
      await f.companyPhone.fill('0421 CALL');
      await f.vatId.fill('XX');
      await f.firstName.fill(HOSTILE.emoji);
      await f.note.fill(HOSTILE.long);
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

    test('a server failure keeps the input and offers a retry', async ({
      page,
      request,
      consoleGuard,
    }) => {
      consoleGuard.allow(/Failed to load resource: the server responded with a status of 500/);
      await open(page, '/neukunde', lang);
      const f = fields(page);
      const id = marker('RegRetry');
      await f.companyName.fill(`Lindenhof Events ${id}`);
      await f.street.fill('Lindenallee 5');
      await f.postcode.fill('30159');
      await f.city.fill('Hannover');
      await f.companyPhone.fill('0511 55555');
      await f.companyEmail.fill('events@lindenhof.example');
      await f.firstName.fill('Jonas');
      await f.lastName.fill('Brandt');
      await f.email.fill('jonas@lindenhof.example');
      await f.phone.fill('0511 55556');
      await f.consent.check();
      let fail = true;
      await page.route('**/api/Firma/Neu/', async (route) => {
        if (!fail) return route.continue();
        fail = false;
        await route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({ code: 'internal', message: 'boom' }),
        });
      });
      await f.submit.click();
      const alert = page.getByRole('alert').filter({ hasText: r.errors.sendFailed });
      await expect(alert).toBeVisible();
      await expect(f.companyName).toHaveValue(`Lindenhof Events ${id}`);
      await expect(f.consent).toBeChecked();
      await expectNoAxeViolations(page);
      await alert.getByRole('button', { name: t.common.actions.retry }).click();
      await expect(page.getByRole('heading', { name: r.confirmation.title })).toBeVisible();
      await findInOutbox(request, 'registrierung', (row) =>
        JSON.stringify(row.payload).includes(id),
      );
    });
  });
}
