import { expectNoAxeViolations } from '../../support/axe';
import { expect, test } from '../../support/fixtures';
import { LANGS, open, T } from './helpers';

test.describe.configure({ timeout: 120_000 });

/** Countries in addresses are named in the page's language. */
const COUNTRY = {
  de: { DE: 'Deutschland', CH: 'Schweiz' },
  en: { DE: 'Germany', CH: 'Switzerland' },
} as const;

for (const lang of LANGS) {
  const t = T[lang];
  const g = t.legal;

  test.describe(`legal pages (${lang})`, () => {
    test('privacy names every storage key, the payment provider and the rights', async ({
      page,
    }) => {
      await open(page, '/datenschutz', lang);
      await expect(page.getByRole('heading', { level: 1, name: g.privacy.title })).toBeVisible();
      const storage = page.getByRole('table', { name: g.privacy.storage.caption });
      for (const key of [
        'Buchung',
        'Firma',
        'saferpay',
        'langCode',
        'aktiverTab',
        'firma_session',
      ]) {
        await expect(storage.getByRole('rowheader', { name: key, exact: true })).toBeVisible();
      }
      const row = (key: string) =>
        storage
          .getByRole('row')
          .filter({ has: page.getByRole('rowheader', { name: key, exact: true }) });
      await expect(row('Buchung')).toContainText('sessionStorage');
      await expect(row('Firma')).toContainText('sessionStorage');
      await expect(row('saferpay')).toContainText('sessionStorage');
      await expect(row('langCode')).toContainText('localStorage');
      await expect(row('aktiverTab')).toContainText(/Cookie/);
      await expect(
        page.getByRole('heading', { name: g.privacy.recipients.payment.title }),
      ).toBeVisible();
      await expect(page.getByText(/Saferpay/).first()).toBeVisible();
      await expect(page.getByText(`8005 Zürich, ${COUNTRY[lang].CH}`)).toBeVisible();
      await expect(page.getByRole('heading', { name: g.privacy.rights.title })).toBeVisible();
      await expect(page.getByText(g.privacy.rights.items.erasure)).toBeVisible();
      await expectNoAxeViolations(page);
    });

    test('imprint shows the operator data with placeholders clearly marked', async ({ page }) => {
      await open(page, '/impressum', lang);
      await expect(page.getByRole('heading', { level: 1, name: g.imprint.title })).toBeVisible();
      await expect(page.getByRole('heading', { name: g.imprint.provider })).toBeVisible();
      await expect(page.getByRole('note')).toHaveText(new RegExp(g.placeholder));
      expect(await page.getByText(g.placeholder, { exact: true }).count()).toBeGreaterThan(5);
      await expect(page.getByText('HRB 000000')).toBeVisible();
      await expect(page.getByText(`30159 Hannover, ${COUNTRY[lang].DE}`)).toBeVisible();
      await expectNoAxeViolations(page);
    });

    test('the accessibility statement is linked from the footer', async ({ page }) => {
      await open(page, '/start', lang);
      await page
        .getByRole('contentinfo')
        .getByRole('link', { name: t.layout.footer.accessibility, exact: true })
        .click();
      await expect(page).toHaveURL(/\/barrierefreiheit$/);
      await expect(
        page.getByRole('heading', { level: 1, name: g.accessibility.title }),
      ).toBeVisible();
      await expect(
        page.getByRole('heading', { name: g.accessibility.feedback.title }),
      ).toBeVisible();
      await expectNoAxeViolations(page);
    });
  });
}
