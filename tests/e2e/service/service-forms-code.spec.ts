import { expect, test } from '../../support/fixtures';
import { APP_CODE, holdBack } from '../../support/hold-back';
import { setUpServiceSpec, T } from './helpers';

setUpServiceSpec();

/*
 * A service page's form is whole in the prerendered HTML: a visitor can type into it before the
 * app's code has run on a slow phone, and what was typed is the form's once it does
 * (src/app/early-input.ts).
 */
const PAGES = [
  { path: '/kontakt', submit: T.de.contact.submit },
  { path: '/logistik', submit: T.de.logistics.submit },
  { path: '/neukunde', submit: T.de.registration.submit },
] as const;

for (const { path, submit } of PAGES) {
  test(`${path}: the form takes typing before the app's code, and keeps it once the app runs`, async ({
    page,
  }) => {
    const release = await holdBack(page, APP_CODE);
    await page.goto(path, { waitUntil: 'commit' });
    const form = page.locator('form');
    const lastName = form.getByRole('textbox', { name: /^Nachname/ });
    await lastName.fill('Sommerfeld');
    await expect(page.locator('html')).not.toHaveAttribute('data-hydrated');
    release();
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
    await expect(lastName).toHaveValue('Sommerfeld');
    // The form works now: it checks its fields in place instead of posting the page away, and
    // the typed name is its own (not reported missing).
    await form.getByRole('button', { name: submit }).click();
    await expect(form.getByText(/^Bitte korrigieren Sie \d+ markierte Felder\.$/)).toBeVisible();
    await expect(lastName).toHaveValue('Sommerfeld');
    await expect(lastName).not.toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL(new RegExp(`${path}$`));
  });
}
