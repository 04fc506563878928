import { MAX_STORED_LENGTH } from './storage';

/** sessionStorage key of what the forms held when the language was switched (one reload long). */
export const KEPT_TYPING_KEY = 'EingabenBeimSprachwechsel';

/** Form key -> the form's values. Values are checked against each form's own fields on return. */
export type KeptTyping = Record<string, unknown>;

const storage = () => window.sessionStorage;

/**
 * What the forms of the page held when the language was switched. Without zod: the language
 * switch is on every page, and whoever reads a form's entry fits it to the form's own fields.
 */
export const keptTypingStore = {
  read(): KeptTyping | null {
    try {
      const raw = storage().getItem(KEPT_TYPING_KEY);
      if (raw === null || raw.length > MAX_STORED_LENGTH) return null;
      const value: unknown = JSON.parse(raw);
      return value && typeof value === 'object' && !Array.isArray(value)
        ? (value as KeptTyping)
        : null;
    } catch {
      return null; // blocked storage or not JSON: nothing kept
    }
  },
  write(value: KeptTyping): void {
    try {
      storage().setItem(KEPT_TYPING_KEY, JSON.stringify(value));
    } catch {
      // storage blocked or full: the typing is lost as it was before
    }
  },
  clear(): void {
    try {
      storage().removeItem(KEPT_TYPING_KEY);
    } catch {
      // storage blocked: nothing to remove
    }
  },
};
