import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach } from 'vitest';
import de from '../../public/locales/de.json';
import { registerPrimeLocale } from '../../src/ui/prime-locale';

/*
 * Component tests get the real German texts synchronously: `useTranslation()` works without a
 * provider and assertions can use the visible German labels. A missing key shows the key and
 * warns, as in the app.
 */
void i18next.use(initReactI18next).init({
  lng: 'de',
  fallbackLng: false,
  resources: { de: { translation: de } },
  nsSeparator: false,
  keySeparator: '.',
  interpolation: { escapeValue: false },
  initAsync: false,
  react: { useSuspense: false },
  saveMissing: true,
  missingKeyHandler: (_languages, _namespace, key) =>
    console.warn(`[i18n] missing translation key: "${key}" (de)`),
});
// PrimeReact's widgets (calendar, lists) in German, as the app registers them before rendering.
registerPrimeLocale(i18next);

// jsdom has no layout: scrolling APIs (used by React Router's ScrollRestoration and by the
// hash-anchor scrolling) are no-ops here instead of "Not implemented" noise.
window.scrollTo = () => {};
Element.prototype.scrollIntoView = function scrollIntoView() {};

afterEach(() => {
  cleanup();
  sessionStorage.clear();
  localStorage.clear();
});
