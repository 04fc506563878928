import { afterEach, describe, expect, it, vi } from 'vitest';
import { isLanguage, LANGUAGE_KEY, languageStore, mirrorLanguageCookie } from './language';

afterEach(() => vi.restoreAllMocks());

describe('languageStore (localStorage langCode)', () => {
  it('defaults to de', () => {
    expect(languageStore.read()).toBe('de');
  });

  it('stores and reads en', () => {
    expect(languageStore.write('en')).toBe(true);
    expect(localStorage.getItem(LANGUAGE_KEY)).toBe('en');
    expect(languageStore.read()).toBe('en');
  });

  it.each(['fr', 'EN', 'en-US', '', '"en"', '<script>alert(1)</script>', 'x'.repeat(10_000)])(
    'drops %j and falls back to de',
    (value) => {
      localStorage.setItem(LANGUAGE_KEY, value);
      expect(languageStore.read()).toBe('de');
      expect(localStorage.getItem(LANGUAGE_KEY)).toBeNull();
    },
  );

  it('refuses to store something that is not a supported language', () => {
    expect(languageStore.write('fr' as never)).toBe(false);
    expect(localStorage.getItem(LANGUAGE_KEY)).toBeNull();
  });

  it('falls back to de when localStorage is blocked', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(languageStore.read()).toBe('de');
  });

  it('write reports false when localStorage refuses', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(languageStore.write('en')).toBe(false);
  });

  it('isLanguage accepts only de and en', () => {
    expect([isLanguage('de'), isLanguage('en'), isLanguage(1), isLanguage(null)]).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });
});

describe('the language cookie (a copy for the server)', () => {
  it('is written with the choice', () => {
    languageStore.write('en');
    expect(document.cookie).toContain('langCode=en');
    languageStore.write('de');
    expect(document.cookie).toContain('langCode=de');
  });

  it('mirrors the stored language', () => {
    mirrorLanguageCookie('en');
    expect(document.cookie).toContain('langCode=en');
  });
});
