import { expect, test } from '../../support/fixtures';
import { setUpServiceSpec, T } from './helpers';

setUpServiceSpec();

/*
 * A service page's form is whole in the prerendered HTML, but its code (the form, zod,
 * react-hook-form, the API client) comes only at the user's first intent
 * (src/ui/service-form/lazy-service-form.tsx): what a slow phone fetches and runs while the page
 * hydrates is the page, not its form.
 */
const PAGES = [
  { path: '/kontakt', chunk: 'contact-form', submit: T.de.contact.submit },
  { path: '/logistik', chunk: 'logistics-form', submit: T.de.logistics.submit },
  { path: '/neukunde', chunk: 'registration-form', submit: T.de.registration.submit },
] as const;

for (const { path, chunk, submit } of PAGES) {
  test(`${path}: the form is there before its code, which comes at the first touch`, async ({
    page,
  }) => {
    const formsCode = new RegExp(`/assets/(${chunk}|forms|zod)-[^/]+\\.js$`);
    const fetched: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url()).pathname;
      if (formsCode.test(url)) fetched.push(url);
    });
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
    const form = page.locator('form');
    const send = form.getByRole('button', { name: submit });
    await expect(send).toBeVisible();
    // Loaded, idle, nothing touched: none of the form's code.
    await page.waitForLoadState('networkidle');
    expect(fetched).toEqual([]);
    // What is typed at once is kept while the code comes.
    const lastName = form.getByRole('textbox', { name: /^Nachname/ });
    await lastName.fill('Sommerfeld');
    await expect.poll(() => fetched.some((url) => url.includes(`/${chunk}-`))).toBe(true);
    await expect(lastName).toHaveValue('Sommerfeld');
    // The form works now: it checks its fields in place instead of posting the page away.
    await send.click();
    await expect(form.getByText(/^Bitte korrigieren Sie \d+ markierte Felder\.$/)).toBeVisible();
    await expect(lastName).toHaveValue('Sommerfeld');
    await expect(page).toHaveURL(new RegExp(`${path}$`));
  });
}
