import { useEffect } from 'react';

/*
 * A prerendered page is usable before the app is: public/boot.js notes what is typed into its
 * fields and holds back its form submits until the app owns the form and has what was typed. The
 * app owns a page part once it is hydrated, and a form loaded at the first intent
 * (./lazy-form.tsx) only when its chunk is here, so the hand-over runs at the app's first commit
 * and again when such a part mounts. It is an effect, a frame after the form's handlers are
 * attached: boot.js holds a submit in that frame too, until the hand-over marks the form.
 */

interface TypedBeforeReady {
  field: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
  /** Its place among the page's fields of the same name when it was typed into. */
  nth: number;
  value: string;
  checked: boolean;
}

/** A form of the page's HTML: public/boot.js holds its submits until it is marked handed over. */
interface BootForm extends HTMLFormElement {
  __bootHandedOver?: boolean;
}

interface HeldSubmit {
  form: HTMLFormElement;
  /** Its place among the page's forms when it was submitted. */
  nth: number;
}

interface PressedBeforeReady {
  button: HTMLButtonElement;
  /** Its place among the page's buttons when it was pressed. */
  nth: number;
}

interface BootQueues {
  __bootInputs?: TypedBeforeReady[];
  __bootSubmits?: HeldSubmit[];
  __bootClicks?: PressedBeforeReady[];
  __bootOwnedByApp?: (element: Element) => boolean;
}

/** Whether the app handles the element yet: public/boot.js knows how to ask the renderer. */
function ownedByApp(element: Element): boolean {
  return (window as BootQueues).__bootOwnedByApp?.(element) ?? false;
}

/** Whether boot.js holds anything the user typed, pressed or sent before the app ran. */
export function userActedBeforeApp(): boolean {
  const queues = window as BootQueues;
  return Boolean(
    queues.__bootInputs?.length || queues.__bootClicks?.length || queues.__bootSubmits?.length,
  );
}

/**
 * The same field in the page now: a part React rendered anew instead of hydrating it (an update
 * reached it first) has new elements, found by the field's name and place.
 */
function currentField({ field, nth }: TypedBeforeReady): Element | null {
  if (field.isConnected) return field;
  return field.name ? (document.getElementsByName(field.name)[nth] ?? null) : null;
}

/**
 * Gives what was typed back to the fields React now owns (runs after a commit, so their form
 * library has registered them and set them to its defaults). Through the native setter and an
 * input event, so the form library takes the value as typed. Then the held-back submits of forms
 * React owns are sent.
 *
 * Even where the field already shows what was typed: hydration keeps the page's elements and
 * does not set their value or checked state, so a field can show the typed value while the form
 * behind it still holds its default (a date field, the company login's method): the form then
 * refused what the user saw, or put its default back on the next render.
 */
export function takeOverFromBoot(): void {
  const queues = window as BootQueues;
  const typed = queues.__bootInputs ?? [];
  for (const entry of [...typed]) {
    const { value, checked } = entry;
    const target = currentField(entry);
    if (!(target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement)) continue;
    if (!ownedByApp(target)) continue;
    typed.splice(typed.indexOf(entry), 1);
    if (
      target instanceof HTMLInputElement &&
      (target.type === 'checkbox' || target.type === 'radio')
    ) {
      if (target.checked !== checked) target.click();
      // A click on a box already as typed changes nothing and tells nobody: the form reads it.
      // (Not for a radio left unchecked: its change would say it was chosen.)
      else if (checked || target.type === 'checkbox')
        target.dispatchEvent(new Event('change', { bubbles: true }));
      continue;
    }
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(target), 'value')?.set?.call(
      target,
      value,
    );
    target.dispatchEvent(new Event('input', { bubbles: true }));
  }
  const pressed = queues.__bootClicks ?? [];
  for (const entry of [...pressed]) {
    const button = entry.button.isConnected
      ? entry.button
      : document.querySelectorAll('button')[entry.nth];
    if (!button || !ownedByApp(button)) continue;
    pressed.splice(pressed.indexOf(entry), 1);
    button.click();
  }
  // What was typed into the forms the app owns is theirs now: their submits need not wait.
  for (const form of Array.from(document.forms) as BootForm[])
    if (ownedByApp(form)) form.__bootHandedOver = true;
  const waiting = queues.__bootSubmits ?? [];
  for (const held of [...waiting]) {
    const form = held.form.isConnected ? held.form : document.forms[held.nth];
    if (!form || !ownedByApp(form)) continue;
    waiting.splice(waiting.indexOf(held), 1);
    form.requestSubmit();
  }
}

/** Rendered after a lazily loaded form: hands over once that form is React's. */
export function BootHandover() {
  useEffect(() => takeOverFromBoot(), []);
  return null;
}
