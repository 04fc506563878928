import { expect, test } from '../../support/fixtures';

/*
 * The browser runs the app on react-dom, the renderer the unit tests render with too (issue 29),
 * not on another one behind an alias. React's renderers announce themselves to the developer
 * tools' hook, when there is one on the page, with their package name and version; the test puts
 * a hook there before the page's scripts run.
 */

interface SeenRenderer {
  name: string;
  version: string;
}

test('the app is rendered by react-dom 19, on a prerendered page and in the wizard', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const seen = { renderers: [] as SeenRenderer[], commits: 0 };
    Object.assign(window, {
      rendererSeen: seen,
      __REACT_DEVTOOLS_GLOBAL_HOOK__: {
        supportsFiber: true,
        renderers: new Map(),
        inject(renderer: { rendererPackageName: string; version: string }) {
          seen.renderers.push({ name: renderer.rendererPackageName, version: renderer.version });
          return seen.renderers.length;
        },
        checkDCE() {},
        onScheduleFiberRoot() {},
        onCommitFiberRoot() {
          seen.commits += 1;
        },
        onCommitFiberUnmount() {},
        onPostCommitFiberRoot() {},
      },
    });
  });
  const seen = () =>
    page.evaluate(
      () =>
        (window as unknown as { rendererSeen: { renderers: SeenRenderer[]; commits: number } })
          .rendererSeen,
    );
  for (const path of ['/start', '/privat-buchung/tarif-auswahl']) {
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
    const { renderers, commits } = await seen();
    expect(renderers, path).toEqual([
      { name: 'react-dom', version: expect.stringMatching(/^19\./) },
    ]);
    // It is the one that draws the page: its commits are what the page shows.
    expect(commits, path).toBeGreaterThan(0);
  }
});
