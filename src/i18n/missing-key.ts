/** Prefix of the warning for a missing key; tests/support/fixtures.ts looks for it. */
export const MISSING_KEY_PREFIX = '[i18n] missing translation key';

const reported = new Set<string>();

/**
 * Logs a missing translation key once per language and key, as a warning (spec section 8).
 * i18next itself then shows the key in place of the text.
 */
export function warnMissingKey(languages: readonly string[], key: string): void {
  const id = `${languages.join(',')}:${key}`;
  if (reported.has(id)) return;
  reported.add(id);
  console.warn(`${MISSING_KEY_PREFIX}: "${key}" (${languages.join(', ')})`);
}
