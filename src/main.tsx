import 'primereact/resources/themes/fluent-light/theme.css';
import 'primeicons/primeicons.css';
import './app/styles/index.css';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { takeOverFromBoot } from './ui/boot-handover';
import { hydrationTurnsDone } from './ui/hydrate-in-turn';
import { yieldToBrowser } from './ui/yield-to-browser';
import { App } from './app/app';
import { loadPageModules } from './app/route-modules';
import { createRouter, routerReady, routes } from './app/router';
import { initI18n, loadAllTexts } from './i18n';
import { readPageTexts } from './i18n/page-texts';
import { languageStore, mirrorLanguageCookie } from './session/language';
import { startWebVitals } from './app/web-vitals';

/*
 * Before any schema module loads (they all come in lazy chunks): zod must not probe for eval
 * with `new Function`, which the CSP (script-src 'self') blocks and reports as an issue on every
 * page. zod keeps its configuration in this global and takes one that is already there, so the
 * entry needs none of zod's code to set it (its config module cost the entry about 3 KB).
 */
(globalThis as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig = {
  jitless: true,
};

/** Set by the prerender (scripts/prerender.ts) on #root: the language its HTML is in. */
const PRERENDERED_ATTRIBUTE = 'data-prerendered';

/** How long boot.js keeps noting typed values of fields React already owns. */
const HAND_OVER_MS = 5000;

/** The app has rendered: boot.js's held-back input and submits go to the forms React owns. */
function afterHydration() {
  document.documentElement.setAttribute('data-hydrated', '');
  takeOverFromBoot();
  // After the app has rendered, not at the load event: the screen's calls start in its effects,
  // and the library must wait for them too (they would share the line with it).
  startWebVitals();
  // By then the lazily loaded parts have mounted (and handed over) on any device we know of.
  setTimeout(() => document.documentElement.setAttribute('data-handed-over', ''), HAND_OVER_MS);
}

/** A hydrated page's later parts hydrate in tasks of their own (ui/hydrate-in-turn.tsx). */
function afterFirstCommit() {
  void hydrationTurnsDone().then(afterHydration);
}

function showBootError() {
  document.getElementById('boot-spinner')?.setAttribute('hidden', '');
  document.getElementById('boot-error')?.removeAttribute('hidden');
}

/**
 * A prerendered page (scripts/prerender.ts) in the stored language is hydrated with the texts it
 * carries; the rest of the texts load right after. A wizard step's URL first runs its guard and
 * loads its chunk (with the whole translation file), so the first render is the step's frame
 * that was painted from the page, or the page the guard sends the visitor to. Any other page (a
 * page in the other language, the company area's placeholder) renders once the whole translation
 * file is here; until then the page's spinner shows, or its bilingual message if the file cannot
 * be loaded.
 */
async function boot() {
  const root = document.getElementById('root');
  if (!root) return;
  // The app's modules have just been evaluated, in one task: the texts, the router and the first
  // render each get a task of their own, so no one of them blocks a slow phone for long.
  await yieldToBrowser();
  const language = languageStore.read();
  mirrorLanguageCookie(language);
  const prerendered = root.getAttribute(PRERENDERED_ATTRIBUTE) === language;
  const pageTexts = prerendered ? readPageTexts(language) : undefined;
  const [i18n, pageModulesLoaded] = await Promise.all([
    initI18n(language, { texts: pageTexts }).catch(() => undefined),
    // If the page's chunk fails (after its one reload), the router shows its error page.
    loadPageModules(routes, window.location.pathname).then(
      () => true,
      () => false,
    ),
  ]);
  if (!i18n) {
    showBootError();
    return;
  }
  // The texts are set up (and a public page's module is in): the router starts in a task of its
  // own.
  await yieldToBrowser();
  const path = window.location.pathname;
  const router = createRouter({ textsReady: () => loadAllTexts(i18n) });
  await routerReady(router);
  const app = (
    <StrictMode>
      <App i18n={i18n} router={router} onFirstCommit={afterFirstCommit} />
    </StrictMode>
  );
  await yieldToBrowser();
  // Sent elsewhere (a guard's redirect) or failed, the app shows another page than the HTML.
  const pageAsPrerendered = router.state.location.pathname === path && !router.state.errors;
  if (pageTexts && pageModulesLoaded && pageAsPrerendered) hydrateRoot(root, app);
  else {
    // The HTML there is no page to keep any more (ui/lazy-form.tsx asks).
    root.removeAttribute(PRERENDERED_ATTRIBUTE);
    createRoot(root).render(app);
  }
  // Right after the first render: the texts of the next screens (a no-op when all are here).
  void loadAllTexts(i18n).catch(() => undefined);
}

void boot();
