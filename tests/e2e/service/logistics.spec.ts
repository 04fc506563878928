import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../../support/axe';
import { expect, test } from '../../support/fixtures';
import {
  allowKnownCspNoise,
  expectFieldError,
  failOnDialog,
  findInOutbox,
  fmt,
  HOSTILE,
  LANGS,
  literal,
  marker,
  open,
  T,
  todayBerlin,
  tooLong,
} from './helpers';

test.describe.configure({ timeout: 120_000 });

test.beforeEach(({ consoleGuard, page }) => {
  allowKnownCspNoise(consoleGuard);
  failOnDialog(page);
});

for (const lang of LANGS) {
  const t = T[lang];
  const l = t.logistics;
  const fields = (page: Page) => {
    const group = (legend: string) => page.getByRole('group', { name: legend, exact: true });
    const address = (legend: string) => ({
      street: group(legend).getByRole('textbox', { name: literal(t.common.fields.street) }),
      postcode: group(legend).getByRole('textbox', { name: literal(t.common.fields.postcode) }),
      city: group(legend).getByRole('textbox', { name: literal(t.common.fields.city) }),
    });
    return {
      service: (key: 'kurier' | 'gepaeck' | 'fracht' | 'sonstiges') =>
        page.getByRole('radio', { name: new RegExp(`^${l.services[key].title}`) }),
      pickup: address(l.sections.pickup),
      delivery: address(l.sections.delivery),
      date: page.getByLabel(literal(l.fields.date)),
      time: page.getByLabel(literal(l.fields.time)),
      description: page.getByRole('textbox', { name: literal(l.fields.description) }),
      company: page.getByRole('textbox', { name: literal(l.fields.company) }),
      lastName: page.getByRole('textbox', { name: literal(t.common.fields.lastName) }),
      email: page.getByRole('textbox', { name: literal(t.common.fields.email) }),
      phone: page.getByRole('textbox', { name: literal(t.common.fields.phone) }),
      consent: page.getByRole('checkbox'),
      submit: page.getByRole('button', { name: l.submit }),
    };
  };

  test.describe(`logistics (${lang})`, () => {
    test('a request is stored in the outbox and confirmed', async ({ page, request }) => {
      await open(page, '/logistik', lang);
      await expect(page.getByRole('heading', { level: 1, name: l.title })).toBeVisible();
      await expectNoAxeViolations(page);
      const f = fields(page);
      const id = marker('logistik');
      await f.service('kurier').check();
      await f.pickup.street.fill('Kastanienweg 8');
      await f.pickup.postcode.fill('30159');
      await f.pickup.city.fill('Hannover');
      await f.delivery.street.fill('Flughafenstraße 4');
      await f.delivery.postcode.fill('30855');
      await f.delivery.city.fill('Langenhagen');
      await f.date.fill(todayBerlin(2));
      await f.time.fill('09:30');
      await f.description.fill(`${id} Zwei Aktenordner, ca. 3 kg 📦`);
      await f.company.fill('Pixelwerk Medien GmbH');
      await f.lastName.fill('Brandt');
      await f.email.fill('jonas@example.com');
      await f.phone.fill('0511 987654');
      await f.consent.check();
      await f.submit.click();

      await expect(page.getByRole('heading', { name: l.confirmation.title })).toBeFocused();
      await expect(page.getByText(`${id} Zwei Aktenordner, ca. 3 kg 📦`)).toBeVisible();
      await expect(page.getByRole('button', { name: t.common.actions.print })).toBeVisible();
      await expectNoAxeViolations(page);

      const row = await findInOutbox(request, 'logistik', (r) =>
        String(r.payload.beschreibung).startsWith(id),
      );
      expect(row.sprach).toBe(lang);
      expect(row.payload).toMatchObject({
        art: 'logistik',
        leistung: 'kurier',
        name: 'Brandt',
        telefon: '0511 987654',
        datum: todayBerlin(2),
        zeit: '09:30',
        abholAdresse: { strasse: 'Kastanienweg 8', plz: '30159', ort: 'Hannover', ortsteil: '' },
        zielAdresse: {
          strasse: 'Flughafenstraße 4',
          plz: '30855',
          ort: 'Langenhagen',
          ortsteil: '',
        },
        einwilligungDatenschutz: true,
      });
    });

    test('empty, malformed, oversized and hostile input get clear errors and keep the input', async ({
      page,
    }) => {
      await open(page, '/logistik', lang);
      const f = fields(page);
      await f.submit.click();
      await expect(page.getByText(fmt(t.validation.summary_other, { count: 13 }))).toBeVisible();
      await expect(
        page.getByRole('group', { name: new RegExp(`^${l.fields.service}`) }),
      ).toHaveAccessibleDescription(t.validation.requiredSelect);
      await expectFieldError(f.pickup.street, t.validation.required);
      await expectFieldError(f.delivery.postcode, t.validation.required);
      await expectFieldError(f.date, t.validation.required);
      await expectFieldError(f.consent, t.validation.consentRequired);
      await expectNoAxeViolations(page);

      await f.pickup.postcode.fill('3015');
      await f.delivery.city.fill(HOSTILE.script);
      await f.pickup.street.fill(HOSTILE.sql);
      await f.lastName.fill(HOSTILE.emoji);
      await f.email.fill('jonas@');
      await f.phone.fill('---');
      await f.date.fill(todayBerlin(-1));
      await f.description.fill(HOSTILE.long);
      await f.submit.click();

      await expectFieldError(f.pickup.postcode, t.validation.postcode);
      await expectFieldError(f.delivery.city, t.validation.invalidCharacters);
      await expectFieldError(f.pickup.street, t.validation.invalidCharacters);
      await expectFieldError(f.lastName, t.validation.invalidCharacters);
      await expectFieldError(f.email, t.validation.invalidEmail);
      await expectFieldError(f.phone, t.validation.phone);
      await expectFieldError(f.date, t.validation.pastDate);
      await expectFieldError(f.description, tooLong(lang, 2000));

      await expect(f.delivery.city).toHaveValue(HOSTILE.script);
      await expect(f.pickup.street).toHaveValue(HOSTILE.sql);
      await expect(f.description).toHaveValue(HOSTILE.long);
      await expect(f.date).toHaveValue(todayBerlin(-1));
      await expectNoAxeViolations(page);
    });

    test('a server failure keeps the input and offers a retry', async ({
      page,
      request,
      consoleGuard,
    }) => {
      consoleGuard.allow(/Failed to load resource: the server responded with a status of 503/);
      await open(page, '/logistik', lang);
      const f = fields(page);
      const id = marker('logistik-retry');
      await f.service('fracht').check();
      for (const [address, street] of [
        [f.pickup, 'Am Hafen 1'],
        [f.delivery, 'Hauptstraße 2'],
      ] as const) {
        await address.street.fill(street);
        await address.postcode.fill('28195');
        await address.city.fill('Bremen');
      }
      await f.date.fill(todayBerlin(1));
      await f.description.fill(`${id} Eine Palette`);
      await f.lastName.fill('Albers');
      await f.email.fill('greta@example.com');
      await f.phone.fill('0421 123456');
      await f.consent.check();

      let fail = true;
      await page.route('**/api/NeuKontakt/SendEmail/', async (route) => {
        if (!fail) return route.continue();
        fail = false;
        await route.fulfill({
          status: 503,
          contentType: 'application/json',
          body: JSON.stringify({ code: 'unavailable', message: 'down' }),
        });
      });
      await f.submit.click();
      const alert = page.getByRole('alert').filter({ hasText: l.errors.sendFailed });
      await expect(alert).toBeVisible();
      await expect(f.description).toHaveValue(`${id} Eine Palette`);
      await alert.getByRole('button', { name: t.common.actions.retry }).click();
      await expect(page.getByRole('heading', { name: l.confirmation.title })).toBeVisible();
      await findInOutbox(request, 'logistik', (r) => String(r.payload.beschreibung).startsWith(id));
    });
  });
}
