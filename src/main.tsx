import 'primereact/resources/themes/fluent-light/theme.css';
import 'primeicons/primeicons.css';
import './app/styles/index.css';
import { showBootError } from './app/boot-error';
import { afterFirstPaint, requestPageCode } from './app/page-code';
import { warmUpIntl } from './domain/intl-formats';

/*
 * Before any schema module loads: zod must not probe for eval with `new Function`, which the CSP
 * (script-src 'self') blocks and reports as an issue on every page. zod takes a configuration
 * that is already in this global. (The browser's zod/mini objects parse without compiling; this
 * keeps zod's core from trying should a schema that compiles come in.)
 */
(globalThis as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig = {
  jitless: true,
};

// The app itself (React, the router, the texts) in a chunk of its own, which a prerendered page
// asks for with its route's chunks (scripts/prerender.ts): a wizard's shell at once, a public
// page once it is on screen. While that code is on its way, a task of its own, after the first
// paint, has the browser load its date data (warmUpIntl), which hydration would wait for.
void requestPageCode()
  .then(() => {
    const app = import('./app/start-app');
    void afterFirstPaint().then(() => warmUpIntl(document.documentElement.lang));
    return app;
  })
  .then(({ startApp }) => startApp(), showBootError);
