import 'primereact/resources/themes/fluent-light/theme.css';
import 'primeicons/primeicons.css';
import './app/styles/index.css';
import { showBootError } from './app/boot-error';
import { requestPageCode } from './app/page-code';

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
// page once it is on screen.
void requestPageCode()
  .then(() => import('./app/start-app'))
  .then(({ startApp }) => startApp(), showBootError);
