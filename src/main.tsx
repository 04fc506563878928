import 'primereact/resources/themes/fluent-light/theme.css';
import 'primeicons/primeicons.css';
import './app/styles/index.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { createRouter } from './app/router';
import { applyPrimeReactLocale } from './i18n/primereact-locale';
import { initI18n } from './i18n';

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
