import type { Page } from '@playwright/test';
import { expect, test } from '../../support/fixtures';
import { saveScreenshot } from '../../support/screenshots';
import { setLanguage } from '../../support/storage';
import { startBooking, TEXT, type Lang } from '../private-booking/helpers';

/*
 * WCAG 2.1 reflow (1.4.10): at 320 CSS px, and at 200 % zoom of a 1280 px window (640 px at scale
 * 2), no page scrolls sideways and nothing is cut off: the language switch beside the hotline,
 * the flight board's airport and direction choices, the wizard's step indicator, and the
 * calendar, which opens above its field when there is no room below.
 */

const NARROW = { width: 320, height: 640 };
const ZOOMED = { width: 640, height: 360 };

const SWITCH = { de: 'Sprache wählen', en: 'Choose language' } as const;
const CALENDAR = { de: 'Tag im Kalender wählen', en: 'Choose a day in the calendar' } as const;

/** The text spacing of WCAG 1.4.12 (its bookmarklet), on every page the tab opens. */
function spaceOutText() {
  document.addEventListener('DOMContentLoaded', () => {
    const style = document.createElement('style');
    style.textContent = `* { line-height: 1.5 !important; letter-spacing: 0.12em !important;
      word-spacing: 0.16em !important; } p { margin-bottom: 2em !important; }`;
    document.head.append(style);
  });
}

async function expectNoSidewaysScroll(page: Page, width: number) {
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth, `${page.url()} scroll width`).toBeLessThanOrEqual(width);
}

/**
 * Records the top of every dialog on screen, frame by frame, for half a second from the frame the
 * first one appears in (a click on a loaded machine can take that long); the returned function
 * waits for that and gives the tops (rounded to the pixel).
 */
async function watchTopsOfDialogs(page: Page) {
  await page.evaluate(() => {
    const seen: number[] = [];
    let until = Infinity;
    const frame = () => {
      const dialogs = document.querySelectorAll('[role="dialog"]');
      if (dialogs.length > 0 && until === Infinity) until = performance.now() + 500;
      dialogs.forEach((dialog) => seen.push(Math.round(dialog.getBoundingClientRect().top)));
      if (performance.now() < until) requestAnimationFrame(frame);
      else Object.assign(window, { topsOfDialogs: seen });
    };
    requestAnimationFrame(frame);
  });
  return async () => {
    await page.waitForFunction(() => 'topsOfDialogs' in window);
    return page.evaluate(() => (window as unknown as { topsOfDialogs: number[] }).topsOfDialogs);
  };
}

/** Both language buttons whole on screen. */
async function expectLanguageSwitchInView(page: Page, lang: Lang) {
  const buttons = page.getByRole('group', { name: SWITCH[lang] }).getByRole('button');
  await expect(buttons).toHaveCount(2);
  for (const button of await buttons.all()) await expect(button).toBeInViewport({ ratio: 1 });
}

/** Every radio option whole inside its group's box, its text not cut off either. */
async function expectOptionsUncut(page: Page) {
  const cut = await page.getByRole('radio').evaluateAll((radios) =>
    radios
      .map((radio) => radio.closest('label')!)
      .filter((label) => {
        const box = label.getBoundingClientRect();
        const group = label.parentElement!.getBoundingClientRect();
        return box.right > group.right + 1 || label.scrollWidth > label.clientWidth + 1;
      })
      .map((label) => label.textContent),
  );
  expect(cut, 'options cut off').toEqual([]);
}

for (const lang of ['de', 'en'] as const) {
  for (const [name, viewport, scale] of [
    ['320 px', NARROW, 1],
    ['200 % zoom', ZOOMED, 2],
  ] as const) {
    test.describe(`${lang}, ${name}`, () => {
      test.use({ viewport, deviceScaleFactor: scale });

      test('public pages and a wizard step fit the width, the language switch in view', async ({
        page,
      }) => {
        await setLanguage(page, lang);
        for (const path of ['/start', '/kontakt', '/tracking', '/flugauskunft']) {
          await page.goto(path);
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
          await page.waitForLoadState('networkidle');
          await expectNoSidewaysScroll(page, viewport.width);
          await expectLanguageSwitchInView(page, lang);
        }
        await expectOptionsUncut(page);
        await saveScreenshot(page, `reflow-flugauskunft-${lang}-${viewport.width}`);

        await startBooking(page, lang);
        await expect(page.getByRole('radio', { name: TEXT[lang].shuttle })).toBeVisible();
        await expectNoSidewaysScroll(page, viewport.width);
        await expectLanguageSwitchInView(page, lang);
        await saveScreenshot(page, `reflow-tariff-step-${lang}-${viewport.width}`);
      });
    });
  }

  test(`${lang}: with the text spacing of WCAG 1.4.12 the legal pages' long words fit 320 px`, async ({
    page,
  }) => {
    await page.setViewportSize(NARROW);
    await setLanguage(page, lang);
    await page.addInitScript(spaceOutText);
    for (const path of ['/barrierefreiheit', '/datenschutz', '/befoerderungsbedingungen']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoSidewaysScroll(page, NARROW.width);
    }
  });

  test(`${lang}: the calendar opened above its field is scrolled into view on a small phone`, async ({
    page,
  }) => {
    await page.setViewportSize(NARROW);
    await setLanguage(page, lang);
    await page.goto('/start#buchen');
    await page.waitForLoadState('networkidle');
    const opener = page
      .getByRole('button', { name: lang === 'de' ? /Kalender/ : /calendar/ })
      .first();
    // The field halfway down: too little room for the panel below it, and above it too.
    await opener.evaluate((button) => {
      window.scrollBy(0, button.getBoundingClientRect().top - 300);
    });
    const tops = await watchTopsOfDialogs(page);
    await opener.click();
    const calendar = page.getByRole('dialog', { name: CALENDAR[lang] });
    await expect(calendar).toBeVisible();
    // Its month and the buttons to turn it are on screen.
    await expect(calendar.getByRole('button').first()).toBeInViewport({ ratio: 1 });
    // From its first frame: it is not seen growing above the screen while it opens.
    const seen = await tops();
    expect(seen.length, 'frames seen').toBeGreaterThan(0);
    expect(Math.min(...seen), 'calendar top while it opens').toBeGreaterThanOrEqual(0);
  });
}

test('the price bar keeps to the bottom of a phone, and to its place in a window 256 px low', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await startBooking(page);
  const total = page.getByRole('complementary', { name: 'Ihr Preis' });
  const firstTariff = page.getByRole('radio').first();
  await firstTariff.evaluate((radio) => radio.scrollIntoView({ block: 'start' }));
  await expect(total).toBeInViewport();

  // 400 % zoom of 1280 × 1024: a bar would take a third of the window (WCAG 1.4.10).
  await page.setViewportSize({ width: 320, height: 256 });
  await firstTariff.evaluate((radio) => radio.scrollIntoView({ block: 'start' }));
  await expect(total).not.toBeInViewport();
  await total.scrollIntoViewIfNeeded();
  await expect(total).toBeInViewport();
  await saveScreenshot(page, 'reflow-price-total-320x256');
});

test('with the browser’s text at 200 % the page takes its narrow layout, as it does at 200 % zoom', async ({
  page,
}) => {
  // The browser's font size setting (WCAG 1.4.4), not zoom: px breakpoints never saw it, and
  // the full menu bar ran out of the window at 1280 px.
  await page.setViewportSize({ width: 1280, height: 800 });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Page.setFontSizes', { fontSizes: { standard: 32 } });
  await page.goto('/start');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Menü' })).toBeVisible();
  await expectNoSidewaysScroll(page, 1280);
});
