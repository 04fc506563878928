import { expectNoAxeViolations } from '../../support/axe';
import { expect, test } from '../../support/fixtures';
import { allowKnownCspNoise, LANGS, open, T } from './helpers';

test.describe.configure({ timeout: 120_000 });

test.beforeEach(({ consoleGuard }) => allowKnownCspNoise(consoleGuard));

for (const lang of LANGS) {
  const t = T[lang];
  const s = t.start;

  test.describe(`start page (${lang})`, () => {
    test('booking entry and company login, services, airports and the service office', async ({
      page,
    }) => {
      await open(page, '/', lang);
      await expect(page.getByRole('heading', { level: 1, name: s.hero.title })).toBeVisible();
      await expect(page.locator('#buchen')).toBeVisible();
      await expect(
        page.getByRole('heading', { level: 2, name: t.companyLogin.title }),
      ).toBeVisible();

      const services = page.getByRole('region', { name: s.services.title });
      for (const [key, path] of [
        ['flightInfo', '/flugauskunft'],
        ['tracking', '/tracking'],
        ['logistics', '/logistik'],
        ['registration', '/neukunde'],
        ['contact', '/kontakt'],
      ] as const) {
        await expect(services.getByRole('link', { name: s.services[key].title })).toHaveAttribute(
          'href',
          path,
        );
      }

      const airports = page.getByRole('region', { name: s.airports.title });
      for (const code of ['HAJ', 'BRE', 'HAM', 'BER'] as const) {
        await expect(
          airports.getByRole('heading', { name: new RegExp(t.common.airports[code]) }),
        ).toBeVisible();
        await expect(
          airports.getByRole('link', {
            name: s.airports.arrivals.replace('{{airport}}', t.common.airports[code]),
          }),
        ).toHaveAttribute('href', `/flugauskunft?flughafen=${code}&art=ankunft`);
      }

      const office = page.getByRole('region', { name: s.office.title });
      await expect(office).toHaveAttribute('id', 'servicebuero');
      await expect(office.getByRole('link', { name: /0800/ })).toHaveAttribute(
        'href',
        /^tel:\+\d+$/,
      );
      await expect(office.getByRole('heading', { name: s.office.hoursTitle })).toBeVisible();
      await expect(office.getByRole('term')).toHaveCount(3);
      await expectNoAxeViolations(page);
    });

    test('the header’s Service link leads to #servicebuero', async ({ page }) => {
      await open(page, '/kontakt', lang);
      await page
        .getByRole('navigation', { name: t.layout.nav.label })
        .getByRole('link', { name: t.layout.nav.service, exact: true })
        .click();
      await expect(page).toHaveURL(/\/start#servicebuero$/);
      const office = page.locator('#servicebuero');
      await expect(office).toBeInViewport();
      await expect(office).toBeFocused();
    });

    test('opened at #servicebuero, the header marks Service as the current page', async ({
      page,
    }) => {
      // The prerendered page cannot know the hash; the app must correct the mark once it runs.
      await open(page, '/start#servicebuero', lang);
      const nav = page.getByRole('navigation', { name: t.layout.nav.label });
      await expect(
        nav.getByRole('link', { name: t.layout.nav.service, exact: true }),
      ).toHaveAttribute('aria-current', 'page');
      await expect(
        nav.getByRole('link', { name: t.layout.nav.start, exact: true }),
      ).not.toHaveAttribute('aria-current', 'page');
    });

    test('the entry forms sit side by side on a desktop and stack on a phone', async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      await open(page, '/start', lang);
      const entry = page.locator('#buchen');
      const login = page.getByRole('region', { name: t.companyLogin.title });
      await expect(login).toBeVisible();
      let a = await entry.boundingBox();
      let b = await login.boundingBox();
      expect(Math.abs((a?.y ?? 0) - (b?.y ?? 0))).toBeLessThan(40);
      expect(b?.x ?? 0).toBeGreaterThan((a?.x ?? 0) + (a?.width ?? 0) - 1);

      await page.setViewportSize({ width: 390, height: 844 });
      a = await entry.boundingBox();
      b = await login.boundingBox();
      expect(b?.y ?? 0).toBeGreaterThan((a?.y ?? 0) + (a?.height ?? 0) - 1);
      await expectNoAxeViolations(page);
    });
  });
}
