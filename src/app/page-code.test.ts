import { afterEach, expect, it, vi } from 'vitest';
import { PAGE_CODE_TEMPLATE_ID } from '../domain/prerendered-page';
import { requestPageCode } from './page-code';

const CHUNKS = Array.from({ length: 20 }, (_, index) => `/assets/chunk-${index}.js`);

function writePageCodeTemplate() {
  const template = document.createElement('template');
  template.id = PAGE_CODE_TEMPLATE_ID;
  template.innerHTML = CHUNKS.map((href) => `<link rel="modulepreload" href="${href}">`).join('\n');
  document.body.append(template);
}

const preloadsInHead = () =>
  [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) =>
    link.getAttribute('href'),
  );

afterEach(() => {
  document.head.replaceChildren();
  document.body.replaceChildren();
  vi.restoreAllMocks();
});

it('puts every preload of the page into the head, in the prerender order', async () => {
  writePageCodeTemplate();
  await requestPageCode();
  expect(preloadsInHead()).toEqual(CHUNKS);
});

it('adds the preloads a few at a time, each batch in a task of its own', async () => {
  writePageCodeTemplate();
  const batches: { size: number; afterATask: boolean }[] = [];
  let taskPassed = true;
  const append = document.head.append.bind(document.head);
  vi.spyOn(document.head, 'append').mockImplementation((...nodes) => {
    batches.push({ size: nodes.length, afterATask: taskPassed });
    taskPassed = false;
    setTimeout(() => (taskPassed = true));
    append(...nodes);
  });
  await requestPageCode();
  expect(batches.length).toBeGreaterThan(1);
  expect(batches.every(({ size, afterATask }) => size <= 8 && afterATask)).toBe(true);
  expect(preloadsInHead()).toEqual(CHUNKS);
});

it('adds them all at once in a tab in the background, whose timers wait a second or more', async () => {
  writePageCodeTemplate();
  vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
  const append = vi.spyOn(document.head, 'append');
  await requestPageCode();
  expect(append).toHaveBeenCalledTimes(1);
  expect(preloadsInHead()).toEqual(CHUNKS);
});
