import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../../support/axe';
import { expect, test } from '../../support/fixtures';
import { saveScreenshot, VIEWPORTS } from '../../support/screenshots';
import { setLanguage } from '../../support/storage';
import {
  DEMO_COMPANIES,
  entryPathOf,
  expectTabs,
  loginWithId,
  type DemoCompanyKey,
} from './helpers';

/**
 * The company booking layout per seeded company (spec sections 2 and 6): entry route, tabs,
 * company id / name / name2 (hidden for 100058, joint name for 61817), logos, axe.
 */

const ALL_TABS = ['Neue Buchung', 'Gebuchte Fahrten', 'Kunden', 'Preisabfrage'];

const CASES: {
  key: DemoCompanyKey;
  tabs: string[];
  name: string | null;
  logo: string | null;
  heading: string;
}[] = [
  {
    key: 'vehicleGroup',
    tabs: ALL_TABS,
    name: 'Wolfsmark Fahrzeugwerke AG',
    logo: 'Logo der Fahrzeugwerke-Gruppe',
    heading: 'Fahrgast',
  },
  {
    key: 'plain',
    tabs: ['Neue Buchung', 'Preisabfrage'],
    name: 'Pixelwerk Medien GmbH',
    logo: null,
    heading: 'Fahrgast',
  },
  {
    key: 'privateLike',
    tabs: ['Neue Buchung', 'Preisabfrage'],
    name: null,
    logo: null,
    heading: 'Reiseziel',
  },
  {
    key: 'mtu',
    tabs: ['Neue Buchung', 'Gebuchte Fahrten', 'Kunden'],
    name: 'Turbania Triebwerkstechnik GmbH',
    logo: 'Logo der Triebwerkstechnik-Gruppe',
    heading: 'Strecke',
  },
  {
    key: 'hiddenA',
    tabs: ['Neue Buchung', 'Gebuchte Fahrten', 'Preisabfrage'],
    name: null,
    logo: null,
    heading: 'Fahrgast',
  },
  {
    key: 'reinsurerA',
    tabs: ALL_TABS,
    name: 'Hanseatica & Leinetal Rückversicherungsgruppe',
    logo: null,
    heading: 'Fahrgast',
  },
  {
    key: 'conti',
    tabs: ALL_TABS,
    name: 'Contiflex Reifenwerke GmbH',
    logo: 'Logo der Reifenwerke-Gruppe',
    heading: 'Fahrgast',
  },
];

for (const { key, tabs, name, logo, heading } of CASES) {
  test(`${key} (${DEMO_COMPANIES[key].firmenId}): entry route, tabs, company bar, logo, axe`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const company = DEMO_COMPANIES[key];
    await loginWithId(page, key);
    await expect(page).toHaveURL(new RegExp(`${entryPathOf(key)}$`));
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expectTabs(page, tabs);
    await expect(
      page
        .getByRole('navigation', { name: 'Bereiche des Firmenkontos' })
        .getByRole('link', { name: 'Neue Buchung' }),
    ).toHaveAttribute('aria-current', 'page');

    const bar = page.getByRole('region', { name: 'Ihr Firmenkonto' });
    await expect(bar.getByRole('button', { name: 'Abmelden' })).toBeVisible();
    if (company.alsPrivat) {
      await expect(bar).not.toContainText(String(company.firmenId));
      await expect(bar).not.toContainText(company.name);
    } else {
      await expect(bar.getByTestId('company-id')).toHaveText(String(company.firmenId));
      if (name) await expect(bar).toContainText(name);
      else await expect(bar).not.toContainText(company.name);
      if (name === company.name && company.name2) await expect(bar).toContainText(company.name2);
    }
    if (logo) await expect(bar.getByRole('img', { name: logo })).toBeVisible();
    else await expect(bar.getByRole('img')).toHaveCount(0);

    const stored = await page.evaluate(
      () => JSON.parse(sessionStorage.getItem('Firma') ?? 'null') as { firmenId: number } | null,
    );
    expect(stored?.firmenId).toBe(company.firmenId);
    await expectNoAxeViolations(page);
    await saveScreenshot(page, `company-layout-${key}-1280`);
    await page.setViewportSize(VIEWPORTS.phone);
    await saveScreenshot(page, `company-layout-${key}-390`);
    await expectNoAxeViolations(page);
  });
}

