import type { i18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router/dom';
import { ContentHydratedProvider } from './content-hydrated';
import type { AppRouter } from './router';

interface AppProps {
  /** Ready i18next instance (translations loaded). */
  i18n: i18n;
  /** Created once outside React, so Strict Mode's double rendering never makes a second one. */
  router: AppRouter;
  /** Runs once the page's content is the app's (the prerendered page is hydrated). */
  onContentHydrated?: () => void;
}

/** Providers around the router. */
export function App({ i18n, router, onContentHydrated }: AppProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <ContentHydratedProvider value={onContentHydrated}>
        <RouterProvider router={router} />
      </ContentHydratedProvider>
    </I18nextProvider>
  );
}
