import type { Locator, Page } from '@playwright/test';
import { expectNoAxeViolations } from '../../support/axe';
import { expect, test } from '../../support/fixtures';
import { VIEWPORTS } from '../../support/screenshots';
import { setLanguage } from '../../support/storage';
import {
  chooseTariff,
  expectStep,
  fillTripDetails,
  startBooking,
  TEXT,
  type Lang,
} from './helpers';

/*
 * Issue 14, part 5, on a phone (390 px): the price total stays in view while a step is filled
 * in, the step indicator keeps to one line, and a long e-mail address in the summary wraps at
 * sensible points (after "@", before a dot), never in the middle of a name.
 */
const LONG_EMAIL = 'alexandra.mustermannschulze@reisebueronordlicht.example';
const LONG_STREET = 'Donaudampfschifffahrtsgesellschaftskapitänsweg 12';
const EMAIL_LABEL = { de: 'E-Mail-Adresse', en: 'Email address' } as const;
/** The travellers, named as on the tracking page and in the company area. */
const PASSENGERS_LABEL = { de: /^Fahrgäste$/, en: /^Passengers$/ } as const;

/** The total's sum line in the price aside. */
const totalOf = (page: Page, lang: Lang) =>
  page.getByRole('complementary').getByText(TEXT[lang].total);

/**
 * The step indicator keeps to one line, and its numbers alone (a phone shows no names) tell the
 * current step from the ones done and the ones to come.
 */
async function expectIndicator(page: Page, current: number) {
  const steps = page.getByRole('navigation').locator('ol > li');
  const tops = await steps.evaluateAll((items) =>
    items.map((item) => Math.round(item.getBoundingClientRect().top)),
  );
  expect(tops.length).toBe(5);
  expect(new Set(tops).size, `step indicator items at ${tops.join(', ')}`).toBe(1);
  const looks = await steps.evaluateAll((items) =>
    items.map((item) => {
      const style = getComputedStyle(item.querySelector('.p-steps-number')!);
      return `${style.backgroundColor} ${style.color} ${style.borderColor}`;
    }),
  );
  const others = looks.filter((_, index) => index !== current);
  expect(others, `step ${current + 1} looks like no other`).not.toContain(looks[current]);
  if (current > 0 && current < 4)
    expect(looks[0], 'a step done looks unlike a step to come').not.toBe(looks[4]);
}

async function expectAboveTheBar(page: Page, lang: Lang, field: Locator) {
  const box = (await field.boundingBox())!;
  const bar = (await page.getByRole('complementary').boundingBox())!;
  await expect(totalOf(page, lang)).toBeInViewport();
  expect(box.y + box.height, 'the field is not hidden under the total').toBeLessThanOrEqual(
    bar.y + 1,
  );
}

/** Characters after which an e-mail address may wrap (or before a dot). */
async function breaksInside(text: Locator): Promise<string[]> {
  return text.evaluate((element) => {
    const node = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    const chars: { char: string; top: number }[] = [];
    for (let current = node.nextNode(); current; current = node.nextNode()) {
      const value = current.textContent ?? '';
      for (let i = 0; i < value.length; i++) {
        const range = document.createRange();
        range.setStart(current, i);
        range.setEnd(current, i + 1);
        const rect = range.getClientRects()[0];
        if (rect) chars.push({ char: value[i]!, top: Math.round(rect.top) });
      }
    }
    const breaks: string[] = [];
    for (let i = 1; i < chars.length; i++) {
      if (chars[i]!.top > chars[i - 1]!.top + 2)
        breaks.push(`${chars[i - 1]!.char}|${chars[i]!.char}`);
    }
    return breaks;
  });
}

for (const lang of ['de', 'en'] as const) {
  test(`phone (390 px): total in view, step indicator on one line with the current step marked, e-mail wraps at sensible points (${lang})`, async ({
    page,
  }) => {
    await setLanguage(page, lang);
    await page.setViewportSize(VIEWPORTS.phone);
    const text = TEXT[lang];
    await startBooking(page, lang);
    await expectIndicator(page, 0);
    await chooseTariff(page, lang);
    await expectIndicator(page, 1);

    // A long form: the total is in view at its top and while a field far down is filled in.
    await expect(totalOf(page, lang)).toBeInViewport();
    await fillTripDetails(page, lang);
    await page.getByLabel(new RegExp(`^${text.email}`)).fill(LONG_EMAIL);
    // One long word wraps inside its card: the page must not become wider than the phone.
    await page.getByLabel(new RegExp(`^${text.street}`)).fill(LONG_STREET);
    const flight = page.getByLabel(new RegExp(`^${text.flightNumber}`)).first();
    await flight.focus();
    await expectAboveTheBar(page, lang, flight);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: text.next }).click();
    await expectStep(page, lang, 2);
    await expectIndicator(page, 2);
    await page.getByRole('button', { name: text.next }).click();
    await expectStep(page, lang, 3);
    await expectIndicator(page, 3);
    await expect(totalOf(page, lang)).toBeInViewport();

    // The summary's e-mail row: it wraps, but only after "@" or before a dot.
    const email = page.getByRole('definition').filter({ hasText: LONG_EMAIL.slice(0, 20) });
    await expect(email).toHaveText(LONG_EMAIL);
    const breaks = await breaksInside(email);
    expect(breaks.length, 'the long address wraps on a phone').toBeGreaterThan(0);
    expect(breaks.filter((at) => !at.startsWith('@|') && !at.endsWith('|.'))).toEqual([]);
    await expect(page.getByRole('term').filter({ hasText: EMAIL_LABEL[lang] })).toBeVisible();
    await expect(page.getByRole('term').filter({ hasText: PASSENGERS_LABEL[lang] })).toBeVisible();
    await expect(page.getByRole('definition').filter({ hasText: LONG_STREET })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      VIEWPORTS.phone.width,
    );
    await expectNoAxeViolations(page);
  });
}
