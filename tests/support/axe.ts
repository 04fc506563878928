import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The WCAG levels every screen must meet (team brief, rule 8). */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

export interface AxeOptions {
  /** CSS selector to limit the scan to (default: the whole page). */
  include?: string;
  /** CSS selectors to leave out, e.g. a third-party iframe. Use sparingly and say why. */
  exclude?: string[];
}

/** PrimeReact's class for a toast message while its exit transition runs. */
const LEAVING_TOAST = '.p-toast-message-exit';

/**
 * Runs axe on the current page and fails with a readable list (rule, impact, target, help)
 * when it finds any violation. Wait for the screen to be settled (e.g. its heading visible)
 * before calling it, so the scan sees the real content. Transitions on the way (a toast fading
 * in) are let finish first: axe measures colour contrast with the opacity of that moment.
 */
export async function expectNoAxeViolations(page: Page, options: AxeOptions = {}): Promise<void> {
  await finishTransitions(page);
  // A toast on its way out fades: axe would measure its text's contrast mid-fade. What leaves
  // the screen is no longer read, and it was scanned while it was shown.
  let builder = new AxeBuilder({ page }).withTags(AXE_TAGS).exclude(LEAVING_TOAST);
  if (options.include) builder = builder.include(options.include);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  const { violations } = await builder.analyze();
  const readable = violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    help: violation.help,
    targets: violation.nodes.map((node) => node.target.join(' ')).slice(0, 5),
  }));
  expect(readable, `axe violations on ${page.url()}`).toEqual([]);
}

/** Waits for the page's running animations that end (a spinner's endless one is left running). */
async function finishTransitions(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter(
          (animation) =>
            animation.playState === 'running' &&
            animation.effect?.getTiming().iterations !== Infinity,
        )
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}
