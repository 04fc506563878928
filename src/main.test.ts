import { afterEach, expect, it, vi } from 'vitest';

/*
 * The entry: asks for the app, and while its code is on the way warms up Intl in a task of its
 * own (after the first paint), so that hydration does not load the browser's date data.
 */
const events: string[] = [];

vi.mock('./app/page-code', () => ({
  requestPageCode: () => Promise.resolve(),
  afterFirstPaint: () =>
    new Promise<void>((resolve) =>
      requestAnimationFrame(() =>
        setTimeout(() => {
          events.push('first paint');
          resolve();
        }),
      ),
    ),
}));
vi.mock('./domain/intl-formats', () => ({
  warmUpIntl: (locale: string) => events.push(`warm up ${locale}`),
}));
vi.mock('./app/start-app', () => {
  events.push('app requested');
  return { startApp: () => events.push('app started') };
});

afterEach(() => {
  events.length = 0;
});

it('asks for the app first and warms up Intl in the page language after the first paint', async () => {
  document.documentElement.lang = 'en';
  await import('./main');
  await vi.waitFor(() => expect(events).toContain('warm up en'));
  await vi.waitFor(() => expect(events).toContain('app started'));
  // When the app starts depends on the network; the rest comes in this order.
  expect(events.filter((event) => event !== 'app started')).toEqual([
    'app requested',
    'first paint',
    'warm up en',
  ]);
});
