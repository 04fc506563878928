import { PAGE_CODE_TEMPLATE_ID } from '../domain/prerendered-page';

/*
 * A page the prerender wrote in full (a public page) is painted before its code is fetched: the
 * prerender puts the preloads of its chunks and texts into a template (scripts/prerender.ts), and
 * the entry puts them into the head once the page is on screen. Until then the HTML and its
 * stylesheets have the line to themselves; on a slow one, the scripts' 200 KB took their share
 * of it and the first paint came later. A wizard's shell, which the app fills, asks for its code
 * at once instead.
 */

/** After the page's first paint; at once in a tab in the background, which paints nothing. */
function afterFirstPaint(): Promise<void> {
  if (document.visibilityState === 'hidden') return Promise.resolve();
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
}

/** Asks for the page's code, after its first paint when the prerender said so. */
export async function requestPageCode(): Promise<void> {
  const template = document.getElementById(PAGE_CODE_TEMPLATE_ID);
  if (!(template instanceof HTMLTemplateElement)) return;
  await afterFirstPaint();
  await appendInBatches([...template.content.children]);
}

/*
 * Chrome starts a preload's fetch on the main thread as its link is added: about 0.6 ms a link
 * unthrottled, so a page's 30-odd links were one task of 80 ms on a slow phone. In batches, the
 * page answers input in between. A tab in the background takes them at once: nobody types
 * there, and its timers wait a second or more.
 */
const LINKS_PER_TASK = 8;

async function appendInBatches(nodes: Element[]): Promise<void> {
  const perTask = document.visibilityState === 'hidden' ? nodes.length : LINKS_PER_TASK;
  for (let start = 0; start < nodes.length; start += perTask) {
    if (start > 0) await new Promise((resolve) => setTimeout(resolve));
    document.head.append(...nodes.slice(start, start + perTask));
  }
}
