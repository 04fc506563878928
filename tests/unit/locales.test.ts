import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

type Tree = { [key: string]: string | string[] | Tree };

const load = (language: string): Tree =>
  JSON.parse(
    readFileSync(join(process.cwd(), 'public/locales', `${language}.json`), 'utf8'),
  ) as Tree;

/** Every leaf as [dotted key, value]. */
function leaves(tree: Tree, prefix = ''): [string, unknown][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    value !== null && typeof value === 'object' && !Array.isArray(value)
      ? leaves(value, `${prefix}${key}.`)
      : [[`${prefix}${key}`, value] as [string, unknown]],
  );
}

const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((m) => m[1]).sort();

const de = new Map(leaves(load('de')));
const en = new Map(leaves(load('en')));

describe('translations (public/locales)', () => {
  it('has the same keys in de and en', () => {
    const onlyDe = [...de.keys()].filter((key) => !en.has(key));
    const onlyEn = [...en.keys()].filter((key) => !de.has(key));
    expect({ onlyDe, onlyEn }).toEqual({ onlyDe: [], onlyEn: [] });
  });

  // A list (a calendar's month names) is a leaf whose every entry is a text.
  it('has no empty or non-text values', () => {
    const isText = (value: unknown) => typeof value === 'string' && value.trim() !== '';
    const bad = [...de, ...en]
      .filter(([, value]) => !(Array.isArray(value) ? value.every(isText) : isText(value)))
      .map(([key]) => key);
    expect(bad).toEqual([]);
  });

  it('uses the same {{placeholders}} in both languages', () => {
    const mismatched = [...de.keys()]
      .filter((key) => en.has(key))
      .filter(
        (key) =>
          JSON.stringify(placeholders(String(de.get(key)))) !==
          JSON.stringify(placeholders(String(en.get(key)))),
      );
    expect(mismatched).toEqual([]);
  });

  it('has no key that contains the key separator by mistake or leading/trailing spaces', () => {
    const suspicious = [...de.keys()].filter(
      (key) => /\s/.test(key) || key.split('.').some((part) => part === ''),
    );
    expect(suspicious).toEqual([]);
  });

  it('contains the shared namespaces every feature relies on', () => {
    for (const key of [
      'common.actions.next',
      'common.actions.back',
      'common.actions.retry',
      'common.status.loading',
      'validation.required',
      'validation.invalidEmail',
      'validation.lengthNotCorrect',
      'layout.nav.start',
      'layout.hotline.label',
      'notFound.title',
      'errors.title',
      'language.choose',
    ]) {
      expect(de.has(key), key).toBe(true);
    }
  });
});
