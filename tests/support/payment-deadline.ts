import type { APIRequestContext, Page } from '@playwright/test';
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

/** The booking's zahlungBis as the server answers it (GET /Buchung/Detail with its token). */
export async function zahlungBisOf(
  request: APIRequestContext,
  buchungId: number,
  token: string,
): Promise<string> {
  const detail = await request.get(`/api/Buchung/Detail/${buchungId}`, {
    headers: { 'X-Buchung-Token': token },
  });
  const { zahlungBis } = ((await detail.json()) as { buchungStamm: { zahlungBis: string } })
    .buchungStamm;
  return zahlungBis;
}
