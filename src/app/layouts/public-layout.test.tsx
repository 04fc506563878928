import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useRef } from 'react';
import { createMemoryRouter, Link, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { HOTLINE } from '../hotline';
import { PublicLayout } from './public-layout';

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        element: <PublicLayout />,
        children: [
          { path: '/', element: <p>home</p> },
          {
            path: '/start',
            element: (
              <p>
                start <Link to="/kontakt">Zum Kontakt</Link>
              </p>
            ),
          },
          { path: '/kontakt', element: <p>kontakt</p> },
          { path: '/schritt', element: <FocusedHeading /> },
          { path: '*', element: <p>other</p> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

/** A page that puts focus on its own heading as it opens (as a wizard step does). */
function FocusedHeading() {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <h1 ref={heading} tabIndex={-1}>
      Schritt
    </h1>
  );
}

describe('PublicLayout', () => {
  it('shows brand, navigation, hotline, language switch and footer with the current year', () => {
    renderAt('/kontakt');
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: /zur Startseite/ })).toHaveAttribute(
      'href',
      '/',
    );
    const nav = screen.getByRole('navigation', { name: 'Hauptnavigation', hidden: true });
    const links = within(nav)
      .getAllByRole('link', { hidden: true })
      .map((link) => link.textContent);
    expect(links).toEqual(['Start', 'Service', 'Neukunde', 'Logistik', 'Flugauskunft', 'Kontakt']);
    expect(within(nav).getByRole('link', { name: 'Kontakt', hidden: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(header).getByRole('link', { name: /Hotline/ })).toHaveAttribute(
      'href',
      `tel:${HOTLINE.tel}`,
    );
    const languages = within(header).getByRole('group', { name: 'Sprache wählen' });
    expect(within(languages).getByRole('button', { name: /DE/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const footer = screen.getByRole('contentinfo');
    expect(footer).toHaveTextContent(String(new Date().getFullYear()));
    expect(within(footer).getByRole('link', { name: 'Datenschutz' })).toHaveAttribute(
      'href',
      '/datenschutz',
    );
    expect(within(footer).getByRole('link', { name: 'Impressum' })).toHaveAttribute(
      'href',
      '/impressum',
    );
  });

  it('marks Start on / and Service on /start#servicebuero, never both', () => {
    renderAt('/start#servicebuero');
    const nav = screen.getByRole('navigation', { name: 'Hauptnavigation', hidden: true });
    const current = within(nav)
      .getAllByRole('link', { hidden: true })
      .filter((link) => link.getAttribute('aria-current') === 'page')
      .map((link) => link.textContent);
    expect(current).toEqual(['Service']);
  });

  it('toggles the phone menu and closes it after navigating', async () => {
    const user = userEvent.setup();
    const router = renderAt('/');
    const toggle = screen.getByRole('button', { name: /Menü/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const nav = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(nav).toHaveClass('site-nav--open');
    await user.click(within(nav as HTMLElement).getByRole('link', { name: 'Kontakt' }));
    expect(router.state.location.pathname).toBe('/kontakt');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('closes the phone menu also when the link is the current page', async () => {
    const user = userEvent.setup();
    renderAt('/kontakt');
    const toggle = screen.getByRole('button', { name: /Menü/ });
    await user.click(toggle);
    const nav = document.getElementById(toggle.getAttribute('aria-controls') ?? '') as HTMLElement;
    await user.click(within(nav).getByRole('link', { name: 'Kontakt' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('moves focus to the main region after a link in the page or the footer, not on the first page', async () => {
    const user = userEvent.setup();
    const router = renderAt('/start');
    expect(screen.getByRole('main')).not.toHaveFocus();
    await user.click(screen.getByRole('link', { name: 'Zum Kontakt' }));
    expect(router.state.location.pathname).toBe('/kontakt');
    await waitFor(() => expect(screen.getByRole('main')).toHaveFocus());
    await user.click(
      within(screen.getByRole('contentinfo')).getByRole('link', { name: 'Impressum' }),
    );
    expect(router.state.location.pathname).toBe('/impressum');
    await waitFor(() => expect(screen.getByRole('main')).toHaveFocus());
  });

  it("leaves the focus a page puts inside the main region, as on a wizard step's heading", async () => {
    const router = renderAt('/start');
    await router.navigate('/schritt');
    const heading = await screen.findByRole('heading', { name: 'Schritt' });
    // The page focuses its heading in an effect, which a loaded machine may run a moment later.
    await waitFor(() => expect(heading).toHaveFocus());
  });

  it('has a skip link to the main region', () => {
    renderAt('/');
    const skip = screen.getByRole('link', { name: 'Zum Inhalt springen' });
    const main = screen.getByRole('main');
    expect(skip.getAttribute('href')).toBe(`#${main.id}`);
  });
});
