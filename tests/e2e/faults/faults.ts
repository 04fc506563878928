import type { Page, Request, Route } from '@playwright/test';
import { expect, type ConsoleGuard } from '../../support/fixtures';

/*
 * Network faults for one API call, switched off again to show the screen recovers. Each fault is
 * what a real client meets: no connection, a server error, a busy server, an answer slower than
 * the client's time limit, a broken body, and a body that does not match the contract.
 */

export type FaultName =
  | 'api down'
  | '500'
  | '503 then retry'
  | 'slower than the timeout'
  | 'malformed JSON'
  | 'fails the schema';
export const FAULTS: FaultName[] = [
  'api down',
  '500',
  '503 then retry',
  'slower than the timeout',
  'malformed JSON',
  'fails the schema',
];

/** The client's default time limit (src/api/client.ts DEFAULT_TIMEOUT_MS) plus a margin. */
export const PAST_TIMEOUT_MS = 16_000;

export interface FaultControl {
  /** While true, matching calls fail; set false to let them through again. */
  failing: boolean;
  /** How many calls met the fault. */
  hits: number;
  /** Let time pass beyond the client's timeout (only for the slow fault). */
  passTimeout(): Promise<void>;
}

const json = (status: number, body: unknown) => ({
  status,
  contentType: 'application/json',
  body: JSON.stringify(body),
});

export async function injectFault(
  page: Page,
  url: string | RegExp,
  fault: FaultName,
  method?: string,
): Promise<FaultControl> {
  const held: Route[] = [];
  const control: FaultControl = {
    failing: true,
    hits: 0,
    passTimeout: async () => {
      // The page's clock runs the client's timer; the held request never answers.
      await page.clock.fastForward(PAST_TIMEOUT_MS);
    },
  };
  await page.route(url, async (route: Route, request: Request) => {
    if (!control.failing || (method && request.method() !== method)) return route.fallback();
    control.hits++;
    switch (fault) {
      case 'api down':
        return route.abort('connectionrefused');
      case '500':
        return route.fulfill(json(500, { code: 'internal', message: 'Interner Fehler' }));
      case '503 then retry':
        return route.fulfill(
          json(503, { code: 'unavailable', message: 'Der Dienst ist gerade nicht erreichbar.' }),
        );
      case 'slower than the timeout':
        held.push(route);
        return undefined;
      case 'malformed JSON':
        return route.fulfill({
          status: 200,
          contentType: 'application/json',
          body: '{"preise": [ {"transferArtId": 1,',
        });
      case 'fails the schema':
        return route.fulfill(
          json(200, {
            unexpected: '<b>not what the contract says</b>',
            preise: 'none',
            flights: 42,
          }),
        );
    }
  });
  page.once('close', () => held.forEach((r) => void r.abort().catch(() => {})));
  return control;
}

/** Everything the faults make Chromium log. */
export function allowFaultNoise(consoleGuard: ConsoleGuard) {
  consoleGuard.allow(/Failed to load resource/);
  consoleGuard.allow(/net::ERR_/);
}

/** A translated message (not a raw key) in an alert, with a retry button in place. */
export async function expectTranslatedErrorWithRetry(page: Page, retryName: string) {
  const alert = page
    .getByRole('alert')
    .filter({ has: page.getByRole('button', { name: retryName }) })
    .first();
  await expect(alert).toBeVisible({ timeout: 20_000 });
  const text = (await alert.innerText()).trim();
  expect(text.length).toBeGreaterThan(10);
  expect(text, 'no raw translation key').not.toMatch(/\b[a-z]+(\.[a-zA-Z]+){2,}\b/);
  return alert;
}
