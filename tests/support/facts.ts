import type { Locator, Page } from '@playwright/test';

/**
 * The value (`dd`) of a term (`dt`) in a list of facts, e.g. a booking's total price; a `scope`
 * narrower than the page picks one ride's facts, e.g. its own price.
 */
export const factOf = (scope: Page | Locator, term: string) =>
  scope
    .getByRole('term')
    .filter({ hasText: new RegExp(`^${term}$`) })
    .locator('xpath=following-sibling::dd[1]');
