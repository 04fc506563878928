import { expectNoAxeViolations } from '../../support/axe';
import { expect, test } from '../../support/fixtures';
import {
  allowKnownCspNoise,
  expectFieldError,
  expectFieldValid,
  failOnDialog,
  findInOutbox,
  fmt,
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
  const c = t.contact;
  const field = (page: import('@playwright/test').Page) => ({
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
  });

  test.describe(`contact (${lang})`, () => {
    test('sends a message that lands in the outbox, shown as a printable confirmation', async ({
      page,
      request,
    }) => {
      await open(page, '/kontakt', lang);
      await expect(page.getByRole('heading', { level: 1, name: c.title })).toBeVisible();
      await expectNoAxeViolations(page);
      const f = field(page);
      const id = marker('kontakt');
      // Script tags, SQL and emoji are fine inside the message: stored and shown as plain text.
      const message = `${id}: Bitte Abholung eine Stunde später. ${HOSTILE.script} '; DROP TABLE outbox; -- 🚐✈️`;
      await f.firstName.fill('Marlene');
      await f.lastName.fill('Sommerfeld');
      await f.email.fill('marlene@example.com');
      await f.phone.fill('+49 511 123456');
      await f.voucher.fill('trk7p2mq9a');
      await f.subject.fill("Rückfahrt; ' OR 1=1 --");
      await f.message.fill(message);
      await f.consent.check();
      await f.submit.click();

      const confirmation = page.getByRole('heading', { name: c.confirmation.title });
      await expect(confirmation).toBeVisible();
      await expect(confirmation).toBeFocused();
      await expect(page.getByText(message)).toBeVisible();
      await expect(page.getByRole('button', { name: t.common.actions.print })).toBeVisible();
      await expect(f.submit).toHaveCount(0);
      await expectNoAxeViolations(page);

      const row = await findInOutbox(request, 'kontakt', (r) =>
        String(r.payload.nachricht).startsWith(id),
      );
      expect(row.sprach).toBe(lang);
      expect(row.payload).toMatchObject({
        art: 'kontakt',
        vorname: 'Marlene',
        name: 'Sommerfeld',
        email: 'marlene@example.com',
        voucher: 'TRK7P2MQ9A',
        nachricht: message,
        einwilligungDatenschutz: true,
      });
      const reference = await page.getByRole('definition').first().textContent();
      expect(reference?.trim()).toMatch(/\S+/);
    });

    test('empty, malformed, oversized and hostile input get clear errors and keep the input', async ({
      page,
      request,
    }) => {
      await open(page, '/kontakt', lang);
      const f = field(page);

      // Empty
      await f.submit.click();
      await expect(page.getByText(fmt(t.validation.summary_other, { count: 5 }))).toBeVisible();
      await expectFieldError(f.lastName, t.validation.required);
      await expectFieldError(f.email, t.validation.required);
      await expectFieldError(f.subject, t.validation.required);
      await expectFieldError(f.message, t.validation.required);
      await expectFieldError(f.consent, t.validation.consentRequired);
      await expect(f.lastName).toBeFocused();
      await expectNoAxeViolations(page);

      // Malformed
      await f.email.fill('marlene(at)example');
      await f.phone.fill('call me');
      await f.voucher.fill('<b>');
      await f.message.fill('kurz');
      // Oversized and hostile
      await f.lastName.fill(HOSTILE.script);
      await f.firstName.fill(HOSTILE.emoji);
      await f.company.fill(HOSTILE.sql.replace(')', ';'));
      await f.subject.fill(HOSTILE.long);
      await f.submit.click();

      await expectFieldError(f.email, t.validation.invalidEmail);
      await expectFieldError(f.phone, t.validation.phone);
      await expectFieldError(f.voucher, t.validation.voucher);
      await expectFieldError(f.message, fmt(t.validation.tooShort, { min: 10 }));
      await expectFieldError(f.lastName, t.validation.invalidCharacters);
      await expectFieldError(f.firstName, t.validation.invalidCharacters);
      await expectFieldError(f.company, t.validation.invalidCharacters);
      await expectFieldError(f.subject, tooLong(lang, 120));

      await f.message.fill(HOSTILE.long);
      await expectFieldError(f.message, tooLong(lang, 2000));
      await expect(page.getByText(fmt(c.counter, { count: 10000, max: 2000 }))).toBeVisible();

      // Everything typed is still there.
      await expect(f.email).toHaveValue('marlene(at)example');
      await expect(f.phone).toHaveValue('call me');
      await expect(f.lastName).toHaveValue(HOSTILE.script);
      await expect(f.firstName).toHaveValue(HOSTILE.emoji);
      await expect(f.subject).toHaveValue(HOSTILE.long);
      await expect(f.message).toHaveValue(HOSTILE.long);

      // Fixing a field clears its error at once.
      await f.email.fill('marlene@example.com');
      await expectFieldValid(f.email);
      await expectNoAxeViolations(page);

      // Nothing of the rejected input reached the outbox. (Other workers store messages at the
      // same time, so this looks for this test's own values instead of counting.)
      const stored = JSON.stringify(
        await request.get('/api/test/outbox?art=kontakt&limit=500').then((r) => r.json()),
      );
      expect(stored).not.toContain('marlene(at)example');
      expect(stored).not.toContain('call me');
    });

    test('a network failure keeps the input and offers a retry in place', async ({
      page,
      request,
      consoleGuard,
    }) => {
      consoleGuard.allow(/Failed to load resource|net::ERR_FAILED/);
      await open(page, '/kontakt', lang);
      const f = field(page);
      const id = marker('retry');
      await f.lastName.fill('Brandt');
      await f.email.fill('jonas@example.com');
      await f.subject.fill('Rechnung');
      await f.message.fill(`${id} Bitte senden Sie mir die Rechnung erneut.`);
      await f.consent.check();

      let failNext = true;
      await page.route('**/api/NeuKontakt/SendEmail/', async (route) => {
        if (failNext) {
          failNext = false;
          await route.abort('failed');
        } else await route.continue();
      });
      await f.submit.click();
      const alert = page.getByRole('alert').filter({ hasText: t.common.status.offline });
      await expect(alert).toBeVisible();
      await expect(f.lastName).toHaveValue('Brandt');
      await expect(f.message).toHaveValue(`${id} Bitte senden Sie mir die Rechnung erneut.`);
      await expectNoAxeViolations(page);

      await alert.getByRole('button', { name: t.common.actions.retry }).click();
      await expect(page.getByRole('heading', { name: c.confirmation.title })).toBeVisible();
      await findInOutbox(request, 'kontakt', (r) => String(r.payload.nachricht).startsWith(id));
    });
  });
}
