import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../../support/axe';
import { berlinDay } from '../../support/berlin-day';
import { expect, test } from '../../support/fixtures';
import { VIEWPORTS } from '../../support/screenshots';
import { CALENDAR_TEXT } from '../../support/widgets';
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
  findInOutbox,
  fmt,
  HOSTILE,
  LANGS,
  literal,
  marker,
  open,
  OTHER_LANG,
  setUpServiceSpec,
  switchLanguage,
  T,
  tooLong,
} from './helpers';

setUpServiceSpec();

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
      await f.service('kurier').click(); // the first touch: see the retry test below
      await expect(f.service('kurier')).toBeChecked();
      await fillFields(f.pickup, { street: 'Kastanienweg 8', postcode: '30159', city: 'Hannover' });
      await fillFields(f.delivery, {
        street: 'Flughafenstraße 4',
        postcode: '30855',
        city: 'Langenhagen',
      });
      await fillFields(f, {
        date: berlinDay(2),
        time: '09:30',
        description: `${id} Zwei Aktenordner, ca. 3 kg 📦`,
        company: 'Pixelwerk Medien GmbH',
        lastName: 'Brandt',
        email: 'jonas@example.com',
        phone: '0511 987654',
      });
      await f.consent.check();
      await f.submit.click();

      await expectPrintableConfirmation(page, lang, l.confirmation.title);
      await expect(page.getByText(`${id} Zwei Aktenordner, ca. 3 kg 📦`)).toBeVisible();
      await expectNoAxeViolations(page);
      // The time in the language's clock: 09:30, or 9:30 AM.
      await expect(
        page.getByText(lang === 'de' ? /(^|\D)09:30/ : /(^|\D)9:30\sAM/).first(),
      ).toBeVisible();

      await expectStored(request, 'logistik', lang, id, {
        art: 'logistik',
        leistung: 'kurier',
        name: 'Brandt',
        telefon: '0511 987654',
        datum: berlinDay(2),
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

      // The confirmation stays over a language switch, in the other language, with its
      // reference: the form does not come back, filled in, to be sent twice.
      const reference = await page
        .getByRole('term')
        .filter({ hasText: l.confirmation.reference })
        .locator('+ dd')
        .textContent();
      expect(reference).toMatch(/\S/);
      const other = OTHER_LANG[lang];
      await switchLanguage(page, lang);
      await expectPrintableConfirmation(page, other, T[other].logistics.confirmation.title);
      await expect(page.getByText(reference ?? '', { exact: true })).toBeVisible();
      await expect(page.getByText(`${id} Zwei Aktenordner, ca. 3 kg 📦`)).toBeVisible();
      await expect(
        page.getByText(other === 'de' ? /(^|\D)09:30/ : /(^|\D)9:30\sAM/).first(),
      ).toBeVisible();
      await expect(page.getByRole('button', { name: T[other].logistics.submit })).toHaveCount(0);
      await expectNoAxeViolations(page);
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

      await fillFields(f.pickup, { postcode: '3015', street: HOSTILE.sql });
      await fillFields(f.delivery, { city: HOSTILE.script });
      await fillFields(f, {
        lastName: HOSTILE.emoji,
        email: 'jonas@',
        phone: '---',
        // Typed in the site's language, as the field shows dates.
        date: CALENDAR_TEXT[lang].day(berlinDay(-1)),
        description: HOSTILE.long,
      });
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
      await expect(f.date).toHaveValue(CALENDAR_TEXT[lang].day(berlinDay(-1)));
      await expectNoAxeViolations(page);
    });

    test('one press on send right after typing counts, though the field’s message moves the button (phone)', async ({
      page,
    }) => {
      await page.setViewportSize(VIEWPORTS.phone);
      await open(page, '/logistik', lang);
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
      const f = fields(page);
      await f.phone.fill('abc');
      // Still in the phone field: the press ends on the button, the form is checked as a whole.
      await f.submit.click();
      await expect(
        page.getByRole('group', { name: new RegExp(`^${l.fields.service}`) }),
      ).toHaveAccessibleDescription(t.validation.requiredSelect);
      await expectFieldError(f.phone, t.validation.phone);
      await expect(f.phone).toHaveValue('abc');
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
      // The first touch loads the form's code, which may reset the choice for a moment before
      // the hand-over puts it back (ui/boot-handover.tsx): what counts is that it stays chosen.
      await f.service('fracht').click();
      await expect(f.service('fracht')).toBeChecked();
      for (const [address, street] of [
        [f.pickup, 'Am Hafen 1'],
        [f.delivery, 'Hauptstraße 2'],
      ] as const) {
        await fillFields(address, { street, postcode: '28195', city: 'Bremen' });
      }
      await fillFields(f, {
        date: berlinDay(1),
        description: `${id} Eine Palette`,
        lastName: 'Albers',
        email: 'greta@example.com',
        phone: '0421 123456',
      });
      await f.consent.check();

      await failNextRequest(page, '**/api/NeuKontakt/SendEmail/', {
        status: 503,
        code: 'unavailable',
      });
      await f.submit.click();
      const alert = await expectRetryOffered(page, l.errors.sendFailed);
      await expect(f.description).toHaveValue(`${id} Eine Palette`);
      await retryUntilConfirmed(alert, t.common.actions.retry, l.confirmation.title);
      await findInOutbox(request, 'logistik', (r) => String(r.payload.beschreibung).startsWith(id));
    });
  });
}
