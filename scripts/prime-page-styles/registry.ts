// Shared by the prerender (Node) and the substitutes bundled into its render code: the styles
// the page being rendered asked PrimeReact for, by PrimeReact's style name.
const KEY = Symbol.for('shuttle.prerender.primeStyles');

interface Registry {
  /** name -> css of the page being rendered; absent outside a page's render. */
  styles?: Map<string, string>;
  /** The component whose styles are being asked for, and whether it brings its own (`styled`). */
  component?: { name: string; styled: boolean } | undefined;
}

export function registry(): Registry {
  const holder = globalThis as { [KEY]?: Registry };
  holder[KEY] ??= {};
  return holder[KEY];
}
