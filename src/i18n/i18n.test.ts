import { afterEach, describe, expect, it, vi } from 'vitest';
import { initI18n, MISSING_KEY_PREFIX } from './index';

const files: Record<string, unknown> = {
  '/locales/de.json': { common: { actions: { next: 'Weiter' } }, greet: 'Hallo {{name}}' },
  '/locales/en.json': { common: { actions: { next: 'Next' } }, greet: 'Hello {{name}}' },
};

function stubFetch() {
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    const body = files[url];
    return body
      ? new Response(JSON.stringify(body), {
          status: 200,
          headers: { 'Content-Type': 'application/json' },
        })
      : new Response('not found', { status: 404 });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('initI18n', () => {
  it('loads only the stored language from /locales/{lng}.json and sets <html lang>', async () => {
    const fetch = stubFetch();
    localStorage.setItem('langCode', 'en');
    const i18n = await initI18n();
    expect(i18n.language).toBe('en');
    expect(i18n.t('common.actions.next')).toBe('Next');
    expect(document.documentElement.lang).toBe('en');
    expect(fetch.mock.calls.map(([url]) => String(url))).toEqual(['/locales/en.json']);
  });

  it('defaults to German', async () => {
    stubFetch();
    const i18n = await initI18n();
    expect(i18n.t('greet', { name: '<b>Ada</b>' })).toBe('Hallo <b>Ada</b>');
    expect(document.documentElement.lang).toBe('de');
  });

  it('shows a missing key as the key and warns once (a warning, not an error)', async () => {
    stubFetch();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const i18n = await initI18n('de');
    expect(i18n.t('nope.notThere')).toBe('nope.notThere');
    expect(i18n.t('nope.notThere')).toBe('nope.notThere');
    const warnings = warn.mock.calls.filter(([text]) => String(text).includes(MISSING_KEY_PREFIX));
    expect(warnings).toHaveLength(1);
    expect(String(warnings[0]?.[0])).toContain('nope.notThere');
    expect(error).not.toHaveBeenCalled();
  });

  it('does not fall back to German for a key missing in English', async () => {
    files['/locales/en.json'] = { common: { actions: {} } };
    stubFetch();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const i18n = await initI18n('en');
    expect(i18n.t('common.actions.next')).toBe('common.actions.next');
  });
});
