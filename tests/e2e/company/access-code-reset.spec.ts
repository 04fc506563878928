// Issue 15: "Zugangscode vergessen?" - a company user asks for a reset link on the start page,
// the link arrives by e-mail (the e2e server writes .eml files), the reset page sets a new code
// once, and the company logs in with it. Plus the start page's shortcut to the company login on a
// phone. Each test works on a throwaway copy of a demo company (POST /api/test/companies): a reset
// ends the company's sessions and changes its code, which would disturb specs running beside it.
import type { APIRequestContext, Page } from '@playwright/test';
import { simpleParser } from 'mailparser';
import { expectNoAxeViolations } from '../../support/axe';
import { expect, test } from '../../support/fixtures';
import { saveScreenshot, VIEWPORTS } from '../../support/screenshots';
import { setLanguage } from '../../support/storage';
import { DEMO_COMPANIES } from './helpers';

interface OutboxRow {
  id: number;
  art: string;
  empfaenger: string;
  status: string;
}

const TEXT = {
  de: {
    login: 'Firmenkunden-Login',
    forgot: 'Zugangscode vergessen?',
    field: /^Kundennummer oder E-Mail-Adresse/,
    request: 'Link anfordern',
    sent: /Wenn wir ein Firmenkonto mit dieser Angabe führen/,
    subject: 'Neuen Zugangscode festlegen',
    title: 'Neuen Zugangscode festlegen',
    code: /^Neuer Zugangscode/,
    repeat: /^Neuen Zugangscode wiederholen/,
    save: 'Zugangscode speichern',
    tooShort: 'Der Zugangscode ist zu kurz',
    mismatch: 'Die beiden Eingaben stimmen nicht überein.',
    done: /Ihr neuer Zugangscode ist gespeichert/,
    toLogin: 'Zum Firmenkunden-Login',
    spent: /Dieser Link ist ungültig, abgelaufen oder wurde bereits verwendet/,
    id: /^Kundennummer/,
    accessCode: /^Zugangscode/,
    signIn: 'Anmelden',
    wrong: /Die Anmeldung ist fehlgeschlagen/,
  },
  en: {
    login: 'Corporate customer login',
    forgot: 'Forgot your access code?',
    field: /^Customer number or email address/,
    request: 'Request link',
    sent: /If we have a company account with these details/,
    subject: 'Set a new access code',
    title: 'Set a new access code',
    code: /^New access code/,
    repeat: /^Repeat new access code/,
    save: 'Save access code',
    tooShort: 'The access code is too short',
    mismatch: 'The two entries do not match.',
    done: /Your new access code has been saved/,
    toLogin: 'Go to corporate customer login',
    spent: /This link is invalid, has expired or has already been used/,
    id: /^Customer number/,
    accessCode: /^Access code/,
    signIn: /^(Sign in|Log in)$/,
    wrong: /Sign-in failed|sign-in failed|check your details/i,
  },
} as const;

