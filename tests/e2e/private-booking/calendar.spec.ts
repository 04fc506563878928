import type { Locator, Page } from '@playwright/test';
import { expectNoAxeViolations } from '../../support/axe';
import { berlinDay } from '../../support/berlin-day';
import { expect, test } from '../../support/fixtures';
import { saveScreenshot, VIEWPORTS } from '../../support/screenshots';
import { setLanguage } from '../../support/storage';
import { CALENDAR_TEXT, dayCell, openCalendar, pickDay } from '../../support/widgets';
import { PAY, payWith } from '../payment/helpers';
import {
  choosePayment,
  chooseTariff,
  expectStep,
  fillTripDetails,
  futureDate,
  readDraft,
  TEXT,
  type Lang,
} from './helpers';

/*
 * Issue 29: every date a ride is booked for is typed or picked in a calendar in the site's
 * language (PrimeReact's Calendar): a day picked with the mouse goes through to a paid booking,
 * no past day can be picked, a date the field cannot read is refused with the language's message
 * and stays as typed, and the open calendar passes axe on a phone and a desktop.
 */

const LANGS = ['de', 'en'] as const;
const TIME_TEXT = { de: 'Stunden und Minuten wählen', en: 'Choose hours and minutes' } as const;
/** The calendar's other texts (public/locales: common.widgets, booking.dateTimeInput). */
const PANEL_TEXT = {
  de: {
    today: 'Heute',
    clear: 'Leeren',
    chooseMonth: 'Monat wählen',
    chooseYear: 'Jahr wählen',
    nextHour: 'Eine Stunde später',
    nextMinute: 'Minuten vorstellen',
    timeChosen: (time: string) => `Gewählte Uhrzeit: ${time}`,
    locale: 'de-DE',
  },
  en: {
    today: 'Today',
    clear: 'Clear',
    chooseMonth: 'Choose month',
    chooseYear: 'Choose year',
    nextHour: 'One hour later',
    nextMinute: 'Increase the minutes',
    timeChosen: (time: string) => `Chosen time: ${time}`,
    locale: 'en-US',
  },
} as const;

/** A month's full name in the language (0 = January). */
function monthName(lang: Lang, month: number): string {
  return new Intl.DateTimeFormat(PANEL_TEXT[lang].locale, {
    month: 'long',
    timeZone: 'UTC',
  }).format(Date.UTC(2021, month, 1));
}

