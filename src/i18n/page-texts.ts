import type { Language } from '../domain/constants';

/*
 * The texts a prerendered page needs travel inside the page, as JSON in a script element the
 * browser does not execute (the CSP allows no inline script), so its first render waits for no
 * translation file. The whole file follows after the first render (loadAllTexts).
 */

/** Id of the <script type="application/json"> element that carries a page's texts. */
export const PAGE_TEXTS_ID = 'page-texts';

/** One language's translations: top-level namespaces (layout, start, common, ...) of the file. */
export type Texts = Record<string, unknown>;

export interface PageTexts {
  language: Language;
  texts: Texts;
}

/**
 * A view of `texts` that notes which top-level namespaces are read, for the prerender to learn
 * what a page needs by rendering it.
 */
export function recordNamespaces(texts: Texts): { texts: Texts; used: Set<string> } {
  const used = new Set<string>();
  const view = new Proxy(texts, {
    get(target, property, receiver) {
      if (typeof property === 'string' && Object.hasOwn(target, property)) used.add(property);
      return Reflect.get(target, property, receiver) as unknown;
    },
  });
  return { texts: view, used };
}

export function pickNamespaces(texts: Texts, namespaces: Iterable<string>): Texts {
  const picked: Texts = {};
  for (const name of [...namespaces].sort()) if (name in texts) picked[name] = texts[name];
  return picked;
}

/** JSON that is safe inside a <script> element (no `</script>`, no `<!--`). */
export function pageTextsJson(pageTexts: PageTexts): string {
  return JSON.stringify(pageTexts).replace(/</g, '\\u003c');
}

/** The texts embedded in the prerendered page, if it has them for `language`. */
export function readPageTexts(language: Language, doc: Document = document): Texts | undefined {
  const element = doc.getElementById(PAGE_TEXTS_ID);
  if (!element?.textContent) return undefined;
  try {
    const parsed = JSON.parse(element.textContent) as Partial<PageTexts>;
    if (parsed.language !== language || typeof parsed.texts !== 'object' || !parsed.texts)
      return undefined;
    return parsed.texts;
  } catch {
    return undefined;
  }
}
