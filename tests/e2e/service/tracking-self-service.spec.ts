// Passenger self-service on /tracking (issue 15, docs/decisions/0009): cancel with a
// confirmation step (a paid booking shows its refund), move a pickup, and the hotline instead
// once the pickup is less than 24 hours away. German and English, axe on every new state.
import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoAxeViolations } from '../../support/axe';
import { berlinDay } from '../../support/berlin-day';
import { expect, test } from '../../support/fixtures';
import { factOf } from '../../support/facts';
import { saveScreenshot, VIEWPORTS } from '../../support/screenshots';
import { berlinIn, bookPrivately } from '../../support/private-booking-api';
import {
  expectFieldError,
  fmt,
  LANGS,
  literal,
  open,
  OTHER_LANG,
  setUpServiceSpec,
  switchLanguage,
  T,
  type Lang,
} from './helpers';

setUpServiceSpec();

const SURNAME = 'Selbstbucher';

test.beforeEach(async ({ request }) => {
  await request.delete('/api/test/login-failures');
});

/** A private card booking of SURNAME through the API (HAJ, Hannover), paid if asked. */
const book = (
  request: APIRequestContext,
  lang: Lang,
  {
    pickup = { datum: berlinDay(6), zeit: '08:15' },
    pay = false,
    returnRide,
    extras,
  }: {
    pickup?: { datum: string; zeit: string };
    pay?: boolean;
    /** A return ride in nine days at 17:30; 'byFlight': the landing of LH123 at 17:30. */
    returnRide?: boolean | 'byFlight';
    extras?: { id: number; anzahl: number }[];
  } = {},
) =>
  bookPrivately(request, {
    lang,
    name: SURNAME,
    pickup,
    pay,
    extras,
    ...(returnRide
      ? {
          returnRide: {
            datum: berlinDay(9),
            zeit: '17:30',
            ...(returnRide === 'byFlight' ? { flugnummer: 'LH123' } : {}),
          },
        }
      : {}),
  });

/** The e-mail's tracking link opens the booking at once. */
async function openTracking(page: Page, lang: Lang, voucher: string) {
  await open(page, `/tracking?voucher=${voucher}&name=${SURNAME}`, lang);
  await expect(
    page.getByRole('heading', { name: fmt(T[lang].tracking.result.title, { voucher }) }),
  ).toBeVisible();
}

/** The promise of a confirmation e-mail, in either language. */
const MAIL = /Bestätigung per E-Mail|confirmation by e-mail/;

const price = (lang: Lang, cent: number) =>
  new Intl.NumberFormat(lang === 'de' ? 'de-DE' : 'en-GB', {
    style: 'currency',
    currency: 'EUR',
  }).format(cent / 100);

