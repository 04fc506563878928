import type { Page } from '@playwright/test';
import de from '../../public/locales/de.json' with { type: 'json' };
import en from '../../public/locales/en.json' with { type: 'json' };

/**
 * The sentence that names an unpaid booking's deadline (booking.status.payBy), its instant
 * formatted by the browser's own Intl as the app formats it: long date and short time in
 * Europe/Berlin, in the language's locale.
 */
export async function deadlineSentence(page: Page, lang: 'de' | 'en', iso: string) {
  const until = await page.evaluate(
    ([instant, locale]) =>
      new Intl.DateTimeFormat(locale, {
        dateStyle: 'long',
        timeStyle: 'short',
        timeZone: 'Europe/Berlin',
      }).format(new Date(instant!)),
    [iso, lang === 'de' ? 'de-DE' : 'en-US'],
  );
  return { de, en }[lang].booking.status.payBy.replace('{{until}}', until);
}
