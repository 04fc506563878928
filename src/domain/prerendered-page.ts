/*
 * What a prerendered page (scripts/prerender.ts) tells the app that starts in it (src/main.tsx,
 * src/app/start-app.tsx): names both sides share, so that neither can change alone.
 */

/** On #root: the language the prerendered HTML is in. */
export const PRERENDERED_LANGUAGE_ATTRIBUTE = 'data-prerendered';

/** A template with the preloads of a public page's code, put into the head after its first paint. */
export const PAGE_CODE_TEMPLATE_ID = 'page-code';
