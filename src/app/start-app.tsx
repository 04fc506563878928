import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app';
import { showBootError } from './boot-error';
import { loadRouteModules } from './route-modules';
import { createRouter, routes } from './router';
import { initI18n } from '../i18n';
import { languageStore, mirrorLanguageCookie, takeLanguageFromAddress } from '../session/language';
import { PRERENDERED_LANGUAGE_ATTRIBUTE } from '../domain/prerendered-page';
import { startWebVitals } from './web-vitals';

/** The page is the app's: what the visitor did before is the app's now. */
function afterHydration() {
  document.documentElement.setAttribute('data-hydrated', '');
  window.earlyInput?.giveToApp();
  startWebVitals();
}

/**
 * A prerendered page in the stored language is hydrated once its route's code and the texts are
 * here (React Router's lazy routes would otherwise render their fallback, not the page); any
 * other page (the plain index.html, a page in the other language) is rendered. A wizard's URL
 * hydrates its hydrate fallback, the frame the prerender wrote, until its guard has run.
 */
export async function startApp() {
  const root = document.getElementById('root');
  if (!root) return;
  // A link's language (from an e-mail) before anything reads the stored one or the address;
  // returned as well, for a browser that refuses to store it.
  const language = takeLanguageFromAddress() ?? languageStore.read();
  mirrorLanguageCookie(language);
  const [i18n, routeLoaded] = await Promise.all([
    initI18n(language).catch(() => undefined),
    // If the page's chunk fails (after its one reload), the router shows its error page.
    loadRouteModules(routes, window.location.pathname).then(
      () => true,
      () => false,
    ),
  ]);
  if (!i18n) {
    showBootError();
    return;
  }
  const hydrate = routeLoaded && root.getAttribute(PRERENDERED_LANGUAGE_ATTRIBUTE) === language;
  const app = (
    <StrictMode>
      <App
        i18n={i18n}
        router={createRouter({ prerendered: hydrate })}
        onContentHydrated={afterHydration}
      />
    </StrictMode>
  );
  window.earlyInput?.reactListens();
  if (hydrate) hydrateRoot(root, app);
  else createRoot(root).render(app);
}