for (const lang of LANGS) {
  const s = T[lang].tracking.selfService;

  test.describe(`tracking self-service (${lang})`, () => {
    test('a paid booking is cancelled after a confirmation and shows its refund', async ({
      page,
      request,
    }) => {
      const { voucher, preisCent } = await book(request, lang, { pay: true });
      await openTracking(page, lang, voucher);
      await expect(page.getByRole('heading', { name: s.title })).toBeVisible();
      const paymentState = (state: keyof (typeof T)[Lang]['tracking']['payment']) =>
        page.getByRole('definition').filter({ hasText: T[lang].tracking.payment[state] });
      await expect(paymentState('bezahlt')).toBeVisible();
      // The cancel button's label keeps its contrast under the pointer (theme: 4.33:1 on hover).
      await page.getByRole('button', { name: s.cancel }).hover();
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: s.cancel }).click();

      const dialog = page.getByRole('dialog', { name: fmt(s.confirmCancel.title, { voucher }) });
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText(s.confirmCancel.text);
      // A paid booking is told about its cancellation by e-mail, and the dialog says so.
      await expect(dialog).toContainText(MAIL);
      await expect(dialog.getByRole('button', { name: s.keep })).toBeFocused();
      await expectNoAxeViolations(page);
      // Keeping it changes nothing.
      await dialog.getByRole('button', { name: s.keep }).click();
      await expect(dialog).toBeHidden();
      await page.getByRole('button', { name: s.cancel }).click();
      await dialog.getByRole('button', { name: s.confirmCancel.confirm }).click();

      await expect(page.getByRole('status').filter({ hasText: s.done.cancelled })).toContainText(
        MAIL,
      );
      await expect(page.getByText(T[lang].tracking.result.cancelled)).toBeVisible();
      const refunded = fmt(s.refund.refunded, { amount: price(lang, preisCent) });
      await expect(page.getByText(refunded)).toBeVisible();
      // The payment line no longer says "Bezahlt" as if the money were still taken.
      await expect(paymentState('erstattet')).toBeVisible();
      await expect(paymentState('bezahlt')).toHaveCount(0);
      // Its price reads as on the booking link and in the company's list: nothing charged, the
      // former total named.
      const former = fmt(T[lang].common.price.former.replace(/<\/?s>/g, ''), {
        price: price(lang, preisCent),
      });
      const total = factOf(page.locator('dl').first(), T[lang].common.price.total);
      await expect(total).toContainText(former);
      await expect(total).toContainText(price(lang, 0));
      await expect(page.getByRole('button', { name: s.cancel })).toHaveCount(0);
      await expectNoAxeViolations(page);

      // A new look at the booking (the e-mail link again) still shows the refund.
      await openTracking(page, lang, voucher);
      await expect(page.getByText(refunded)).toBeVisible();
    });

    test('an unpaid card booking promises no e-mail on cancelling and owes nothing afterwards', async ({
      page,
      request,
    }) => {
      // No mail goes to an unpaid card booking (server/services/bookings.ts cancelLegs).
      const { voucher } = await book(request, lang);
      await openTracking(page, lang, voucher);
      const paymentLine = page
        .getByRole('definition')
        .filter({ hasText: new RegExp(`^${T[lang].tracking.payment.offen}$`) });
      await expect(paymentLine).toBeVisible();
      const unpaid = page.getByText(T[lang].tracking.result.unpaid);
      await expect(unpaid).toBeVisible();
      await expectNoAxeViolations(page);
      for (const [name, size] of Object.entries(VIEWPORTS)) {
        await page.setViewportSize(size);
        await saveScreenshot(page, `tracking-unpaid-${lang}-${name}`);
      }
      await page.getByRole('button', { name: s.cancel }).click();
      const dialog = page.getByRole('dialog', { name: fmt(s.confirmCancel.title, { voucher }) });
      await expect(dialog).toContainText(s.confirmCancel.text);
      await expect(dialog).not.toContainText(MAIL);
      await dialog.getByRole('button', { name: s.confirmCancel.confirm }).click();

      const answer = page.getByRole('status').filter({ hasText: s.done.cancelled });
      await expect(answer).toBeVisible();
      await expect(answer).not.toContainText(MAIL);
      // Beside "0,00 € (bisher …)" the payment is no longer "outstanding".
      await expect(paymentLine).toHaveCount(0);
      await expect(unpaid).toHaveCount(0);
      await expect(
        page.getByRole('definition').filter({ hasText: /^(Keine Zahlung fällig|Nothing to pay)$/ }),
      ).toBeVisible();
    });

    test('its total is itemised: each ride with its own price and the extras’ part; cancelled, nothing is charged; axe', async ({
      page,
      request,
    }) => {
      // Two child seats (5,00 € each); both rides from the same address in Hannover.
      const { voucher, preisCent } = await book(request, lang, {
        returnRide: true,
        extras: [{ id: 1, anzahl: 2 }],
      });
      const ride = (preisCent - 1000) / 2;
      await openTracking(page, lang, voucher);
      const common = T[lang].common.price;
      const overview = page.locator('dl').first();
      const legs = page
        .getByRole('list')
        .filter({
          has: page.getByRole('heading', { name: new RegExp(T[lang].tracking.legs.hinfahrt) }),
        })
        .first()
        .locator(':scope > li');
      await expect(factOf(legs.nth(0), common.ride)).toHaveText(price(lang, ride));
      await expect(factOf(legs.nth(1), common.ride)).toHaveText(price(lang, ride));
      await expect(factOf(overview, common.extras)).toHaveText(price(lang, 1000));
      await expect(factOf(overview, common.total)).toHaveText(price(lang, preisCent));
      await expectNoAxeViolations(page);
      for (const [name, size] of Object.entries(VIEWPORTS)) {
        await page.setViewportSize(size);
        await saveScreenshot(page, `tracking-prices-${lang}-${name}`);
      }

      await page.getByRole('button', { name: s.cancel }).click();
      const dialog = page.getByRole('dialog', { name: fmt(s.confirmCancel.title, { voucher }) });
      await dialog.getByRole('button', { name: s.confirmCancel.confirm }).click();
      await expect(page.getByRole('status').filter({ hasText: s.done.cancelled })).toBeVisible();
      // Each part as not charged, what it cost named and struck through.
      for (const [part, cent] of [
        [factOf(legs.nth(0), common.ride), ride],
        [factOf(legs.nth(1), common.ride), ride],
        [factOf(overview, common.extras), 1000],
        [factOf(overview, common.total), preisCent],
      ] as const) {
        await expect(part).toContainText(price(lang, 0));
        await expect(part.locator('s')).toHaveText(price(lang, cent));
      }
      await expectNoAxeViolations(page);
    });

    test('Escape in the confirmation keeps the booking and gives the focus back; axe on a phone', async ({
      page,
      request,
    }) => {
      await page.setViewportSize(VIEWPORTS.phone);
      const { voucher } = await book(request, lang);
      await openTracking(page, lang, voucher);
      const cancel = page.getByRole('button', { name: s.cancel });
      await cancel.click();
      const dialog = page.getByRole('dialog', { name: fmt(s.confirmCancel.title, { voucher }) });
      await expect(dialog.getByRole('button', { name: s.keep })).toBeFocused();
      await expectNoAxeViolations(page);
      await saveScreenshot(page, `tracking-cancel-dialog-${lang}-390`);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(cancel).toBeFocused();
      // 1280 px at 400 % zoom: too short for the whole dialog, which scrolls to the focused button.
      await page.setViewportSize({ width: 320, height: 256 });
      await cancel.click();
      await expect(dialog.getByRole('button', { name: s.keep })).toBeFocused();
      await page.keyboard.press('Tab');
      const confirm = dialog.getByRole('button', { name: s.confirmCancel.confirm });
      await expect(confirm).toBeFocused();
      await expect(confirm).toBeInViewport({ ratio: 1 });
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await openTracking(page, lang, voucher);
      await expect(page.getByText(T[lang].tracking.result.cancelled)).toHaveCount(0);
      await expect(page.getByRole('button', { name: s.cancel })).toBeVisible();
    });

    test('each ride moved past the other is refused in its own words; the return ride, chosen, shows its own pickup', async ({
      page,
      request,
      consoleGuard,
    }) => {
      // The server's refusal is the answer under test.
      consoleGuard.allow(/status of 400/);
      const { voucher } = await book(request, lang, { returnRide: true });
      await openTracking(page, lang, voucher);
      await page.getByRole('button', { name: s.change }).click();
      const date = page.getByRole('combobox', { name: literal(s.pickup.date) });
      const time = page.getByRole('combobox', { name: literal(s.pickup.time) });
      const shown = (iso: string, clock: string) => {
        const [y, m, d] = iso.split('-');
        return {
          date: lang === 'de' ? `${d}.${m}.${y}` : `${m}/${d}/${y}`,
          time: lang === 'de' ? clock : clock === '08:15' ? '8:15 AM' : '5:30 PM',
        };
      };
      await expect(date).toHaveValue(shown(berlinDay(6), '08:15').date);
      await expect(time).toHaveValue(shown(berlinDay(6), '08:15').time);

      // The outbound ride moved after the return ride: said in the words of the outbound ride.
      const dialog = page.getByRole('dialog', { name: s.pickup.confirmTitle });
      await date.fill(berlinDay(10));
      await page.getByRole('button', { name: s.pickup.next }).click();
      await expectFieldError(date, T[lang].validation.outboundAfterReturn);
      await expect(dialog).toHaveCount(0);

      await page.getByRole('radio', { name: T[lang].tracking.legs.rueckfahrt }).check();
      await expect(date).toHaveValue(shown(berlinDay(9), '17:30').date);
      await expect(time).toHaveValue(shown(berlinDay(9), '17:30').time);

      // More than 24 hours ahead, but before the outbound ride: said before the question.
      await date.fill(berlinDay(5));
      await page.getByRole('button', { name: s.pickup.next }).click();
      await expectFieldError(date, T[lang].validation.returnBeforeOutbound);
      await expect(date).toBeFocused();
      await expect(dialog).toHaveCount(0);

      // The outbound ride moved meanwhile (another tab): the form's rule passes, the server's
      // does not, and says why at the field.
      const moved = await request.post(`/api/Buchung/Selbstservice/${voucher}/Abholzeit`, {
        data: { name: SURNAME, fahrt: 'hin', datum: berlinDay(8), zeit: '08:15' },
      });
      expect(moved.status()).toBe(200);
      await date.fill(berlinDay(7));
      await page.getByRole('button', { name: s.pickup.next }).click();
      await dialog.getByRole('button', { name: s.pickup.confirm }).click();
      await expect(dialog).toBeHidden();
      await expectFieldError(date, T[lang].validation.returnBeforeOutbound);
      await expect(date).toBeFocused();
      await expect(page.getByText(s.pickup.errors.tooLate)).toHaveCount(0);
      await expectNoAxeViolations(page);
      const stored = await request.get(`/api/Buchung/Detail/${voucher}?name=${SURNAME}`);
      expect(
        ((await stored.json()) as { rueckfahrt: { datum: string; zeit: string } }).rueckfahrt,
      ).toMatchObject({ datum: berlinDay(9), zeit: '17:30' });
    });

    test('a ride by flight time is moved by its flight time, in those words; it stays by flight time', async ({
      page,
      request,
    }) => {
      const { voucher } = await book(request, lang, { returnRide: 'byFlight' });
      await openTracking(page, lang, voucher);
      await page.getByRole('button', { name: s.change }).click();
      // The outbound ride has a fixed pickup: its time is the pickup's.
      await expect(page.getByRole('group', { name: s.pickup.legend })).toBeVisible();
      await expect(page.getByRole('combobox', { name: literal(s.pickup.time) })).toBeVisible();

      await page.getByRole('radio', { name: T[lang].tracking.legs.rueckfahrt }).check();
      await expect(page.getByRole('group', { name: s.pickup.flight.legend })).toBeVisible();
      const flightTime = page.getByRole('combobox', { name: literal(s.pickup.flight.time) });
      // An emptied date is asked for as any required field is.
      const date = page.getByRole('combobox', { name: literal(s.pickup.date) });
      const day = await date.inputValue();
      await date.fill('');
      await page.getByRole('button', { name: s.pickup.next }).click();
      await expectFieldError(date, T[lang].validation.required);
      await date.fill(day);
      await flightTime.fill('20:15');
      await page.getByRole('button', { name: s.pickup.next }).click();
      const dialog = page.getByRole('dialog', { name: s.pickup.flight.confirmTitle });
      // "Rückfahrt: neue Flugzeit <date>, 20:15 Uhr. Die Abholung richtet sich nach Ihrem Flug."
      const [before, after] = fmt(s.pickup.flight.confirmText, {
        ride: T[lang].tracking.legs.rueckfahrt,
        date: '§',
        time: '§',
      }).split('§, §');
      await expect(dialog).toContainText(before!);
      await expect(dialog).toContainText(after!);
      await expectNoAxeViolations(page);
      await dialog.getByRole('button', { name: s.pickup.confirm }).click();
      // Saved in the words of what was moved: the flight, which the pickup follows.
      await expect(page.getByRole('status').filter({ hasText: s.done.movedFlight })).toBeVisible();
      const stored = await request.get(`/api/Buchung/Detail/${voucher}?name=${SURNAME}`);
      expect(
        ((await stored.json()) as { rueckfahrt: { zeit: string; istFesteZeit: boolean } })
          .rueckfahrt,
      ).toMatchObject({ zeit: '20:15', istFesteZeit: false });
    });

    test('the open pickup form comes back over a language switch, with what was typed in it', async ({
      page,
      request,
    }) => {
      const { voucher } = await book(request, lang, { returnRide: true });
      await openTracking(page, lang, voucher);
      await page.getByRole('button', { name: s.change }).click();
      await page.getByRole('radio', { name: T[lang].tracking.legs.rueckfahrt }).check();
      await page.getByRole('combobox', { name: literal(s.pickup.time) }).fill('19:05');

      await switchLanguage(page, lang);
      const other = T[OTHER_LANG[lang]].tracking;
      await expect(page.getByRole('radio', { name: other.legs.rueckfahrt })).toBeChecked();
      // The form takes the focus on its chosen ride, not on the first.
      await expect(page.getByRole('radio', { name: other.legs.rueckfahrt })).toBeFocused();
      await expect(
        page.getByRole('combobox', { name: literal(other.selfService.pickup.time) }),
      ).toHaveValue(OTHER_LANG[lang] === 'de' ? '19:05' : '7:05 PM');
      await expectNoAxeViolations(page);
    });

    test('the pickup time is moved after a confirmation; a time inside 24 hours is refused at the field', async ({
      page,
      request,
    }) => {
      const { voucher } = await book(request, lang);
      await openTracking(page, lang, voucher);
      await page.getByRole('button', { name: s.change }).click();
      const date = page.getByRole('combobox', { name: literal(s.pickup.date) });
      const time = page.getByRole('combobox', { name: literal(s.pickup.time) });
      await expectNoAxeViolations(page);

      const soon = berlinIn(3);
      await date.fill(soon.datum);
      await time.fill(soon.zeit);
      await page.getByRole('button', { name: s.pickup.next }).click();
      await expect(time).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByText(s.pickup.errors.tooLate)).toBeVisible();

      await date.fill(berlinDay(8));
      await time.fill('06:45');
      await page.getByRole('button', { name: s.pickup.next }).click();
      const dialog = page.getByRole('dialog', { name: s.pickup.confirmTitle });
      await expect(dialog).toBeVisible();
      await expectNoAxeViolations(page);
      await dialog.getByRole('button', { name: s.pickup.confirm }).click();

      const moved = page.getByRole('status').filter({ hasText: s.done.moved });
      await expect(moved).toBeVisible();
      // Unpaid: no mail is sent, so none is promised; the booking binds once paid.
      await expect(moved).not.toContainText(MAIL);
      const stored = await request.get(`/api/Buchung/Detail/${voucher}?name=${SURNAME}`);
      expect(
        ((await stored.json()) as { hinfahrt: { datum: string; zeit: string } }).hinfahrt,
      ).toMatchObject({
        datum: berlinDay(8),
        zeit: '06:45',
      });
      await expectNoAxeViolations(page);
    });

    test('printed, the booking keeps its details and its deadline, without the buttons', async ({
      page,
      request,
    }) => {
      const { voucher } = await book(request, lang);
      await openTracking(page, lang, voucher);
      await page.emulateMedia({ media: 'print' });
      await expect(page.getByRole('heading', { name: s.title })).toBeVisible();
      await expect(page.getByRole('button', { name: s.change })).toBeHidden();
      await expect(page.getByRole('button', { name: s.cancel })).toBeHidden();
      await expect(page.getByRole('link', { name: T[lang].tracking.result.receipt })).toBeHidden();
      await page.emulateMedia({ media: 'screen' });
      await expect(page.getByRole('button', { name: s.change })).toBeVisible();
    });

    test('by keyboard: the pickup form takes the focus when it opens and gives it back when closed', async ({
      page,
      request,
    }) => {
      const { voucher } = await book(request, lang);
      await openTracking(page, lang, voucher);
      const change = page.getByRole('button', { name: s.change });
      await change.focus();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('combobox', { name: literal(s.pickup.date) })).toBeFocused();
      await page.getByRole('button', { name: s.pickup.back }).press('Enter');
      await expect(change).toBeFocused();
    });

    test('less than 24 hours before the pickup the hotline is shown instead', async ({
      page,
      request,
    }) => {
      const { voucher } = await book(request, lang, { pickup: berlinIn(3) });
      await openTracking(page, lang, voucher);
      await expect(page.getByText(s.closed.tooLate)).toBeVisible();
      await expect(page.getByRole('link', { name: /\+49|0800|\d{3}/ }).first()).toBeVisible();
      await expect(page.getByRole('button', { name: s.cancel })).toHaveCount(0);
      await expect(page.getByRole('button', { name: s.change })).toHaveCount(0);
      await expectNoAxeViolations(page);
    });
  });
}
