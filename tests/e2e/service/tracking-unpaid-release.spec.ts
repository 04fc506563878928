// A card booking never paid is released (docs/decisions/0024): tracking then says it was
// cancelled because it was not paid, offers no payment, and the release e-mail went out in the
// booking's language. The round runs through the test-only route at a moment 25 hours ahead, for
// this booking only. Before that, tracking names by when it must be paid. German and English,
// axe on both states.
import type { APIRequestContext } from '@playwright/test';
import { expectNoAxeViolations } from '../../support/axe';
import { berlinDay } from '../../support/berlin-day';
import { expect, test } from '../../support/fixtures';
import { deadlineSentence } from '../../support/payment-deadline';
import { bookPrivately } from '../../support/private-booking-api';
import { saveScreenshot, VIEWPORTS } from '../../support/screenshots';
import { fmt, LANGS, open, setUpServiceSpec, T } from './helpers';

setUpServiceSpec();

const SURNAME = 'Nichtzahler';

/** A private card booking left unpaid, its ride six days ahead; its voucher. */
async function unpaidBooking(request: APIRequestContext, lang: (typeof LANGS)[number]) {
  await request.delete('/api/test/login-failures');
  const booked = await bookPrivately(request, {
    lang,
    name: SURNAME,
    pickup: { datum: berlinDay(6), zeit: '08:15' },
  });
  return booked.voucher;
}

for (const lang of LANGS) {
  const tr = T[lang].tracking;

  test(`an unpaid card booking released after 24 hours shows why on tracking (${lang})`, async ({
    page,
    request,
  }) => {
    const voucher = await unpaidBooking(request, lang);
    await open(page, `/tracking?voucher=${voucher}&name=${SURNAME}`, lang);
    await expect(
      page.getByRole('heading', { name: fmt(tr.result.title, { voucher }) }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: tr.pay.action })).toBeVisible();

    const round = await request.post('/api/test/unpaid-round', {
      data: { at: new Date(Date.now() + 25 * 60 * 60_000).toISOString(), voucher },
    });
    expect(await round.json()).toEqual({ reminded: 0, released: 1 });

    await page.reload();
    await expect(
      page.getByRole('heading', { name: fmt(tr.result.title, { voucher }) }),
    ).toBeVisible();
    await expect(page.getByText(tr.result.cancelledUnpaid)).toBeVisible();
    await expect(page.getByText(tr.result.cancelled, { exact: true })).toHaveCount(0);
    await expect(page.getByRole('button', { name: tr.pay.action })).toHaveCount(0);
    await expectNoAxeViolations(page);

    const mails = await request.get('/api/test/outbox?art=verfall&limit=50');
    const rows = (await mails.json()) as { betreff: string; sprach: string; payload: object }[];
    const mine = rows.filter((row) => JSON.stringify(row.payload).includes(voucher));
    expect(mine.map((row) => [row.sprach, row.betreff])).toEqual([
      [
        lang,
        lang === 'de'
          ? `Buchung ${voucher} storniert – nicht bezahlt`
          : `Booking ${voucher} cancelled – not paid`,
      ],
    ]);
  });
}

for (const lang of LANGS) {
  const tr = T[lang].tracking;

  test(`an unpaid card booking names by when it must be paid, next to „Jetzt bezahlen“ (${lang})`, async ({
    page,
    request,
  }) => {
    const voucher = await unpaidBooking(request, lang);
    const answer = await request.get(`/api/Buchung/Detail/${voucher}?name=${SURNAME}`);
    const { zahlungBis } = (await answer.json()) as { zahlungBis: string };
    // The rides are days ahead: the deadline is 24 hours after booking (0024).
    expect(Date.parse(zahlungBis) - Date.now()).toBeGreaterThan(23 * 60 * 60_000);

    await open(page, `/tracking?voucher=${voucher}&name=${SURNAME}`, lang);
    const note = page.getByText(tr.result.unpaid);
    await expect(note).toBeVisible();
    await expect(note).toContainText(await deadlineSentence(page, lang, zahlungBis));
    await expect(page.getByRole('button', { name: tr.pay.action })).toBeVisible();
    await expectNoAxeViolations(page);
    for (const [name, size] of Object.entries(VIEWPORTS)) {
      await page.setViewportSize(size);
      await saveScreenshot(page, `tracking-unpaid-deadline-${lang}-${name}`);
    }
  });
}