/** The start page's booking form, ready to use. */
async function entryForm(page: Page, lang: Lang): Promise<Locator> {
  if (lang === 'en') await setLanguage(page, 'en');
  await page.goto('/start');
  const form = page.getByRole('region', { name: TEXT[lang].entryTitle });
  await expect(form.getByRole('heading', { name: TEXT[lang].entryTitle })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
  return form;
}

/** The start form's calendar with today chosen, opened on its list of months. */
async function monthListOfToday(
  page: Page,
  lang: Lang,
): Promise<{ open: Locator; months: Locator }> {
  const form = await entryForm(page, lang);
  const date = form.getByLabel(new RegExp(`^${TEXT[lang].date}`));
  await date.fill(CALENDAR_TEXT[lang].day(berlinDay(0)));
  await date.blur();
  const open = await openCalendar(form, lang);
  const { chooseMonth } = PANEL_TEXT[lang];
  await open.getByRole('button', { name: chooseMonth }).press('Enter');
  return { open, months: open.getByRole('listbox', { name: chooseMonth }) };
}

/** A day's text in the open calendar, the element that takes the focus. */
function dayIn(page: Page, lang: Lang, iso: string): Locator {
  return page
    .getByRole('dialog', { name: CALENDAR_TEXT[lang].open })
    .getByRole('gridcell', { name: CALENDAR_TEXT[lang].day(iso), exact: true })
    .getByText(String(Number(iso.slice(8))), { exact: true });
}

test.describe('the calendar of a ride’s date', () => {
  for (const lang of LANGS) {
    const text = TEXT[lang];
    const calendar = CALENDAR_TEXT[lang];

    test(`a day picked in the calendar is booked and paid (${lang})`, async ({ page }) => {
      test.setTimeout(120_000);
      const form = await entryForm(page, lang);
      const day = futureDate(24);
      await form.getByLabel(new RegExp(`^${text.postcode}`)).fill('30159');
      await form.getByLabel(new RegExp(`^${text.city}`)).fill('Hannover');
      await form.getByLabel(new RegExp(`^${text.time}`)).fill('09:15');
      await pickDay(form, lang, day);
      // The field shows the day in the site's language; focus is back in it.
      const date = form.getByLabel(new RegExp(`^${text.date}`));
      await expect(date).toHaveValue(calendar.day(day));
      await expect(date).toBeFocused();
      await form.getByRole('button', { name: text.showPrices }).click();
      await expectStep(page, lang, 0);
      await chooseTariff(page, lang);
      await expect(page.getByLabel(new RegExp(`^${text.date}`)).first()).toHaveValue(
        calendar.day(day),
      );
      await fillTripDetails(page, lang, { datum: null });
      await page.getByRole('button', { name: text.next }).click();
      await expectStep(page, lang, 2);
      await choosePayment(page, lang);
      await page.getByRole('button', { name: text.bookNow }).click();
      await expect(page).toHaveURL(/\/sandbox\/zahlung\//, { timeout: 20_000 });
      await payWith(page, lang, 'success');
      await expect(page).toHaveURL(/\/privat-buchung\/status$/, { timeout: 30_000 });
      await expect(page.getByText(PAY[lang].statusPaid)).toBeVisible();
      expect((await readDraft(page)).hinfahrt).toMatchObject({ datum: day, zeit: '09:15' });
    });

    test(`no day before today can be picked (${lang})`, async ({ page }) => {
      const form = await entryForm(page, lang);
      const open = await openCalendar(form, lang);
      const yesterday = berlinDay(-1);
      // Today the 1st, the day before is in the month before (the greyed copy of it in this
      // month's grid is no day of this month).
      const monthBefore = yesterday.slice(0, 7) !== berlinDay(0).slice(0, 7);
      if (monthBefore) await open.getByRole('button', { name: calendar.previousMonth }).click();
      const cell = await dayCell(open, lang, yesterday);
      const dayNumber = String(Number(yesterday.slice(8)));
      await expect(cell.getByText(dayNumber, { exact: true })).toHaveAttribute(
        'aria-disabled',
        'true',
      );
      await cell.click();
      // Nothing taken: the calendar stays open and the field empty.
      await expect(open).toBeVisible();
      await expect(form.getByLabel(new RegExp(`^${text.date}`))).toHaveValue('');
      // Today is offered.
      if (monthBefore) await open.getByRole('button', { name: calendar.nextMonth }).click();
      const today = await dayCell(open, lang, berlinDay(0));
      await expect(
        today.getByText(String(Number(berlinDay(0).slice(8))), { exact: true }),
      ).not.toHaveAttribute('aria-disabled', 'true');
    });

    test(`the calendar works with the keyboard alone (${lang})`, async ({ page }) => {
      const form = await entryForm(page, lang);
      const date = form.getByLabel(new RegExp(`^${text.date}`));
      await date.focus();
      // Arrow Down opens it on today; the arrows move the focus between days; Enter takes the day.
      await page.keyboard.press('ArrowDown');
      const open = page.getByRole('dialog', { name: calendar.open });
      await expect(open).toBeVisible();
      const today = open.getByRole('gridcell', { name: calendar.day(berlinDay(0)), exact: true });
      await expect(
        today.getByText(String(Number(berlinDay(0).slice(8))), { exact: true }),
      ).toBeFocused();
      await page.keyboard.press('ArrowRight');
      const tomorrow = open.getByRole('gridcell', {
        name: calendar.day(berlinDay(1)),
        exact: true,
      });
      await expect(
        tomorrow.getByText(String(Number(berlinDay(1).slice(8))), { exact: true }),
      ).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(open).toBeHidden();
      await expect(date).toBeFocused();
      await expect(date).toHaveValue(calendar.day(berlinDay(1)));
      // Escape closes it and gives the focus back to the field; the button opens it too.
      await page.keyboard.press('Tab');
      await expect(form.getByRole('button', { name: calendar.open })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(open).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(open).toBeHidden();
      await expect(date).toBeFocused();
      await expect(date).toHaveValue(calendar.day(berlinDay(1)));
    });

    test(`the arrow keys do not lead to a day that cannot be picked (${lang})`, async ({
      page,
    }) => {
      const form = await entryForm(page, lang);
      await form.getByLabel(new RegExp(`^${text.date}`)).focus();
      await page.keyboard.press('ArrowDown');
      const open = page.getByRole('dialog', { name: calendar.open });
      const today = open
        .getByRole('gridcell', { name: calendar.day(berlinDay(0)), exact: true })
        .getByText(String(Number(berlinDay(0).slice(8))), { exact: true });
      await expect(today).toBeFocused();
      // Last week and yesterday are past: the focus stays on today, in today's month.
      await page.keyboard.press('ArrowUp');
      await expect(today).toBeFocused();
      await page.keyboard.press('ArrowLeft');
      await expect(today).toBeFocused();
      // Tomorrow can be picked.
      await page.keyboard.press('ArrowRight');
      const tomorrow = open
        .getByRole('gridcell', { name: calendar.day(berlinDay(1)), exact: true })
        .getByText(String(Number(berlinDay(1).slice(8))), { exact: true });
      await expect(tomorrow).toBeFocused();
    });

    test(`Page Up and Down turn the month, Home and End keep to the week, only to days that can be picked (${lang})`, async ({
      page,
    }) => {
      const today = berlinDay(0);
      const [year, month, dayOfMonth] = today.split('-').map(Number) as [number, number, number];
      const isoOf = (date: Date) => date.toISOString().slice(0, 10);
      const lastOfMonth = isoOf(new Date(Date.UTC(year, month, 0)));
      // Today's day in the next month, or that month's last day where it has no such day.
      const daysOfNext = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
      const sameDayNext = isoOf(new Date(Date.UTC(year, month, Math.min(dayOfMonth, daysOfNext))));
      // The week of the month's last day (from Monday in German, Sunday in English), from its
      // first day that can be picked.
      const last = new Date(`${lastOfMonth}T12:00:00Z`);
      const intoWeek = lang === 'de' ? (last.getUTCDay() + 6) % 7 : last.getUTCDay();
      const firstOfWeek = isoOf(new Date(last.getTime() - intoWeek * 86_400_000));
      const weekStart = [firstOfWeek, `${lastOfMonth.slice(0, 8)}01`, today].sort().at(-1)!;
      const day = (iso: string) => dayIn(page, lang, iso);

      const form = await entryForm(page, lang);
      const date = form.getByLabel(new RegExp(`^${text.date}`));
      await date.fill(calendar.day(lastOfMonth));
      await date.blur();
      await date.focus();
      await page.keyboard.press('ArrowDown');
      await expect(day(lastOfMonth)).toBeFocused();
      await page.keyboard.press('Home');
      await expect(day(weekStart)).toBeFocused();
      await page.keyboard.press('End');
      await expect(day(lastOfMonth)).toBeFocused();
      // The same day a month back is past: to today, the earliest day, where the focus stays.
      await page.keyboard.press('PageUp');
      await expect(day(today)).toBeFocused();
      await page.keyboard.press('PageUp');
      await expect(day(today)).toBeFocused();
      await page.keyboard.press('PageDown');
      await expect(day(sameDayNext)).toBeFocused();
      // Back, not on (PrimeReact 10.9.9 turned forward: patches/primereact+10.9.9.patch).
      await page.keyboard.press('PageUp');
      await expect(day(today)).toBeFocused();
    });

    test(`Page Up and Down go to the same day a month away, with Shift a year, else to the month's last day or the earliest day (${lang})`, async ({
      page,
    }) => {
      // The browser's clock on a known day, 20 January 2031, 10:00 in Berlin: the earliest day
      // that can be picked.
      await page.clock.setFixedTime(new Date('2031-01-20T10:00:00+01:00'));
      const day = (iso: string) => dayIn(page, lang, iso);
      const form = await entryForm(page, lang);
      const date = form.getByLabel(new RegExp(`^${text.date}`));
      await date.fill(calendar.day('2031-01-31'));
      await date.blur();
      await date.focus();
      await page.keyboard.press('ArrowDown');
      await expect(day('2031-01-31')).toBeFocused();
      // WAI-ARIA's date picker: the same day of the month before or after, with Shift of the
      // year before or after; the month's last day where it has no such day (PrimeReact went to
      // the month's first or last day, and with Shift turned only a month).
      for (const [key, iso] of [
        ['PageDown', '2031-02-28'],
        ['PageDown', '2031-03-28'],
        ['PageUp', '2031-02-28'],
        ['Shift+PageDown', '2032-02-28'],
        ['Shift+PageUp', '2031-02-28'],
        ['PageUp', '2031-01-28'],
        // Before the earliest day that can be picked: to that day.
        ['PageUp', '2031-01-20'],
        ['PageDown', '2031-02-20'],
        ['Shift+PageUp', '2031-01-20'],
      ] as const) {
        await page.keyboard.press(key);
        await expect(day(iso), `${key} to ${iso}`).toBeFocused();
      }
    });

    test(`on the 1st of a month, no key turns to the month before (${lang})`, async ({ page }) => {
      // The browser's clock on the next month's 1st, 10:00 in Berlin (timers keep running).
      const [year, month] = berlinDay(0).split('-').map(Number) as [number, number];
      const first = new Date(Date.UTC(year, month, 1, 9)).toISOString().slice(0, 10);
      await page.clock.setFixedTime(new Date(`${first}T10:00:00+01:00`));
      const day = dayIn(page, lang, first);
      const form = await entryForm(page, lang);
      await form.getByLabel(new RegExp(`^${text.date}`)).focus();
      await page.keyboard.press('ArrowDown');
      await expect(day).toBeFocused();
      for (const key of ['ArrowUp', 'ArrowLeft', 'PageUp', 'Home']) {
        await page.keyboard.press(key);
        await expect(day, key).toBeFocused();
      }
    });

    test(`Arrow Down and Up keep the weekday across the month's end (${lang})`, async ({
      page,
    }) => {
      const day = (iso: string) => dayIn(page, lang, iso);
      const form = await entryForm(page, lang);
      await form.getByLabel(new RegExp(`^${text.date}`)).focus();
      await page.keyboard.press('ArrowDown');
      await expect(day(berlinDay(0))).toBeFocused();
      // Five weeks on cross at least one month's end; PrimeReact went to the month's first day.
      for (let week = 1; week <= 5; week += 1) {
        await page.keyboard.press('ArrowDown');
        await expect(day(berlinDay(7 * week))).toBeFocused();
      }
      for (let week = 4; week >= 0; week -= 1) {
        await page.keyboard.press('ArrowUp');
        await expect(day(berlinDay(7 * week))).toBeFocused();
      }
    });

    test(`a date the field cannot read gets the ${lang} message and stays as typed`, async ({
      page,
    }) => {
      const form = await entryForm(page, lang);
      const date = form.getByLabel(new RegExp(`^${text.date}`));
      // The other language's order: 24 is no month.
      const typed = lang === 'de' ? '12/24/2031' : '24.12.2031';
      await date.fill(typed);
      await form.getByRole('button', { name: text.showPrices }).click();
      await expect(date).toHaveAttribute('aria-invalid', 'true');
      await expect(date).toHaveValue(typed);
      await expect(date).toHaveAccessibleDescription(
        lang === 'de'
          ? /TT\.MM\.JJJJ.*Bitte geben Sie ein gültiges Datum ein\./
          : /MM\/DD\/YYYY.*Please enter a valid date\./,
      );
    });

    test(`"Today" and "Clear" give the focus back to the field (${lang})`, async ({ page }) => {
      const panel = PANEL_TEXT[lang];
      const form = await entryForm(page, lang);
      const date = form.getByLabel(new RegExp(`^${text.date}`));
      const opener = form.getByRole('button', { name: calendar.open });
      const open = page.getByRole('dialog', { name: calendar.open });
      await date.focus();
      await page.keyboard.press('Tab');
      await expect(opener).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(open).toBeVisible();
      await open.getByRole('button', { name: panel.today, exact: true }).focus();
      await page.keyboard.press('Enter');
      await expect(open).toBeHidden();
      await expect(date).toHaveValue(calendar.day(berlinDay(0)));
      await expect(date).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(opener).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(open).toBeVisible();
      await open.getByRole('button', { name: panel.clear, exact: true }).focus();
      await page.keyboard.press('Enter');
      await expect(open).toBeHidden();
      await expect(date).toHaveValue('');
      await expect(date).toBeFocused();
    });

    test(`Space in the time picker sets the time, which is read out (${lang})`, async ({
      page,
    }) => {
      const panel = PANEL_TEXT[lang];
      const form = await entryForm(page, lang);
      const time = form.getByLabel(new RegExp(`^${text.time}`));
      await time.fill('09:15');
      await time.blur();
      await expect(time).toHaveValue(lang === 'de' ? '09:15' : '9:15 AM');
      await form.getByRole('button', { name: TIME_TEXT[lang] }).click();
      const picker = page.getByRole('dialog', { name: TIME_TEXT[lang] });
      await expect(picker).toBeVisible();
      await picker.getByRole('button', { name: panel.nextHour }).focus();
      await page.keyboard.press('Space');
      const tenFifteen = lang === 'de' ? '10:15' : '10:15 AM';
      await expect(time).toHaveValue(tenFifteen);
      // A live region in the picker says the new time (the picker shows only its numbers).
      const status = picker.getByRole('status');
      await expect(status).toHaveText(panel.timeChosen(tenFifteen));
      await picker.getByRole('button', { name: panel.nextMinute }).focus();
      await page.keyboard.press('Space');
      const tenTwenty = lang === 'de' ? '10:20' : '10:20 AM';
      await expect(time).toHaveValue(tenTwenty);
      await expect(status).toHaveText(panel.timeChosen(tenTwenty));
      if (lang === 'en') {
        // Both of the 12-hour clock's buttons switch between AM and PM, and are named so.
        const switchHalf = picker.getByRole('button', { name: 'Switch between AM and PM' });
        await expect(switchHalf).toHaveCount(2);
        await switchHalf.first().focus();
        await page.keyboard.press('Space');
        await expect(time).toHaveValue('10:20 PM');
      }
      await expectNoAxeViolations(page);
    });

    test(`In the English time picker Tab stays in the picker, round its buttons (${lang})`, async ({
      page,
    }) => {
      const form = await entryForm(page, lang);
      await form.getByRole('button', { name: TIME_TEXT[lang] }).click();
      const picker = page.getByRole('dialog', { name: TIME_TEXT[lang] });
      await expect(picker).toBeVisible();
      const buttons = picker.getByRole('button');
      // Four in German (hours, minutes), six in English (and the half of the day).
      await expect(buttons).toHaveCount(lang === 'de' ? 4 : 6);
      await buttons.last().focus();
      await page.keyboard.press('Tab');
      await expect(buttons.first()).toBeFocused();
      await page.keyboard.press('Shift+Tab');
      await expect(buttons.last()).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(picker).toBeHidden();
    });

    test(`a time between the five-minute steps is shown as typed and stepped from (${lang})`, async ({
      page,
    }) => {
      const panel = PANEL_TEXT[lang];
      const form = await entryForm(page, lang);
      const time = form.getByLabel(new RegExp(`^${text.time}`));
      await time.fill('09:58');
      await time.blur();
      await form.getByRole('button', { name: TIME_TEXT[lang] }).click();
      const picker = page.getByRole('dialog', { name: TIME_TEXT[lang] });
      await expect(picker).toContainText('58');
      await picker.getByRole('button', { name: panel.nextHour }).focus();
      await page.keyboard.press('Space');
      await expect(time).toHaveValue(lang === 'de' ? '10:58' : '10:58 AM');
      // By the minute up to the next step (the minutes turn round within the hour, as the
      // picker's hours and minutes are set apart), then by five.
      const later = picker.getByRole('button', { name: panel.nextMinute });
      await later.focus();
      await page.keyboard.press('Space');
      await expect(time).toHaveValue(lang === 'de' ? '10:59' : '10:59 AM');
      await page.keyboard.press('Space');
      await expect(time).toHaveValue(lang === 'de' ? '10:00' : '10:00 AM');
      await page.keyboard.press('Space');
      await expect(time).toHaveValue(lang === 'de' ? '10:05' : '10:05 AM');
    });

    test(`the month and year views list named options with their states and pass axe (${lang})`, async ({
      page,
    }) => {
      const panel = PANEL_TEXT[lang];
      // Today is the chosen day: its month and year are the chosen ones, the months and years
      // before cannot be chosen.
      const [year, month] = berlinDay(0).split('-').map(Number) as [number, number];
      const { open, months } = await monthListOfToday(page, lang);
      await expect(months.getByRole('option')).toHaveCount(12);
      const chosen = months.getByRole('option', { name: monthName(lang, month - 1), exact: true });
      await expect(chosen).toHaveAttribute('aria-selected', 'true');
      await expect(chosen).toBeEnabled();
      await expect(months.getByRole('option', { selected: true })).toHaveCount(1);
      for (let past = 0; past < month - 1; past += 1)
        await expect(
          months.getByRole('option', { name: monthName(lang, past), exact: true }),
        ).toBeDisabled();
      await expectNoAxeViolations(page);

      await open.getByRole('button', { name: panel.chooseYear }).press('Enter');
      const years = open.getByRole('listbox', { name: panel.chooseYear });
      const thisYear = years.getByRole('option', { name: String(year), exact: true });
      // Named once (PrimeReact repeated the chosen year's text inside it).
      await expect(thisYear).toHaveCount(1);
      await expect(thisYear).toHaveAccessibleName(String(year));
      await expect(thisYear).toHaveAttribute('aria-selected', 'true');
      await expect(thisYear).toBeEnabled();
      if (year % 10 !== 0)
        await expect(
          years.getByRole('option', { name: String(year - 1), exact: true }),
        ).toBeDisabled();
      await expectNoAxeViolations(page);
    });

    test(`in the list of months the arrows turn the year at its ends, Page Down keeps the month (${lang})`, async ({
      page,
    }) => {
      const panel = PANEL_TEXT[lang];
      const [year, month] = berlinDay(0).split('-').map(Number) as [number, number];
      const { open, months } = await monthListOfToday(page, lang);
      const option = (index: number) =>
        months.getByRole('option', { name: monthName(lang, index), exact: true });
      await expect(option(month - 1)).toBeFocused();
      for (let next = month; next < 12; next += 1) await page.keyboard.press('ArrowRight');
      await expect(option(11)).toBeFocused();
      const shownYear = open.getByRole('button', { name: panel.chooseYear });

      // PrimeReact turned the year and left the focus on December.
      await page.keyboard.press('ArrowRight');
      await expect(shownYear).toHaveText(String(year + 1));
      await expect(option(0)).toBeFocused();
      await page.keyboard.press('ArrowLeft');
      await expect(shownYear).toHaveText(String(year));
      await expect(option(11)).toBeFocused();
      await page.keyboard.press('PageDown');
      await expect(shownYear).toHaveText(String(year + 1));
      await expect(option(11)).toBeFocused();
    });

    test(`opened again, the calendar shows the chosen day's month, not where it was closed (${lang})`, async ({
      page,
    }) => {
      const panel = PANEL_TEXT[lang];
      const chosen = futureDate(24);
      const form = await entryForm(page, lang);
      const date = form.getByLabel(new RegExp(`^${text.date}`));
      await date.fill(calendar.day(chosen));
      await date.blur();
      const chosenDay = (open: Locator) =>
        open.getByRole('gridcell', { name: calendar.day(chosen), exact: true });

      // Paged three months on, closed with Escape.
      let open = await openCalendar(form, lang);
      await expect(chosenDay(open)).toHaveCount(1);
      for (let month = 0; month < 3; month += 1)
        await open.getByRole('button', { name: calendar.nextMonth }).click();
      await expect(chosenDay(open)).toHaveCount(0);
      await page.keyboard.press('Escape');
      await expect(open).toBeHidden();
      open = await openCalendar(form, lang);
      await expect(chosenDay(open)).toHaveCount(1);

      // Closed in the list of months: it opens on the days again.
      await open.getByRole('button', { name: panel.chooseMonth }).press('Enter');
      await expect(open.getByRole('listbox', { name: panel.chooseMonth })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(open).toBeHidden();
      open = await openCalendar(form, lang);
      await expect(open.getByRole('grid')).toBeVisible();
      await expect(open.getByRole('listbox')).toHaveCount(0);
      await expect(chosenDay(open)).toHaveCount(1);
      await expect(date).toHaveValue(calendar.day(chosen));
    });

    for (const [size, viewport] of Object.entries(VIEWPORTS)) {
      test(`the calendar's month view fits the screen (${lang}, ${viewport.width} px)`, async ({
        page,
      }) => {
        await page.setViewportSize(viewport);
        const form = await entryForm(page, lang);
        const open = await openCalendar(form, lang);
        await open.getByRole('button', { name: PANEL_TEXT[lang].chooseMonth }).click();
        const months = open.getByRole('listbox', { name: PANEL_TEXT[lang].chooseMonth });
        await expect(months).toBeVisible();
        const box = await open.boundingBox();
        expect(box!.x).toBeGreaterThanOrEqual(0);
        expect(box!.x + box!.width).toBeLessThanOrEqual(viewport.width);
        await expectNoAxeViolations(page);
        await saveScreenshot(page, `calendar-months-${lang}-${viewport.width}-${size}`);
      });
    }

    for (const [size, viewport] of Object.entries(VIEWPORTS)) {
      test(`the open calendar and time picker pass axe and fit the screen (${lang}, ${viewport.width} px)`, async ({
        page,
      }) => {
        await page.setViewportSize(viewport);
        const form = await entryForm(page, lang);
        const open = await openCalendar(form, lang);
        const box = await open.boundingBox();
        expect(box!.x).toBeGreaterThanOrEqual(0);
        expect(box!.x + box!.width).toBeLessThanOrEqual(viewport.width);
        await expectNoAxeViolations(page);
        await saveScreenshot(page, `calendar-${lang}-${viewport.width}-${size}`);
        await page.keyboard.press('Escape');
        await expect(open).toBeHidden();
        await form.getByRole('button', { name: TIME_TEXT[lang] }).click();
        const picker = page.getByRole('dialog', { name: TIME_TEXT[lang] });
        await expect(picker).toBeVisible();
        await expectNoAxeViolations(page);
      });
    }
  }
});
