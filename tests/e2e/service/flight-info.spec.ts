import type { Locator, Page } from '@playwright/test';
import { expectNoAxeViolations } from '../../support/axe';
import { berlinDay } from '../../support/berlin-day';
import { expect, test } from '../../support/fixtures';
import { saveScreenshot, VIEWPORTS } from '../../support/screenshots';
import { CALENDAR_TEXT, dayCell, openCalendar } from '../../support/widgets';
import { earliestPickup } from '../../../src/domain/pickup';
import { fmt, LANGS, literal, open, OTHER_LANG, switchLanguage, T } from './helpers';

test.describe.configure({ timeout: 180_000 });

const AIRPORTS = ['HAJ', 'BRE', 'HAM', 'BER'] as const;

function table(page: Page): Locator {
  return page.getByRole('table');
}

async function columnTexts(page: Page, index: number): Promise<string[]> {
  const cells = table(page)
    .getByRole('row')
    .filter({ hasNot: page.getByRole('columnheader') })
    .locator(`:scope > :nth-child(${index})`);
  return (await cells.allTextContents()).map((text) => text.trim());
}

function flightNumbers(page: Page) {
  return table(page)
    .getByRole('rowheader')
    .evaluateAll((cells) => cells.map((cell) => cell.firstChild?.textContent?.trim() ?? ''));
}

/** A small tablet in portrait, or a phone held sideways. */
const SMALL_TABLET = { width: 640, height: 900 };

/** Every flight's booking link is in full view, not behind the table's own sideways scroll. */
async function expectBookingLinksInView(page: Page, book: string, width: number) {
  const links = table(page).getByRole('link', { name: new RegExp(`^${book}`) });
  expect(await links.count()).toBeGreaterThan(0);
  for (const box of await links.evaluateAll((all) =>
    all.map((link) => link.getBoundingClientRect().toJSON() as DOMRect),
  )) {
    expect(box.left).toBeGreaterThanOrEqual(0);
    expect(box.right).toBeLessThanOrEqual(width);
  }
}

