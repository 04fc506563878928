import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  isLanguage,
  LANGUAGE_KEY,
  languageStore,
  mirrorLanguageCookie,
  takeLanguageFromAddress,
} from './language';

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

describe("a link's language (?sprache=, from an e-mail)", () => {
  afterEach(() => window.history.replaceState(null, '', '/'));
  const address = () =>
    `${window.location.pathname}${window.location.search}${window.location.hash}`;

  it('wins over the stored language, is stored, and leaves the address', () => {
    languageStore.write('de');
    window.history.replaceState(
      { kept: 1 },
      '',
      '/tracking?voucher=AB12&name=M%C3%BCller&sprache=en#x',
    );
    expect(takeLanguageFromAddress()).toBe('en');
    expect(languageStore.read()).toBe('en');
    expect(document.cookie).toContain('langCode=en');
    expect(address()).toBe('/tracking?voucher=AB12&name=M%C3%BCller#x');
    expect(new URLSearchParams(window.location.search).get('name')).toBe('Müller');
    expect(window.history.state).toEqual({ kept: 1 });
  });

  it('German from a German mail, also where English is stored', () => {
    languageStore.write('en');
    window.history.replaceState(null, '', '/buchung/bearbeiten/Xk3?sprache=de');
    expect(takeLanguageFromAddress()).toBe('de');
    expect(languageStore.read()).toBe('de');
    expect(address()).toBe('/buchung/bearbeiten/Xk3');
  });

  it.each(['fr', 'EN', ''])(
    'an unknown language %j is dropped from the address, the stored one stays',
    (value) => {
      languageStore.write('en');
      window.history.replaceState(null, '', `/start?sprache=${value}`);
      expect(takeLanguageFromAddress()).toBeUndefined();
      expect(languageStore.read()).toBe('en');
      expect(address()).toBe('/start');
    },
  );

  it('leaves an address without it alone', () => {
    window.history.replaceState(null, '', '/tracking?voucher=AB12&name=a+b');
    const replace = vi.spyOn(window.history, 'replaceState');
    expect(takeLanguageFromAddress()).toBeUndefined();
    expect(replace).not.toHaveBeenCalled();
    expect(address()).toBe('/tracking?voucher=AB12&name=a+b');
  });

  it('is the language of the visit even when the browser refuses to store it', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    window.history.replaceState(null, '', '/?sprache=en');
    expect(takeLanguageFromAddress()).toBe('en');
    expect(address()).toBe('/');
  });
});