test('the vehicle and travel groups show the group logo listed by /Firma/VWCompanies', async ({
  page,
}) => {
  await loginWithId(page, 'travelGroup');
  await expect(
    page
      .getByRole('region', { name: 'Ihr Firmenkonto' })
      .getByRole('img', { name: 'Logo der Fahrzeugwerke-Gruppe' }),
  ).toBeVisible();
});

for (const { key, language, group, company } of [
  {
    key: 'reinsurerA',
    language: 'de',
    group: 'Hanseatica & Leinetal Rückversicherungsgruppe',
    company: 'Firma',
  },
  {
    key: 'reinsurerB',
    language: 'de',
    group: 'Hanseatica & Leinetal Rückversicherungsgruppe',
    company: 'Firma',
  },
  {
    key: 'reinsurerB',
    language: 'en',
    group: 'Hanseatica & Leinetal Reinsurance Group',
    company: 'Company',
  },
] as const) {
  test(`${DEMO_COMPANIES[key].firmenId} (${language}): the joint reinsurer name comes with the company's own name and name2`, async ({
    page,
  }) => {
    const own = DEMO_COMPANIES[key];
    await setLanguage(page, language);
    await loginWithId(page, key);
    const bar = page.getByRole('region', {
      name: language === 'de' ? 'Ihr Firmenkonto' : 'Your company account',
    });
    await expect(bar.getByRole('definition').filter({ hasText: group })).toBeVisible();
    await expect(
      bar.getByRole('term').filter({ hasText: new RegExp(`^${company}$`) }),
    ).toBeVisible();
    await expect(bar.getByRole('definition').filter({ hasText: own.name })).toHaveText(
      `${own.name}${own.name2}`,
    );
    await expect(bar.getByText(own.name2, { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.setViewportSize(VIEWPORTS.phone);
    await saveScreenshot(page, `company-header-joint-${own.firmenId}-${language}-390`);
  });
}

test('51632 hides the firm name line as well', async ({ page }) => {
  await loginWithId(page, 'hiddenB');
  const bar = page.getByRole('region', { name: 'Ihr Firmenkonto' });
  await expect(bar.getByTestId('company-id')).toHaveText('51632');
  await expect(bar).not.toContainText('Weserbogen');
});

test('the active tab is kept in a cookie and restored on reload and on /buchung', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  await loginWithId(page, 'vehicleGroup');
  const tabs = page.getByRole('navigation', { name: 'Bereiche des Firmenkontos' });
  await tabs.getByRole('link', { name: 'Kunden' }).click();
  await expect(page).toHaveURL(/\/buchung\/kunde$/);
  await expect(tabs.getByRole('link', { name: 'Kunden' })).toHaveAttribute('aria-current', 'page');
  const cookie = (await context.cookies()).find((c) => c.name === 'aktiverTab');
  expect(cookie?.value).toBe('2');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Kunden' })).toBeVisible();
  await expect(tabs.getByRole('link', { name: 'Kunden' })).toHaveAttribute('aria-current', 'page');
  await expect(tabs.getByRole('link', { name: 'Neue Buchung' })).not.toHaveAttribute(
    'aria-current',
    'page',
  );
  await page.goto('/buchung');
  await expect(page).toHaveURL(/\/buchung\/kunde$/);
  await tabs.getByRole('link', { name: 'Preisabfrage' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Preisabfrage' })).toBeVisible();
  await page.goto('/buchung');
  await expect(page).toHaveURL(/\/buchung\/preisabfrage$/);
});

test('a tab the company may not see redirects to the booking entry', async ({ page }) => {
  await loginWithId(page, 'plain');
  await page.goto('/buchung/gebuchte-fahrten');
  await expect(page).toHaveURL(/\/buchung\/neuer-auftrag$/);
  await page.goto('/buchung/kunde');
  await expect(page).toHaveURL(/\/buchung\/neuer-auftrag$/);
});

test('logout clears Buchung and Firma and goes to /', async ({ page }) => {
  await loginWithId(page, 'vehicleGroup');
  await page.evaluate(() => sessionStorage.setItem('Buchung', '{"draft":true}'));
  // Let the entry step finish loading its passenger list: a search still on its way when the
  // session ends is answered 401, which the browser logs as a console error.
  await expect(page.getByRole('button', { name: /als Fahrgast auswählen$/ }).first()).toBeVisible();
  await page.getByRole('button', { name: 'Abmelden' }).click();
  await expect(page).toHaveURL(/\/$/);
  const left = await page.evaluate(() => [
    sessionStorage.getItem('Firma'),
    sessionStorage.getItem('Buchung'),
  ]);
  expect(left).toEqual([null, null]);
  // The server session is gone too: the company area is closed again.
  await page.goto('/buchung/neuer-auftrag');
  await expect(page).toHaveURL(
    /\/start\?weiter=%2Fbuchung%2Fneuer-auftrag&hinweis=anmeldung#firmenlogin$/,
  );
});

/**
 * From a screen's title (its heading and lead) to what follows it, in px; NaN while the screen is
 * still being drawn (a list or a ride arriving replaces what was under the title).
 */
function spaceUnderTitle(page: Page): Promise<number> {
  return page
    .getByRole('heading', { level: 1 })
    .evaluate(
      (h1) => {
        const title = h1.parentElement!;
        let box: Element = title;
        while (!box.nextElementSibling) box = box.parentElement!;
        const below = box.nextElementSibling.getBoundingClientRect().top;
        return Math.round(below - title.lastElementChild!.getBoundingClientRect().bottom);
      },
      undefined,
      { timeout: 5_000 },
    )
    .catch(() => Number.NaN);
}

test('the company screens leave the space under their title that the public pages leave', async ({
  page,
}) => {
  // A company screen is a grid: the title's and the lead's margins added to its gap (56 px).
  for (const viewport of [VIEWPORTS.desktop, VIEWPORTS.phone]) {
    await page.setViewportSize(viewport);
    await page.goto('/kontakt');
    await expect(page.getByRole('heading', { level: 1, name: 'Kontakt' })).toBeVisible();
    const expected = await spaceUnderTitle(page);
    expect(expected).toBeGreaterThan(0);
    if (viewport === VIEWPORTS.desktop) await loginWithId(page, 'vehicleGroup');
    const tabs = page.getByRole('navigation', { name: 'Bereiche des Firmenkontos' });
    for (const tab of ['Gebuchte Fahrten', 'Kunden', 'Preisabfrage']) {
      await page.goto('/buchung');
      await tabs.getByRole('link', { name: tab }).click();
      await expect(page.getByRole('heading', { level: 1, name: tab })).toBeVisible();
      await expect
        .poll(() => spaceUnderTitle(page), { message: `${tab} at ${viewport.width} px` })
        .toBe(expected);
    }
    // A booked ride's page, whose title is wrapped to take the focus.
    await tabs.getByRole('link', { name: 'Gebuchte Fahrten' }).click();
    await page
      .getByRole('link', { name: /^Bearbeiten/ })
      .first()
      .click();
    await expect(page.getByRole('heading', { level: 1, name: /^Buchung / })).toBeVisible();
    // Loaded: while loading, the title is not yet wrapped.
    await expect(page.getByRole('button', { name: 'Ganze Buchung stornieren' })).toBeVisible();
    await expect
      .poll(() => spaceUnderTitle(page), { message: `a ride at ${viewport.width} px` })
      .toBe(expected);
  }
});