/** The start form's time field shows the site's language: 24 hours in German, AM/PM in English. */
function shownTime(zeit: string, lang: string): string {
  if (lang !== 'en' || !/^\d\d:\d\d$/.test(zeit)) return zeit;
  const hours = Number(zeit.slice(0, 2));
  return `${((hours + 11) % 12) + 1}:${zeit.slice(3)} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** A day (YYYY-MM-DD) as typed in the page's language: dd.mm.yyyy or mm/dd/yyyy. */
function typedDay(iso: string, lang: string): string {
  const [y, m, d] = iso.split('-');
  return lang === 'de' ? `${d}.${m}.${y}` : `${m}/${d}/${y}`;
}

/** The days (YYYY-MM-DD) the page asks the flight board for, from now on. */
function boardRequests(page: Page): string[] {
  const days: string[] = [];
  page.on('request', (request) => {
    if (!request.url().includes('/Flughafen/Infos')) return;
    days.push(String((request.postDataJSON() as { datum?: string } | null)?.datum));
  });
  return days;
}

/**
 * A text the date field holds that is not a day: the message at the field (aria-invalid,
 * described by it), the text kept, the address and the list of the last day untouched and
 * nothing asked for; no list claims a day the field does not say.
 */
async function expectDateRefused(page: Page, lang: 'de' | 'en', typed: string, search: string) {
  const t = T[lang];
  const date = page.getByRole('combobox', { name: t.common.fields.date, exact: true });
  await expect(date).toHaveAttribute('aria-invalid', 'true');
  await expect(date).toHaveAccessibleDescription(literal(t.booking.dateTimeInput.dateFormat));
  await expect(date).toHaveAccessibleDescription(
    new RegExp(t.validation.invalidDate.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
  );
  await expect(date).toHaveValue(typed);
  await expect(page.getByText(t.flightInfo.dateNeeded)).toBeVisible();
  await expect(table(page)).toHaveCount(0);
  await expect(page.locator('#flight-count')).toHaveText('');
  expect(new URL(page.url()).search).toBe(search);
}

/** A text as a pattern that matches it literally, anywhere. */
const containing = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

/**
 * A day the board has no flights for: the field's message names the days it has, the day stays
 * in the field, no list (no "0 flights") and nothing asked for.
 */
async function expectDayOutside(page: Page, lang: 'de' | 'en', shown: string) {
  const t = T[lang];
  const date = page.getByRole('combobox', { name: t.common.fields.date, exact: true });
  const message = fmt(t.flightInfo.dateOutOfRange, {
    from: typedDay(berlinDay(-3), lang),
    to: typedDay(berlinDay(7), lang),
  });
  await expect(date).toHaveAttribute('aria-invalid', 'true');
  await expect(date).toHaveAccessibleDescription(containing(message));
  await expect(date).toHaveValue(shown);
  await expect(page.getByText(t.flightInfo.dateNeeded)).toBeVisible();
  await expect(table(page)).toHaveCount(0);
  await expect(page.locator('#flight-count')).toHaveText('');
}

for (const lang of LANGS) {
  const t = T[lang];
  const f = t.flightInfo;

  test.describe(`flight information (${lang})`, () => {
    test('every airport, arrivals and departures of a day, each flight links to a booking', async ({
      page,
    }) => {
      // Tomorrow: every flight is still to come, whatever the time of day the test runs at.
      const day = berlinDay(1);
      await open(page, `/flugauskunft?datum=${day}`, lang);
      await expect(page.getByRole('heading', { level: 1, name: f.title })).toBeVisible();
      for (const airport of AIRPORTS) {
        await page
          .getByRole('group', { name: t.common.fields.airport })
          .getByRole('radio', { name: new RegExp(`^${airport}`) })
          .check();
        for (const kind of ['ankunft', 'abflug'] as const) {
          await page.getByRole('radio', { name: f.kinds[kind] }).check();
          const caption = kind === 'ankunft' ? f.captionArrivals : f.captionDepartures;
          await expect(table(page)).toBeVisible();
          // The caption names the table (its accessible name).
          await expect(table(page)).toHaveAccessibleName(literal(caption.split(' ')[0] ?? ''));
          await expect(table(page)).toHaveAccessibleName(new RegExp(`\\(${airport}\\)`));
          const rows = table(page).getByRole('row');
          // The caption can name the new list a moment before its rows are drawn (in slices).
          await expect.poll(() => rows.count()).toBeGreaterThan(1);
          const header = kind === 'ankunft' ? f.columns.origin : f.columns.destination;
          await expect(
            table(page).getByRole('columnheader', { name: new RegExp(`^${header}`) }),
          ).toBeVisible();
          const link = table(page)
            .getByRole('link', { name: new RegExp(`^${f.book}`) })
            .first();
          const richtung = kind === 'ankunft' ? 'vomFlughafen' : 'zumFlughafen';
          // Retried: the rows of the kind chosen before may still be on screen for a moment.
          await expect(link).toHaveAttribute(
            'href',
            new RegExp(
              `^/start\\?richtung=${richtung}&flughafen=${airport}&datum=${day}&zeit=\\d\\d:\\d\\d&flug=[A-Z0-9]+#buchen$`,
            ),
          );
        }
      }
      // The choice is kept in the URL (shareable, survives reload and back).
      await expect(page).toHaveURL(new RegExp(`flughafen=BER&art=abflug&datum=${day}`));
      await page.reload();
      await expect(page.getByRole('radio', { name: f.kinds.abflug })).toBeChecked();
      await expect(page.getByRole('radio', { name: /^BER/ })).toBeChecked();
      await expectNoAxeViolations(page);
    });

    test('sorting by column (aria-sort) and filtering by text', async ({ page }) => {
      await open(page, `/flugauskunft?flughafen=HAM&art=abflug&datum=${berlinDay()}`, lang);
      await expect(table(page)).toBeVisible();
      const timeHeader = table(page).getByRole('columnheader', {
        name: new RegExp(`^${f.columns.time}`),
      });
      const flightHeader = table(page).getByRole('columnheader', {
        name: new RegExp(`^${f.columns.flight}`),
      });
      await expect(timeHeader).toHaveAttribute('aria-sort', 'ascending');
      // Scheduled times (first time in the cell), as minutes, in both 24 h and 12 h formats.
      const minutes = (await columnTexts(page, 1)).map((text) => {
        const [, h = '0', m = '0', ampm] = /^(\d{1,2}):(\d{2})\s*(AM|PM)?/.exec(text) ?? [];
        const hour = (Number(h) % (ampm ? 12 : 24)) + (ampm === 'PM' ? 12 : 0);
        return hour * 60 + Number(m);
      });
      expect(minutes.length).toBeGreaterThan(3);
      expect(minutes).toEqual([...minutes].sort((a, b) => a - b));

      // A new order is announced (screen readers do not reliably read a changed aria-sort); the
      // board's first order is not.
      const tableTexts = T[lang].common.table;
      const sorted = (direction: string) =>
        page.getByRole('status').filter({
          hasText: fmt(tableTexts.sorted, { column: f.columns.flight, direction }),
        });
      await expect(page.getByRole('status').filter({ hasText: /\S/ })).toHaveCount(0);
      await flightHeader.getByRole('button').click();
      await expect(flightHeader).toHaveAttribute('aria-sort', 'ascending');
      await expect(timeHeader).not.toHaveAttribute('aria-sort');
      await expect(sorted(tableTexts.ascending)).toHaveCount(1);
      const ascending = await flightNumbers(page);
      const collator = new Intl.Collator(lang, { numeric: true, sensitivity: 'base' });
      expect(ascending).toEqual([...ascending].sort(collator.compare));

      await flightHeader.getByRole('button').press('Enter');
      await expect(flightHeader).toHaveAttribute('aria-sort', 'descending');
      await expect(sorted(tableTexts.descending)).toHaveCount(1);
      expect(await flightNumbers(page)).toEqual([...ascending].reverse());
      await expectNoAxeViolations(page);

      // Filter by one flight's number: only that flight stays, and the count is announced.
      const total = ascending.length;
      const wanted = ascending[0] ?? '';
      const filter = page.getByRole('searchbox', { name: f.filter });
      await filter.fill(wanted.toLowerCase());
      await expect(table(page).getByRole('rowheader')).toHaveCount(1);
      await expect(table(page).getByRole('rowheader')).toContainText(wanted);
      await expect(page.locator('#flight-count')).toHaveText(new RegExp(`1 .*${total}`));

      // A city filter keeps every flight of that city; a nonsense filter says so.
      await filter.fill('<script>alert(1)</script>');
      await expect(page.getByText(f.noMatch)).toBeVisible();
      await expect(table(page)).toHaveCount(0);
      await filter.fill('');
      await expect(table(page).getByRole('rowheader')).toHaveCount(total);
      await expectNoAxeViolations(page);
    });

    test('on a phone the board stays within the page, sorts by keyboard and passes axe', async ({
      page,
    }) => {
      await page.setViewportSize(VIEWPORTS.phone);
      await open(page, `/flugauskunft?flughafen=HAM&art=abflug&datum=${berlinDay(1)}`, lang);
      await expect(table(page).getByRole('rowheader').first()).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        390,
      );
      await expectBookingLinksInView(page, f.book, VIEWPORTS.phone.width);
      // Each airport and direction is one line: its code with its name, its arrow with its word.
      for (const radio of await page.getByRole('radio').all()) {
        const [name, lines] = await radio.evaluate((input) => {
          const label = (input as HTMLInputElement).labels![0]!;
          const text = document.createRange();
          text.selectNodeContents(label.lastElementChild!);
          const { height } = text.getBoundingClientRect();
          return [label.textContent, height / parseFloat(getComputedStyle(label).fontSize)];
        });
        expect(lines, `${name} on one line`).toBeLessThan(2);
      }
      // A small tablet or a phone held sideways: still too narrow for the five columns.
      await page.setViewportSize(SMALL_TABLET);
      await expectBookingLinksInView(page, f.book, SMALL_TABLET.width);
      await page.setViewportSize(VIEWPORTS.phone);
      const statusHeader = table(page).getByRole('columnheader', {
        name: new RegExp(`^${f.columns.status}`),
      });
      await statusHeader.getByRole('button').focus();
      await page.keyboard.press('Enter');
      await expect(statusHeader).toHaveAttribute('aria-sort', 'ascending');
      await page.keyboard.press('Space');
      await expect(statusHeader).toHaveAttribute('aria-sort', 'descending');
      await expectNoAxeViolations(page);
      await saveScreenshot(page, `flight-board-${lang}-390`);
    });

    test('the booking link opens the start page with the flight filled in', async ({ page }) => {
      await open(page, `/flugauskunft?flughafen=BRE&art=ankunft&datum=${berlinDay(1)}`, lang);
      const link = table(page)
        .getByRole('link', { name: new RegExp(`^${f.book}`) })
        .first();
      const href = (await link.getAttribute('href')) ?? '';
      await link.click();
      await expect(page).toHaveURL((url) => `${url.pathname}${url.search}${url.hash}` === href);
      const entry = page.locator('#buchen');
      await expect(entry).toBeVisible();
      // The private booking entry takes the flight over: arrival -> ride from the airport.
      const params = new URL(href, 'http://x').searchParams;
      await expect(entry.getByRole('radio', { name: t.bookingEntry.fromAirport })).toBeChecked();
      await expect(
        entry
          .getByRole('group', { name: new RegExp(`^${t.common.fields.airport}`) })
          .getByRole('radio', { name: `${t.common.airports.BRE} (BRE)` }),
      ).toBeChecked();
      await expect(entry.getByLabel(new RegExp(`^${t.bookingEntry.time}`))).toHaveValue(
        shownTime(params.get('zeit') ?? '', lang),
      );
      await expect(
        entry.getByText(t.bookingEntry.flight.replace('{{flight}}', params.get('flug') ?? '')),
      ).toBeVisible();
    });

    test('a flight that has left offers no ride; one that landed today is picked up at the earliest possible time', async ({
      page,
    }) => {
      // Yesterday: every departure has left, every arrival landed a day ago.
      await open(page, `/flugauskunft?flughafen=HAJ&art=abflug&datum=${berlinDay(-1)}`, lang);
      await expect(table(page)).toBeVisible();
      await expect(table(page).getByRole('link')).toHaveCount(0);
      await expect(table(page).getByText(f.notBookable.departed).first()).toBeVisible();
      await page.getByRole('radio', { name: f.kinds.ankunft }).check();
      await expect(table(page).getByText(f.notBookable.landedEarlier).first()).toBeVisible();
      await expect(table(page).getByRole('link')).toHaveCount(0);

      // This evening: the morning's arrivals have landed. Their link asks for the earliest pickup.
      const evening = new Date(`${berlinDay()}T19:58:00Z`);
      const earliest = earliestPickup(evening);
      await page.clock.install({ time: evening });
      await open(page, `/flugauskunft?flughafen=HAJ&art=ankunft&datum=${berlinDay()}`, lang);
      const landedLabel = new RegExp(`^${f.bookLandedLabel.split('{{flight}}')[0]}`);
      const link = table(page).getByRole('link', { name: landedLabel }).first();
      await expect(link).toBeVisible();
      expect(await link.getAttribute('href')).toContain(
        `datum=${earliest.datum}&zeit=${earliest.zeit}`,
      );
      await link.click();
      const entry = page.locator('#buchen');
      await expect(entry.getByLabel(new RegExp(`^${t.bookingEntry.time}`))).toHaveValue(
        shownTime(earliest.zeit, lang),
      );
      await expect(page.getByText(t.validation.pastDateTime)).toHaveCount(0);
      await expectNoAxeViolations(page);
    });

    test('a date the field cannot read in the page language gets its message and is not asked for; a valid one loads', async ({
      page,
    }) => {
      const today = berlinDay();
      const search = `?flughafen=HAJ&art=ankunft&datum=${today}`;
      await open(page, `/flugauskunft${search}`, lang);
      await expect(table(page)).toBeVisible();
      const date = page.getByRole('combobox', { name: t.common.fields.date, exact: true });
      await expect(date).not.toHaveAttribute('aria-invalid', 'true');
      const asked = boardRequests(page);

      // The other language's order (a month beyond 12 here), Enter pressed.
      const otherOrder = lang === 'de' ? '12/24/2026' : '24.12.2026';
      await date.fill(otherOrder);
      await date.press('Enter');
      await expectDateRefused(page, lang, otherOrder, search);
      await expectNoAxeViolations(page);
      await page.setViewportSize(VIEWPORTS.phone);
      await saveScreenshot(page, `flight-board-date-error-${lang}-390`);
      await page.setViewportSize(VIEWPORTS.desktop);
      await saveScreenshot(page, `flight-board-date-error-${lang}-1280`);

      // An impossible day, Enter pressed; text, the field left.
      const impossible = lang === 'de' ? '31.02.2026' : '02/31/2026';
      await date.fill(impossible);
      await date.press('Enter');
      await expectDateRefused(page, lang, impossible, search);
      await date.fill('abc');
      await date.press('Tab');
      await expectDateRefused(page, lang, 'abc', search);
      // A choice made meanwhile keeps the list hidden: the field still says no day.
      await page.getByRole('radio', { name: f.kinds.abflug }).check();
      await expect(table(page)).toHaveCount(0);
      await expect(date).toHaveValue('abc');
      expect(asked.filter((day) => day !== today)).toEqual([]);

      // A valid day after fixing: the message goes, the day is asked for and shown.
      const tomorrow = berlinDay(1);
      await date.fill(typedDay(tomorrow, lang));
      await expect(date).not.toHaveAttribute('aria-invalid', 'true');
      await expect(date).toHaveAccessibleDescription(literal(t.booking.dateTimeInput.dateFormat));
      await expect(page.getByText(t.validation.invalidDate)).toHaveCount(0);
      await expect(table(page)).toBeVisible();
      await expect(table(page)).toHaveAccessibleName(literal(f.captionDepartures.split(' ')[0]!));
      await expect(page).toHaveURL(new RegExp(`flughafen=HAJ&art=abflug&datum=${tomorrow}$`));
      expect(asked).toContain(tomorrow);
      await expect(page.getByText(f.dateNeeded)).toHaveCount(0);
      // The hint names the format and the days the board has flights for.
      await expect(date).toHaveAccessibleDescription(
        literal(
          `${t.booking.dateTimeInput.dateFormat} · ${fmt(f.dateRange, {
            from: typedDay(berlinDay(-3), lang),
            to: typedDay(berlinDay(7), lang),
          })}`,
        ),
      );
    });

    test('a day typed outside the flight data gets a message naming the days, is kept and not asked for', async ({
      page,
    }) => {
      const today = berlinDay();
      const search = `?flughafen=HAJ&art=ankunft&datum=${today}`;
      await open(page, `/flugauskunft${search}`, lang);
      await expect(table(page)).toBeVisible();
      const date = page.getByRole('combobox', { name: t.common.fields.date, exact: true });
      const asked = boardRequests(page);

      // A week after the last day, the field left.
      const late = typedDay(berlinDay(14), lang);
      await date.fill(late);
      await date.press('Tab');
      await expectDayOutside(page, lang, late);
      expect(new URL(page.url()).search).toBe(search);
      await expectNoAxeViolations(page);
      await page.setViewportSize(VIEWPORTS.phone);
      await saveScreenshot(page, `flight-board-date-outside-${lang}-390`);
      await page.setViewportSize(VIEWPORTS.desktop);
      await saveScreenshot(page, `flight-board-date-outside-${lang}-1280`);

      // The day before the first, Enter pressed.
      const early = typedDay(berlinDay(-4), lang);
      await date.fill(early);
      await date.press('Enter');
      await expectDayOutside(page, lang, early);
      expect(asked).toEqual([]);

      // The last day with data is asked for and shown.
      const last = berlinDay(7);
      await date.fill(typedDay(last, lang));
      await expect(date).not.toHaveAttribute('aria-invalid', 'true');
      await expect(page).toHaveURL(new RegExp(`datum=${last}$`));
      await expect(page.getByText(f.dateNeeded)).toHaveCount(0);
      expect(asked).toEqual([last]);
    });

    test('the filter, the order and a day typed outside the data stay over the language switch', async ({
      page,
    }) => {
      const other = OTHER_LANG[lang];
      await open(page, `/flugauskunft?flughafen=HAM&art=abflug&datum=${berlinDay()}`, lang);
      await expect(table(page)).toBeVisible();
      const wanted = (await flightNumbers(page))[0] ?? '';
      await page.getByRole('searchbox', { name: f.filter }).fill(wanted);
      await expect(table(page).getByRole('rowheader')).toHaveCount(1);
      await switchLanguage(page, lang);
      const o = T[other].flightInfo;
      await expect(page.getByRole('searchbox', { name: o.filter })).toHaveValue(wanted);
      await expect(table(page).getByRole('rowheader')).toHaveCount(1);
      await expect(table(page).getByRole('rowheader')).toContainText(wanted);

      // Sorted by flight, descending, and a day typed after the last one: back in the first
      // language, both are as they were (the day in that language's form, with its message).
      await page.getByRole('searchbox', { name: o.filter }).fill('');
      const flightHeader = table(page).getByRole('columnheader', {
        name: new RegExp(`^${o.columns.flight}`),
      });
      await flightHeader.getByRole('button').click();
      await flightHeader.getByRole('button').click();
      await expect(flightHeader).toHaveAttribute('aria-sort', 'descending');
      const descending = await flightNumbers(page);
      await switchLanguage(page, other);
      await expect(
        table(page).getByRole('columnheader', { name: new RegExp(`^${f.columns.flight}`) }),
      ).toHaveAttribute('aria-sort', 'descending');
      expect(await flightNumbers(page)).toEqual(descending);

      const date = page.getByRole('combobox', { name: t.common.fields.date, exact: true });
      await date.fill(typedDay(berlinDay(14), lang));
      await date.press('Tab');
      await expectDayOutside(page, lang, typedDay(berlinDay(14), lang));
      await switchLanguage(page, lang);
      await expectDayOutside(page, other, typedDay(berlinDay(14), other));
    });

    test('a day outside the flight data from the address says so at once; the calendar offers none', async ({
      page,
    }) => {
      const asked = boardRequests(page);
      const late = berlinDay(10);
      await open(page, `/flugauskunft?flughafen=HAJ&art=ankunft&datum=${late}`, lang);
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
      await expectDayOutside(page, lang, typedDay(late, lang));
      expect(asked).toEqual([]);

      // Today: the list. The calendar offers the last day with data and none after it.
      const date = page.getByRole('combobox', { name: t.common.fields.date, exact: true });
      const form = page.getByRole('form', { name: f.queryLabel });
      await date.fill(typedDay(berlinDay(), lang));
      await expect(table(page)).toBeVisible();
      const calendar = await openCalendar(form, lang);
      const last = await dayCell(calendar, lang, berlinDay(7));
      await expect(last.getByText(/^\d+$/)).toHaveAttribute('aria-disabled', 'false');
      const dayAfter = calendar.getByRole('gridcell', {
        name: CALENDAR_TEXT[lang].day(berlinDay(8)),
        exact: true,
      });
      // The day after is in this month's grid, or the next month cannot be turned to.
      if (await dayAfter.count())
        await expect(dayAfter.getByText(/^\d+$/)).toHaveAttribute('aria-disabled', 'true');
      else
        await expect(
          calendar.getByRole('button', { name: CALENDAR_TEXT[lang].nextMonth }),
        ).toBeDisabled();
      await expectNoAxeViolations(page);
      await last.click();
      await expect(calendar).toBeHidden();
      await expect(date).toBeFocused();
      await expect(page).toHaveURL(new RegExp(`datum=${berlinDay(7)}$`));
      expect(asked).toEqual([berlinDay(), berlinDay(7)]);
    });

    test('a date in the other language order that reads as another day is refused too', async ({
      page,
    }) => {
      // German "12/01/2026" is not read as 12 January, nor English "01.12.2026" as January 12
      // (src/ui/date-time/date-time-text.ts: each language's separators only).
      const search = `?flughafen=HAJ&art=ankunft&datum=${berlinDay()}`;
      await open(page, `/flugauskunft${search}`, lang);
      await expect(table(page)).toBeVisible();
      const asked = boardRequests(page);
      const date = page.getByRole('combobox', { name: t.common.fields.date, exact: true });
      const otherOrder = lang === 'de' ? '12/01/2026' : '01.12.2026';
      await date.fill(otherOrder);
      await date.press('Enter');
      await expectDateRefused(page, lang, otherOrder, search);
      expect(asked).toEqual([]);
    });

    test('city names in the page language; the filter finds either name', async ({ page }) => {
      const day = berlinDay(1);
      // A board of tomorrow with a flight to or from Munich.
      let board: { airport: string; kind: string } | undefined;
      for (const airport of AIRPORTS) {
        for (const kind of ['ankunft', 'abflug']) {
          const res = await page.request.post('/api/Flughafen/Infos/', {
            data: { art: kind, datum: day, flughafen: airport },
          });
          const flights = (await res.json()) as { ort: string }[];
          if (!board && flights.some((flight) => flight.ort === 'München'))
            board = { airport, kind };
        }
      }
      expect(board, 'the plan has a Munich flight tomorrow').toBeDefined();
      await open(
        page,
        `/flugauskunft?flughafen=${board!.airport}&art=${board!.kind}&datum=${day}`,
        lang,
      );
      const shown = lang === 'en' ? 'Munich' : 'München';
      const other = lang === 'en' ? 'München' : 'Munich';
      await expect(
        table(page).getByRole('cell', { name: shown, exact: true }).first(),
      ).toBeVisible();
      await expect(table(page).getByRole('cell', { name: other, exact: true })).toHaveCount(0);
      const filter = page.getByRole('searchbox', { name: f.filter });
      for (const name of [shown, other]) {
        await filter.fill(name);
        const cities = await columnTexts(page, 3);
        expect(cities.length, name).toBeGreaterThan(0);
        expect(new Set(cities), name).toEqual(new Set([shown]));
      }
    });
  });
}
