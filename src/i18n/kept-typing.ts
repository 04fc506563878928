import { keptTypingStore } from '../session/kept-typing';

/**
 * The language switch reloads the page (spec section 1). What the visitor typed into a form and
 * has not sent yet is kept over that reload: each form on the page tells what it holds, and gets
 * it back once, when it mounts again in the other language.
 */
const forms = new Map<string, () => unknown>();

/** `values` is asked for at the switch; `null` when there is nothing to keep. Returns the undo. */
export function keepOnLanguageSwitch(key: string, values: () => unknown): () => void {
  forms.set(key, values);
  return () => {
    if (forms.get(key) === values) forms.delete(key);
  };
}

let switching = false;

/** Whether the page is being reloaded by the language switch, which keeps what was typed. */
export function isSwitchingLanguage(): boolean {
  return switching;
}

/** Called by the switch, just before the reload. */
export function keepTypingForReload(): void {
  switching = true;
  const kept: Record<string, unknown> = {};
  for (const [key, values] of forms) {
    const value = values();
    if (value !== null && value !== undefined) kept[key] = value;
  }
  if (Object.keys(kept).length > 0) keptTypingStore.write(kept);
}

/** Whether the form with this key held something (a page reopens a form that was open). */
export function hasKeptTyping(key: string): boolean {
  const kept = keptTypingStore.read();
  return kept !== null && Object.hasOwn(kept, key);
}

/** What the form with this key held before the switch, handed out once. */
export function takeKeptTyping(key: string): unknown {
  const kept = keptTypingStore.read();
  if (!kept || !Object.hasOwn(kept, key)) return null;
  const { [key]: value, ...rest } = kept;
  if (Object.keys(rest).length > 0) keptTypingStore.write(rest);
  else keptTypingStore.clear();
  return value;
}

/**
 * `kept` fitted to the shape of the form's `current` values: a field takes the kept value only if
 * it is of the field's own type, and only the form's fields are taken (what comes back from
 * storage is not trusted to be the form's).
 */
export function fitToForm<T>(current: T, kept: unknown): T {
  if (current === null || kept === null || kept === undefined) return current;
  if (typeof current !== 'object') return typeof kept === typeof current ? (kept as T) : current;
  if (Array.isArray(current) || typeof kept !== 'object' || Array.isArray(kept)) return current;
  const fitted: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(current))
    fitted[name] = Object.hasOwn(kept, name)
      ? fitToForm(value, (kept as Record<string, unknown>)[name])
      : value;
  return fitted as T;
}