/** A fresh company like the demo company without lists (70003), with its own id and e-mail. */
async function throwawayCompany(request: APIRequestContext, zugangscode: string) {
  const response = await request.post('/api/test/companies', {
    data: { vorlage: DEMO_COMPANIES.plain.firmenId, zugangscode },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as { firmenId: number; email: string };
}

/** The reset link of the newest mail to `to`, once the mail worker has delivered it. */
async function resetLinkSentTo(page: Page, to: string, subject: string): Promise<string> {
  let row: OutboxRow | undefined;
  await expect
    .poll(
      async () => {
        const rows = (await (
          await page.request.get('/api/test/outbox?limit=100&art=zugangscode')
        ).json()) as OutboxRow[];
        row = rows.find((candidate) => candidate.empfaenger === to);
        return row?.status;
      },
      { timeout: 20_000 },
    )
    .toBe('sent');
  const eml = await page.request.get(`/api/test/outbox/${row!.id}/eml`);
  const mail = await simpleParser(await eml.body());
  expect(mail.subject).toBe(subject);
  expect(mail.to && 'text' in mail.to ? mail.to.text : '').toContain(to);
  const link = /https?:\/\/\S+\/zugangscode-zuruecksetzen\?token=[A-Za-z0-9_-]+/.exec(
    mail.text ?? '',
  );
  expect(link, 'reset link in the mail').not.toBeNull();
  const url = new URL(link![0]);
  return `${url.pathname}${url.search}`;
}

for (const language of ['de', 'en'] as const) {
  const t = TEXT[language];

  test(`${language}: forgotten access code - request a link, set a new code once, log in with it`, async ({
    page,
    consoleGuard,
  }) => {
    consoleGuard.allow(/Failed to load resource: the server responded with a status of (401|404)/);
    const oldCode = `Alter-Code-${language}-1`;
    const newCode = `Neuer-Code-${language}-2025`;
    const company = await throwawayCompany(page.request, oldCode);
    await setLanguage(page, language);
    await page.goto('/start');
    const login = page.getByRole('region', { name: t.login });

    // Ask for the link with the login e-mail; a bad value is refused at the field first.
    const toggle = login.getByRole('button', { name: t.forgot });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const field = login.getByRole('textbox', { name: t.field });
    await expect(field).toBeFocused();
    await field.fill('keine adresse');
    await login.getByRole('button', { name: t.request }).click();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await field.fill(company.email.toUpperCase());
    await login.getByRole('button', { name: t.request }).click();
    await expect(login.getByRole('status')).toHaveText(t.sent);
    await expect(login.getByRole('status')).toBeFocused();
    await expectNoAxeViolations(page, { include: '#firmenlogin' });

    // The mail's link opens the reset page.
    const link = await resetLinkSentTo(page, company.email, t.subject);
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
    await expectNoAxeViolations(page);
    // A second tab opens the same link while it is still unused.
    const second = await page.context().newPage();
    await second.goto(link);
    await expect(second.getByLabel(t.code)).toBeVisible();
    const code = page.getByLabel(t.code);
    const repeat = page.getByLabel(t.repeat);
    await code.fill('kurz-1');
    await repeat.fill('anders-1');
    await page.getByRole('button', { name: t.save }).click();
    await expect(code).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText(t.tooShort)).toBeVisible();
    await expect(page.getByText(t.mismatch)).toBeVisible();
    await code.fill(newCode);
    await repeat.fill(newCode);
    await page.getByRole('button', { name: t.save }).click();
    await expect(page.getByRole('status')).toContainText(t.done);
    await expectNoAxeViolations(page);
    await saveScreenshot(page, `access-code-reset-done-${language}`);

    // The link works once: sent again from the second tab, it is refused; opened again, it says
    // so at once, before a code is typed.
    await second.getByLabel(t.code).fill('Dritter-Code-99');
    await second.getByLabel(t.repeat).fill('Dritter-Code-99');
    await second.getByRole('button', { name: t.save }).click();
    await expect(second.getByRole('alert')).toHaveText(t.spent);
    await expect(second.getByRole('alert')).toBeFocused();
    await second.close();
    await page.goto(link);
    await expect(page.getByRole('alert')).toHaveText(t.spent);
    await expect(page.getByLabel(t.code)).toHaveCount(0);

    // The old code is refused, the new one logs in.
    await page.goto('/start#firmenlogin');
    await login.getByRole('textbox', { name: t.id }).fill(String(company.firmenId));
    await login.getByLabel(t.accessCode).fill(oldCode);
    await login.getByRole('button', { name: t.signIn }).click();
    await expect(login.getByRole('alert')).toHaveText(t.wrong);
    await login.getByLabel(t.accessCode).fill(newCode);
    await login.getByRole('button', { name: t.signIn }).click();
    await expect(page).toHaveURL(/\/buchung\/neuer-auftrag$/);
  });
}

test('an unknown e-mail gets the same answer and no mail', async ({ page }) => {
  await page.goto('/start');
  const login = page.getByRole('region', { name: TEXT.de.login });
  await login.getByRole('button', { name: TEXT.de.forgot }).click();
  await login.getByRole('textbox', { name: TEXT.de.field }).fill('niemand-hier@example.org');
  await login.getByRole('button', { name: TEXT.de.request }).click();
  await expect(login.getByRole('status')).toHaveText(TEXT.de.sent);
  const rows = (await (await page.request.get('/api/test/outbox?limit=100')).json()) as OutboxRow[];
  expect(rows.filter((row) => row.empfaenger === 'niemand-hier@example.org')).toEqual([]);
});

test('a reset page without a valid link says so and leads to a new request', async ({ page }) => {
  await page.goto('/zugangscode-zuruecksetzen?token=abc');
  await expect(page.getByRole('alert')).toHaveText(TEXT.de.spent);
  await page.getByRole('link', { name: 'Neuen Link anfordern' }).click();
  await expect(page.getByRole('region', { name: TEXT.de.login })).toBeFocused();
  await expectNoAxeViolations(page);
});

for (const [language, viewport] of [
  ['de', VIEWPORTS.phone],
  ['en', VIEWPORTS.phone],
  ['de', VIEWPORTS.desktop],
] as const) {
  test(`${language} at ${viewport.width} px: the shortcut at the top jumps to the company login and focuses it`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await setLanguage(page, language);
    await page.goto('/start');
    const t = TEXT[language];
    const shortcut = page.getByRole('link', { name: t.toLogin });
    await expect(shortcut).toBeInViewport();
    const login = page.getByRole('region', { name: t.login });
    // On a phone the login starts far below the first screen.
    if (viewport.width < 576) await expect(login).not.toBeInViewport();
    await shortcut.click();
    await expect(login).toBeFocused();
    await expect(login.getByRole('heading', { name: t.login })).toBeInViewport();
    await expect(page).toHaveURL(/#firmenlogin$/);
    await page.evaluate(() => window.scrollTo(0, 0));
    await saveScreenshot(page, `start-company-shortcut-${language}-${viewport.width}`);
    await expectNoAxeViolations(page);
  });
}
