import { describe, expect, it } from 'vitest';
import { languageOfQuery, linkInLanguage } from './language-link';

describe('links that name a language (?sprache=)', () => {
  it('adds the language to a link, keeping its path and query', () => {
    expect(
      linkInLanguage('https://shuttle.example/tracking?voucher=AB12&name=M%C3%BCller', 'en'),
    ).toBe('https://shuttle.example/tracking?voucher=AB12&name=M%C3%BCller&sprache=en');
    expect(linkInLanguage('https://shuttle.example/buchung/bearbeiten/Xk3', 'de')).toBe(
      'https://shuttle.example/buchung/bearbeiten/Xk3?sprache=de',
    );
  });

  it('reads only a supported language', () => {
    const of = (query: string) => languageOfQuery(new URLSearchParams(query));
    expect([of('sprache=en'), of('sprache=de'), of('x=1')]).toEqual(['en', 'de', undefined]);
    for (const value of ['fr', 'EN', 'en-US', '', '<script>'])
      expect(of(`sprache=${encodeURIComponent(value)}`)).toBeUndefined();
  });
});
