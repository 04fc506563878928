import type { Locator, Page } from '@playwright/test';
import { expectNoAxeViolations } from '../../support/axe';
import { expect, test } from '../../support/fixtures';
import { setLanguage } from '../../support/storage';
import { chooseTariff, expectStep, startBooking, TEXT, type Lang } from './helpers';

/*
 * Issue 14, part 5: every field the trip-details form refuses when it is empty carries the
 * required mark for the eye (" *" after the label) and for screen readers (aria-required or the
 * native required, and "(Pflichtfeld)" in its name) - also the flight number, which is required
 * only while "Nach Flugzeit" is chosen.
 */

const REQUIRED = { de: 'Pflichtfeld', en: 'Required' } as const;
const FLIGHT_TIME = { de: 'Nach Flugzeit', en: 'Based on the flight' } as const;
const TIME_KIND = { de: 'Abholzeit', en: 'Pickup time' } as const;

interface Mark {
  label: string;
  required: boolean;
  star: boolean;
}

/** How each control the form marked invalid is labelled: required state and visible star. */
async function marksOfInvalidFields(page: Page): Promise<Mark[]> {
  return page.locator('form [aria-invalid="true"]').evaluateAll((elements) =>
    elements.map((element) => {
      const control = element as HTMLInputElement;
      const label = control.labels?.[0]?.textContent ?? '';
      return {
        label,
        required: control.required || control.getAttribute('aria-required') === 'true',
        star: label.includes('*'),
      };
    }),
  );
}

async function expectMarkedRequired(field: Locator, lang: Lang) {
  await expect(field).toHaveAttribute('aria-required', 'true');
  await expect(field).toHaveAccessibleName(new RegExp(`\\(${REQUIRED[lang]}\\)`));
  const label = await field.evaluate(
    (control) => (control as HTMLInputElement).labels?.[0]?.textContent ?? '',
  );
  expect(label).toContain('*');
}

for (const lang of ['de', 'en'] as const) {
  test.describe(`trip details: required fields are marked (${lang})`, () => {
    test.beforeEach(async ({ page }) => {
      await setLanguage(page, lang);
      await startBooking(page, lang);
      await chooseTariff(page, lang);
    });

    test('every field refused when empty is marked required, for the eye and for screen readers', async ({
      page,
    }) => {
      const text = TEXT[lang];
      await page.getByRole('button', { name: text.next }).click();
      await expectStep(page, lang, 1);
      const marks = await marksOfInvalidFields(page);
      expect(marks.length, 'the empty form has refused fields').toBeGreaterThan(3);
      expect(marks.filter((mark) => !mark.required || !mark.star)).toEqual([]);
    });

    test('the flight number is required while "Nach Flugzeit" is chosen, and marked so', async ({
      page,
    }) => {
      const text = TEXT[lang];
      const flight = page.getByLabel(new RegExp(`^${text.flightNumber}`)).first();
      await page.getByRole('radio', { name: text.fixedTime }).first().check();
      await expect(flight).not.toHaveAttribute('aria-required', 'true');

      await page.getByRole('radio', { name: FLIGHT_TIME[lang] }).first().check();
      await expectMarkedRequired(flight, lang);
      // The choice itself is required too: its group says so, and each option is required.
      const kind = page
        .getByRole('group', { name: new RegExp(`^${TIME_KIND[lang]}.*${REQUIRED[lang]}`) })
        .first();
      await expect(kind).toBeVisible();
      await expect(kind.getByRole('radio', { name: FLIGHT_TIME[lang] })).toHaveAttribute(
        'required',
        '',
      );
      await expectNoAxeViolations(page);

      // Refused when empty, and the refused field is the marked one.
      await flight.fill('');
      await page.getByRole('button', { name: text.next }).click();
      await expect(flight).toHaveAttribute('aria-invalid', 'true');
      expect(
        (await marksOfInvalidFields(page)).filter((mark) => !mark.required || !mark.star),
      ).toEqual([]);

      await page.getByRole('radio', { name: text.fixedTime }).first().check();
      await expect(flight).not.toHaveAttribute('aria-required', 'true');
    });
  });
}
