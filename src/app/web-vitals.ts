// Field data (issue 13, part 6): the Core Web Vitals of this page view, measured by the
// web-vitals library in the visitor's browser and sent to POST /api/vitals when the page is hidden.
// The library loads only once the page has loaded, its API calls are answered and the browser is
// idle (ui/when-idle.ts), so it never competes with the first screen; its observers read the
// buffered entries, so nothing before is missed.
import type { Metric } from 'web-vitals';
import { apiCalls } from '../api/calls-in-flight';
import { whenIdle } from '../ui/when-idle';

const ENDPOINT = '/api/vitals';
const OBSERVING_MARK = 'web-vitals:observing';

type Reported = Pick<Metric, 'name' | 'value' | 'rating'>;

function send(page: string, metrics: Reported[]): void {
  const body = JSON.stringify({ page, metrics });
  const blob = new Blob([body], { type: 'application/json' });
  // A beacon outlives the page; where it is refused (size, policy) a keepalive fetch tries once.
  if (!navigator.sendBeacon?.(ENDPOINT, blob)) {
    void fetch(ENDPOINT, {
      method: 'POST',
      body,
      headers: { 'Content-Type': 'application/json' },
      keepalive: true,
    }).catch(() => undefined);
  }
}

async function observe(): Promise<void> {
  const { onCLS, onINP, onLCP } = await import('web-vitals');
  // The page the visitor landed on: web-vitals measures the document load, not later route changes.
  const page = window.location.pathname;
  const latest = new Map<string, Reported>();
  // One value per metric and page view: what the page had when it was first hidden or left (a
  // visitor who comes back could make the library report a metric again).
  const sent = new Set<string>();
  // Every change, not only the library's final report: when a visitor navigates away Chromium
  // fires pagehide without the visibilitychange the final report waits for.
  const keep = ({ name, value, rating }: Metric) => {
    if (!sent.has(name)) latest.set(name, { name, value, rating });
  };
  onLCP(keep, { reportAllChanges: true });
  onINP(keep, { reportAllChanges: true });
  onCLS(keep, { reportAllChanges: true });
  const flush = () => {
    if (latest.size === 0) return;
    send(page, [...latest.values()]);
    for (const name of latest.keys()) sent.add(name);
    latest.clear();
  };
  // Registered after the library's own listener, so its values are in when this runs.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush();
  });
  window.addEventListener('pagehide', flush);
  // A User Timing mark: from here on a page view reports (what the bench and the tests wait for).
  performance.mark(OBSERVING_MARK);
}

/**
 * Starts collecting after the load event and the first screen's calls, when the browser is idle.
 * Called once the app has rendered its first screen, whose calls start right after.
 */
export function startWebVitals(): void {
  whenIdle(() => void observe().catch(() => undefined), apiCalls);
}
