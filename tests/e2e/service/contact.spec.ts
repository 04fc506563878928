import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../../support/axe';
import { expect, test } from '../../support/fixtures';
import {
  expectRetryOffered,
  failNextRequest,
  fillFields,
  retryUntilConfirmed,
} from '../../support/service-forms';
import {
  expectFieldError,
  expectFieldValid,
  expectPrintableConfirmation,
  expectStored,
  findInOutbox,
  contactFields,
  fmt,
  HOSTILE,
  LANGS,
  marker,
  open,
  outbox,
  setUpServiceSpec,
  T,
  tooLong,
} from './helpers';

setUpServiceSpec();

for (const lang of LANGS) {
  const t = T[lang];
  const c = t.contact;
  const field = (page: Page) => contactFields(page, lang);

  /** The contact page with a valid message, marked `<prefix>-...` to find it in the outbox. */
  async function fillValidMessage(page: Page, prefix: string) {
    await open(page, '/kontakt', lang);
    const f = field(page);
    const id = marker(prefix);
    await fillFields(f, {
      lastName: 'Brandt',
      email: 'jonas@example.com',
      subject: 'Rechnung',
      message: `${id} Bitte senden Sie mir die Rechnung erneut.`,
    });
    await f.consent.check();
    return { f, id };
  }

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
      await fillFields(f, {
        firstName: 'Marlene',
        lastName: 'Sommerfeld',
        email: 'marlene@example.com',
        phone: '+49 511 123456',
        voucher: 'trk7p2mq9a',
        subject: "Rückfahrt; ' OR 1=1 --",
        message,
      });
      await f.consent.check();
      await f.submit.click();

      await expectPrintableConfirmation(page, lang, c.confirmation.title);
      await expect(page.getByText(message)).toBeVisible();
      await expect(f.submit).toHaveCount(0);
      await expectNoAxeViolations(page);

      await expectStored(request, 'kontakt', lang, id, {
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

      await fillFields(f, {
        // Malformed
        email: 'marlene(at)example',
        phone: 'call me',
        voucher: '<b>',
        message: 'kurz',
        // Oversized and hostile
        lastName: HOSTILE.script,
        firstName: HOSTILE.emoji,
        company: HOSTILE.sql.replace(')', ';'),
        subject: HOSTILE.long,
      });
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
      const { f, id } = await fillValidMessage(page, 'retry');

      await failNextRequest(page, '**/api/NeuKontakt/SendEmail/', 'abort');
      await f.submit.click();
      const alert = await expectRetryOffered(page, t.common.status.offline);
      await expect(f.lastName).toHaveValue('Brandt');
      await expect(f.message).toHaveValue(`${id} Bitte senden Sie mir die Rechnung erneut.`);
      await expectNoAxeViolations(page);

      await retryUntilConfirmed(alert, t.common.actions.retry, c.confirmation.title);
      await findInOutbox(request, 'kontakt', (r) => String(r.payload.nachricht).startsWith(id));
    });

    test('a double click on "send" after a failed try stays on the confirmation, sent once', async ({
      page,
      request,
      consoleGuard,
    }) => {
      consoleGuard.allow(/Failed to load resource|net::ERR_FAILED/);
      const { f, id } = await fillValidMessage(page, 'dbl');
      await failNextRequest(page, '**/api/NeuKontakt/SendEmail/', 'abort');
      await f.submit.click();
      await expectRetryOffered(page, t.common.status.offline);
      // The confirmation is shorter than the form with its message: the footer moves up under
      // the pointer between the two clicks.
      await f.submit.dblclick();
      await expect(page.getByRole('heading', { name: c.confirmation.title })).toBeVisible();
      await expect(page).toHaveURL(/\/kontakt$/);
      const ours = (await outbox(request, 'kontakt')).filter((r) =>
        String(r.payload.nachricht).startsWith(id),
      );
      expect(ours).toHaveLength(1);
    });

    test('an answer lost on the way: the retry stores the message once and shows its reference', async ({
      page,
      request,
      consoleGuard,
    }) => {
      consoleGuard.allow(/Failed to load resource|net::ERR_CONNECTION_RESET/);
      const { f, id } = await fillValidMessage(page, 'lost');

      await failNextRequest(page, '**/api/NeuKontakt/SendEmail/', 'lostAnswer');
      await f.submit.click();
      const alert = await expectRetryOffered(page, t.common.status.offline);
      const stored = await findInOutbox(request, 'kontakt', (r) =>
        String(r.payload.nachricht).startsWith(id),
      );
      await retryUntilConfirmed(alert, t.common.actions.retry, c.confirmation.title);
      const ours = (await outbox(request, 'kontakt')).filter((r) =>
        String(r.payload.nachricht).startsWith(id),
      );
      expect(ours.map((r) => r.id)).toEqual([stored.id]);
      await expect(page.getByRole('definition').first()).toHaveText(
        `KON-${String(stored.id).padStart(6, '0')}`,
      );
    });

    test('too many messages from one address (429) says so, keeps the input and retries in place', async ({
      page,
      request,
      consoleGuard,
    }) => {
      consoleGuard.allow(/status of 429/);
      await open(page, '/kontakt', lang);
      const f = field(page);
      const id = marker('throttled');
      await fillFields(f, {
        lastName: 'Brandt',
        email: 'jonas@example.com',
        subject: 'Rechnung',
        message: `${id} Bitte rufen Sie mich zurück.`,
      });
      await f.consent.check();

      // The server's per-address limit of anonymous writes (a real one is far above what a test sends).
      await failNextRequest(page, '**/api/NeuKontakt/SendEmail/', {
        status: 429,
        code: 'tooManyRequests',
      });
      await f.submit.click();
      const alert = await expectRetryOffered(page, c.errors.throttled);
      await expect(f.message).toHaveValue(`${id} Bitte rufen Sie mich zurück.`);
      await expectNoAxeViolations(page);

      await retryUntilConfirmed(alert, t.common.actions.retry, c.confirmation.title);
      await findInOutbox(request, 'kontakt', (r) => String(r.payload.nachricht).startsWith(id));
    });
  });
}
