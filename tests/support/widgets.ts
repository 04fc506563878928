import { expect, type Locator } from '@playwright/test';

/*
 * Operating the app's PrimeReact widgets the way a keyboard user does, by role and name: a
 * choice from a list (Dropdown as a combobox) and a day in the calendar (Calendar).
 */

/** Picks an option of a combobox: opens its list with Arrow Down and clicks the option. */
export async function chooseOption(
  combobox: Locator,
  option: string | RegExp | { index: number },
): Promise<void> {
  await combobox.press('ArrowDown');
  const list = combobox.page().getByRole('listbox');
  await expect(list).toBeVisible();
  const item =
    typeof option === 'object' && 'index' in option
      ? list.getByRole('option').nth(option.index)
      : list.getByRole('option', { name: option, exact: typeof option === 'string' });
  await item.click();
  await expect(list).toBeHidden();
}

/** The calendar's texts (public/locales: common.widgets) and how it names a day. */
export const CALENDAR_TEXT = {
  de: {
    open: 'Tag im Kalender wählen',
    nextMonth: 'Nächster Monat',
    previousMonth: 'Vorheriger Monat',
    day: (iso: string) => iso.split('-').reverse().join('.'),
  },
  en: {
    open: 'Choose a day in the calendar',
    nextMonth: 'Next month',
    previousMonth: 'Previous month',
    day: (iso: string) => {
      const [y, m, d] = iso.split('-');
      return `${m}/${d}/${y}`;
    },
  },
} as const;

/**
 * Opens the calendar with its button (the only one in `scope`, e.g. the form or the ride's
 * fieldset) and returns the open calendar (a dialog).
 */
export async function openCalendar(scope: Locator, lang: 'de' | 'en'): Promise<Locator> {
  await scope.getByRole('button', { name: CALENDAR_TEXT[lang].open }).click();
  const calendar = scope.page().getByRole('dialog', { name: CALENDAR_TEXT[lang].open });
  await expect(calendar).toBeVisible();
  return calendar;
}

/** The day's cell in the open calendar, turning to its month first (at most a year ahead). */
export async function dayCell(calendar: Locator, lang: 'de' | 'en', iso: string): Promise<Locator> {
  const text = CALENDAR_TEXT[lang];
  // Not the same day shown greyed at the end of the month before, which cannot be picked: a
  // day early in next month (as 24 days ahead is on 8 December) would be clicked there in vain.
  const cell = calendar
    .getByRole('gridcell', { name: text.day(iso), exact: true })
    .and(calendar.locator(':not([data-p-other-month="true"])'));
  for (let month = 0; month < 12 && (await cell.count()) === 0; month += 1)
    await calendar.getByRole('button', { name: text.nextMonth }).click();
  return cell;
}

/** Picks a day (YYYY-MM-DD) with the calendar of the date field in `scope`. */
export async function pickDay(scope: Locator, lang: 'de' | 'en', iso: string): Promise<void> {
  const calendar = await openCalendar(scope, lang);
  await (await dayCell(calendar, lang, iso)).click();
  await expect(calendar).toBeHidden();
}
