import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, data, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { isChunkLoadError, RouteError } from './route-error';

function renderFailing(loader: () => unknown) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        loader,
        element: <p>ok</p>,
        errorElement: <RouteError />,
        hydrateFallbackElement: <p>…</p>,
      },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
}

describe('RouteError', () => {
  it('shows a translated message with reload and home for an unexpected error', async () => {
    renderFailing(() => {
      throw new Error('boom');
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Da ist etwas schiefgelaufen' }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Seite neu laden' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Zur Startseite' })).toHaveAttribute('href', '/');
    // The title is set in an effect, which may run after the heading is on screen.
    await waitFor(() => expect(document.title).toContain('Da ist etwas schiefgelaufen'));
    expect(screen.queryByText('boom')).toBeNull(); // no technical details for users
  });

  it('shows "not found" for a 404 answer from a loader', async () => {
    renderFailing(() => {
      throw data(null, { status: 404 });
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Seite nicht gefunden' }),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Seite neu laden' })).toBeNull();
  });

  it('explains a chunk that could not be loaded even after the automatic reload', async () => {
    renderFailing(() => {
      throw new TypeError('Failed to fetch dynamically imported module: /assets/route-x.js');
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Seite konnte nicht geladen werden' }),
    ).toBeVisible();
  });

  it('recognises the chunk-load messages of Chromium, Firefox and Safari', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: x'))).toBe(
      true,
    );
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module: x'))).toBe(
      true,
    );
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('boom'))).toBe(false);
    expect(isChunkLoadError('x')).toBe(false);
  });
});
