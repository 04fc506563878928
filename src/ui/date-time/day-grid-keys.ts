import type { KeyboardEvent } from 'react';

/** The days of a month's grid whose text PrimeReact's Calendar makes focusable. */
const DAY_LABEL = '[data-pc-section="daylabel"]';
/** The grid's days of the month before and after, which the Calendar shows but does not offer. */
const OTHER_MONTH = 'p-datepicker-other-month';

const isOffered = (day: Element) => day.getAttribute('data-p-disabled') !== 'true';

/** This month's day in a cell of the grid, if the cell has one. */
function dayIn(cell: Element | undefined): HTMLElement | null {
  if (!cell || cell.classList.contains(OTHER_MONTH)) return null;
  return cell.querySelector<HTMLElement>(DAY_LABEL);
}

/**
 * This month's days from `cell` on in the key's direction, nearest first: along the weeks for
 * Arrow Left and Right, in the same weekday's column for Arrow Up and Down.
 */
function daysTowards(key: string, cell: HTMLTableCellElement): HTMLElement[] {
  const weeks = Array.from(cell.parentElement?.parentElement?.children ?? []);
  const forward = key === 'ArrowRight' || key === 'ArrowDown';
  let cells: Element[];
  if (key === 'ArrowUp' || key === 'ArrowDown') {
    const at = weeks.indexOf(cell.parentElement!);
    const rows = forward ? weeks.slice(at + 1) : weeks.slice(0, at).reverse();
    cells = rows.map((row) => row.children[cell.cellIndex]!);
  } else {
    const all = weeks.flatMap((row) => Array.from(row.children));
    const at = all.indexOf(cell);
    cells = forward ? all.slice(at + 1) : all.slice(0, at).reverse();
  }
  return cells.map(dayIn).filter((day) => day !== null);
}

/** The days that can be picked, YYYY-MM-DD, where the calendar has limits. */
interface OfferedRange {
  minDay: string | undefined;
  maxDay: string | undefined;
}

/**
 * Whether the month after (before) the one of `cell` has a day to pick: not the month before
 * when the earliest day lies in this one, not the month after when the last day does. The
 * grid's cells carry their day in `data-day` (date-time-field.tsx).
 */
function canTurn(cell: HTMLTableCellElement, forward: boolean, { minDay, maxDay }: OfferedRange) {
  const month = cell.dataset.day?.slice(0, 8);
  if (!month) return true;
  // Every day of another month sorts before this month's "01" or after its "31" as text.
  return forward ? !maxDay || maxDay > `${month}31` : !minDay || minDay < `${month}01`;
}

function focusDay(from: HTMLElement, to: HTMLElement) {
  from.tabIndex = -1;
  to.tabIndex = 0;
  to.focus();
}

function keepFocus(event: KeyboardEvent<HTMLElement>) {
  event.preventDefault();
  event.stopPropagation();
}

/**
 * The keys of a Calendar's grid of days, where PrimeReact's own handling falls short of the date
 * picker of WAI-ARIA's authoring practices:
 * - Arrow Right from a week's last day (Left from its first) turned the month; it moves to the
 *   next (previous) day instead.
 * - A key towards a day that cannot be picked (before the earliest day or after the last) turned
 *   to a month where none can be, and the focus was lost; it moves to the nearest day in that direction that can
 *   be picked, or stays where it is. (Page Up and Page Down are the patched Calendar's own: the
 *   same day a month or a year away, else the earliest or the last day that can be picked.)
 * - Home and End move to the week's first and last day that can be picked in this month; the
 *   Calendar turned the month when that weekday was not one of them.
 * For the panel's capture phase, before the day's own handler; `minDay` and `maxDay` are the
 * earliest and the last day that can be picked (YYYY-MM-DD), where there are such.
 */
export const moveAmongOfferedDays =
  (minDay: string | undefined, maxDay?: string) =>
  (event: KeyboardEvent<HTMLElement>): void => {
    const offered = { minDay, maxDay };
    const { key } = event;
    const day = event.target;
    if (!(day instanceof HTMLElement) || !day.matches(DAY_LABEL)) return;
    const cell = day.closest('td');
    if (!cell?.parentElement?.parentElement) return;
    if (key === 'Home' || key === 'End') {
      keepFocus(event);
      const week = Array.from(cell.parentElement.children)
        .map(dayIn)
        .filter((d) => d !== null);
      const offered = week.filter(isOffered);
      const target = key === 'Home' ? offered[0] : offered.at(-1);
      if (target && target !== day) focusDay(day, target);
      return;
    }
    if (!['ArrowRight', 'ArrowLeft', 'ArrowUp', 'ArrowDown'].includes(key)) return;
    const days = daysTowards(key, cell);
    const [nearest] = days;
    const sideways = key === 'ArrowRight' || key === 'ArrowLeft';
    const withinWeek = nearest?.closest('tr') === cell.parentElement;
    // The Calendar moves to an offered neighbour by itself (not across the week's end).
    if (nearest && isOffered(nearest) && (!sideways || withinWeek)) return;
    const next = days.find(isOffered);
    // Beyond this month's days the Calendar turns the month, unless the other has no day to pick.
    if (!next && canTurn(cell, key === 'ArrowRight' || key === 'ArrowDown', offered)) return;
    keepFocus(event);
    if (next) focusDay(day, next);
  };
