import 'primereact/resources/themes/fluent-light/theme.css';
import 'primeicons/primeicons.css';
import './app/styles/index.css';
import { StrictMode } from 'react';
import { config as zodConfig } from 'zod/v4/core';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { createRouter } from './app/router';
import { applyPrimeReactLocale } from './i18n/primereact-locale';
import { initI18n } from './i18n';
import { startWebVitals } from './app/web-vitals';

/*
 * Before any schema module loads (they all come in lazy chunks): zod must not probe for eval
 * with `new Function`, which the CSP (script-src 'self') blocks and reports as an issue on every
 * page. zod's core config module costs the entry chunk about 3.6 KB gzip; zod itself stays out.
 */
zodConfig({ jitless: true });

/**
 * Renders nothing but the static spinner of index.html until the translations are loaded, so
 * no untranslated text flashes and nothing shifts. If the translation file cannot be loaded,
 * the static bilingual message of index.html is shown instead.
 */
async function boot() {
  const root = document.getElementById('root');
  if (!root) return;
  const i18n = await initI18n();
  if (!i18n.hasResourceBundle(i18n.language, 'translation')) {
    document.getElementById('boot-spinner')?.setAttribute('hidden', '');
    document.getElementById('boot-error')?.removeAttribute('hidden');
    return;
  }
  applyPrimeReactLocale(i18n);
  createRoot(root).render(
    <StrictMode>
      <App i18n={i18n} router={createRouter()} />
    </StrictMode>,
  );
}

void boot();
// Field data (POST /api/vitals): starts after the load event, off the critical path.
startWebVitals();
