import type { i18n } from 'i18next';
import { useEffect } from 'react';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router/dom';
import type { AppRouter } from './router';

interface AppProps {
  /** Ready i18next instance (translations loaded). */
  i18n: i18n;
  /** Created once outside React, so Strict Mode's double rendering never makes a second one. */
  router: AppRouter;
  /** Runs once the app's first render is committed (the prerendered page is hydrated). */
  onFirstCommit?: () => void;
}

/** Providers around the router. */
export function App({ i18n, router, onFirstCommit }: AppProps) {
  useEffect(() => onFirstCommit?.(), [onFirstCommit]);
  return (
    <I18nextProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nextProvider>
  );
}
