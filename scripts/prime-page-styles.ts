// PrimeReact 10 adds its components' structural styles (the base, common and each component's
// rules: `.p-hidden-accessible`, a calendar's layout, ...) to the document at run time, once a
// component is mounted. A prerendered page is painted before that: without them a field's hidden
// helpers would show and widgets sit differently until the app runs. So the prerender notes the
// styles each page's components ask for while it renders, and the page carries them as the very
// <style data-primereact-style-id> elements PrimeReact looks for: it takes them over as they are
// instead of adding its own, and nothing moves when the app starts.
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { registry } from './prime-page-styles/registry';

const SUBSTITUTES: Record<string, string> = {
  'primereact/hooks': fileURLToPath(new URL('./prime-page-styles/hooks.ts', import.meta.url)),
  'primereact/componentbase': fileURLToPath(
    new URL('./prime-page-styles/componentbase.ts', import.meta.url),
  ),
};

/** For the prerender's bundle: PrimeReact's modules get the noting substitutes (not they). */
export function notePrimeStyles(): Plugin {
  return {
    name: 'note-prime-styles',
    enforce: 'pre',
    resolveId(source, importer) {
      const substitute = SUBSTITUTES[source];
      if (!substitute || importer === substitute) return null;
      return substitute;
    },
  };
}

/** Runs `render` and returns what it gave and the PrimeReact styles it asked for, in order. */
export async function withPrimeStyles<T>(
  render: () => Promise<T>,
): Promise<{ result: T; styles: [name: string, css: string][] }> {
  const state = registry();
  const styles = new Map<string, string>();
  state.styles = styles;
  try {
    return { result: await render(), styles: [...styles] };
  } finally {
    state.styles = undefined;
  }
}

/** The styles as PrimeReact's own elements (it finds them by data-primereact-style-id). */
export function primeStyleElements(styles: [name: string, css: string][]): string[] {
  return styles.map(
    ([name, css]) =>
      `<style type="text/css" data-primereact-style-id="${name}">${css.replace(/<\/style/gi, '<\\/style')}</style>`,
  );
}
