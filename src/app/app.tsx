import type { i18n } from 'i18next';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router/dom';
import { createRouter } from './router';

/** Providers around the router; the i18n instance is ready (translations loaded) by now. */
export function App({ i18n }: { i18n: i18n }) {
  const [router] = useState(createRouter);
  return (
    <I18nextProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nextProvider>
  );
}
