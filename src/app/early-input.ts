/*
 * A prerendered page can be used before the app's code has run: its fields take typing, its
 * checkboxes clicks. What happens once React listens (hydrateRoot or createRoot has been called),
 * React handles: it hydrates the part that was pressed at once and hands it the event. What
 * happens before that, the browser alone handles. This script, the page's first (a classic script
 * built by scripts/early-input-script.ts), keeps the rest: what was typed (a form library puts its
 * defaults back into the fields when it takes them over), buttons pressed before React listened
 * and forms sent. The app takes all of it once its first render is committed (window.earlyInput,
 * start-app.tsx).
 */

declare global {
  interface Window {
    /** Set by this script; absent where it did not run (unit tests). */
    earlyInput?: { reactListens(): void; giveToApp(): void };
  }
}

type Field = HTMLInputElement | HTMLTextAreaElement;

/** An element and where it sits below the app's root: the child indexes that lead to it. */
type Placed<T extends Element> = { element: T; place: number[] };

const typed = new Map<Field, Placed<Field> & { value: string; checked: boolean }>();
const pressed: Placed<HTMLElement>[] = [];
const sent: (Placed<HTMLFormElement> & { submitter: Placed<HTMLElement> | null })[] = [];

function placeOf(element: Element): number[] {
  const place: number[] = [];
  for (let node = element; node.parentElement && node.id !== 'root'; node = node.parentElement)
    place.unshift([...node.parentElement.children].indexOf(node));
  return place;
}

const placed = <T extends Element>(element: T): Placed<T> => ({ element, place: placeOf(element) });

/**
 * The element, or, if the app drew the page anew (a page sent in the other language than the
 * stored one is rendered, not hydrated), its twin: the same kind of element with the same name
 * at the same place. The two pages come from the same components; only their texts differ.
 */
function stillThere<T extends Element>({ element, place }: Placed<T>): T | null {
  if (element.isConnected) return element;
  let twin: Element | null | undefined = document.getElementById('root');
  for (const index of place) twin = twin?.children[index];
  const same =
    twin?.tagName === element.tagName && twin.getAttribute('name') === element.getAttribute('name');
  return same ? (twin as T) : null;
}

function noteTyping(event: Event) {
  const field = event.target;
  if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) return;
  const checked = 'checked' in field && field.checked;
  typed.set(field, { ...placed(field), value: field.value, checked });
}

/** The control a click pressed, if the browser does nothing with it by itself (as with a link). */
function pressedControl(event: MouseEvent) {
  const target = event.target instanceof Element ? event.target : null;
  if (!target || target.closest('a[href], input, select, textarea, label, summary')) return null;
  return target.closest<HTMLElement>('button:not([type=submit]), [role=button]');
}

function notePress(event: MouseEvent) {
  const control = pressedControl(event);
  if (control && !pressed.some(({ element }) => element === control)) pressed.push(placed(control));
}

/**
 * Once React listens, it handles a press itself; kept as well, the press would count twice (a
 * menu opened and closed again). A control pressed again now has had its press: the one the
 * visitor made before is not handed over on top of it.
 */
function forgetPress(event: MouseEvent) {
  const control = pressedControl(event);
  const index = pressed.findIndex(({ element }) => element === control);
  if (index >= 0) pressed.splice(index, 1);
}

/** Nor may the browser send the form (it would post the page away): the app sends it later. */
function holdSubmit(event: SubmitEvent) {
  if (!(event.target instanceof HTMLFormElement)) return;
  event.preventDefault();
  event.stopPropagation();
  const form = event.target;
  if (!sent.some(({ element }) => element === form))
    sent.push({ ...placed(form), submitter: event.submitter && placed(event.submitter) });
}

/** Starts keeping what the visitor does. */
function holdEarlyInput() {
  document.addEventListener('input', noteTyping, true);
  document.addEventListener('change', noteTyping, true);
  document.addEventListener('click', notePress, true);
  document.addEventListener('submit', holdSubmit, true);
}

/** React listens from now on (called just before the root is created). */
function reactListens() {
  document.removeEventListener('click', notePress, true);
  document.addEventListener('click', forgetPress, true);
}

/**
 * Types `value` into `field` as a keyboard does, so the component that owns it learns of it.
 * React's change event fires only for a value it has not seen yet, and it has seen the one it
 * hydrated: the field's own setter tells it another one first, then the browser's setter (as
 * Testing Library does) puts the typed one in.
 */
function typeInto(field: Field, value: string) {
  const setValue = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set;
  field.value = value === '' ? ' ' : '';
  setValue?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/** Checks or unchecks a box or radio button as a click does, for the same reason. */
function clickTo(field: HTMLInputElement, checked: boolean) {
  field.checked = !checked;
  field.click();
}

/** The form's own submit button that sent it, if a button did (Enter sends it without one). */
function ownButton(form: HTMLFormElement, submitter: HTMLElement | null) {
  const button = submitter instanceof HTMLButtonElement || submitter instanceof HTMLInputElement;
  return button && submitter.form === form ? submitter : null;
}

/**
 * Hands what the visitor did before the app ran to the hydrated page, in the order a person
 * would: the typing, then the presses, then the sending. Called once the app's first render is
 * committed; from then on the app itself handles everything.
 */
function giveEarlyInputToApp() {
  document.removeEventListener('input', noteTyping, true);
  document.removeEventListener('change', noteTyping, true);
  document.removeEventListener('click', notePress, true);
  document.removeEventListener('click', forgetPress, true);
  document.removeEventListener('submit', holdSubmit, true);
  for (const entry of typed.values()) {
    const field = stillThere(entry);
    if (!field) continue;
    const { value, checked } = entry;
    const checkable = field instanceof HTMLInputElement && /^(checkbox|radio)$/.test(field.type);
    if (!checkable) typeInto(field, value);
    else if (checked || field.type === 'checkbox') clickTo(field, checked);
  }
  for (const control of pressed) stillThere(control)?.click();
  for (const entry of sent) {
    const form = stillThere(entry);
    if (form) form.requestSubmit(ownButton(form, entry.submitter && stillThere(entry.submitter)));
  }
  typed.clear();
  pressed.length = 0;
  sent.length = 0;
}

holdEarlyInput();
window.earlyInput = { reactListens, giveToApp: giveEarlyInputToApp };

export {};
