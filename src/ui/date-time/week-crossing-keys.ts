import type { KeyboardEvent } from 'react';

/** The days of a month's grid whose text PrimeReact's Calendar makes focusable. */
const DAY_LABEL = '[data-pc-section="daylabel"]';

const isOffered = (day: Element) => day.getAttribute('data-p-disabled') !== 'true';

/**
 * PrimeReact's Calendar turns to the next month on Arrow Right from a week's last day (and to
 * the previous one on Arrow Left from its first), where the date picker of WAI-ARIA's authoring
 * practices moves to the next (previous) day. This moves the focus to the next (previous) day
 * the grid offers, across the end of the week; without one in the month it leaves the key to
 * the Calendar, which turns the month. For the panel's capture phase, before the day's own
 * handler.
 */
export function crossWeekEnd(event: KeyboardEvent<HTMLElement>): void {
  const forward = event.key === 'ArrowRight';
  if (!forward && event.key !== 'ArrowLeft') return;
  const day = event.target;
  if (!(day instanceof HTMLElement) || !day.matches(DAY_LABEL)) return;
  const cell = day.closest('td');
  const week = cell?.parentElement;
  if (!cell || !week?.parentElement) return;
  // Within the week the Calendar moves by itself.
  if (forward ? cell.nextElementSibling : cell.previousElementSibling) return;
  const weeks = Array.from(week.parentElement.children);
  const at = weeks.indexOf(week);
  const days = (forward ? weeks.slice(at + 1) : weeks.slice(0, at).reverse()).flatMap((row) => {
    const labels = Array.from(row.querySelectorAll<HTMLElement>(DAY_LABEL));
    return forward ? labels : labels.reverse();
  });
  const next = days.find(isOffered);
  if (!next) return;
  event.preventDefault();
  event.stopPropagation();
  day.tabIndex = -1;
  next.tabIndex = 0;
  next.focus();
}
