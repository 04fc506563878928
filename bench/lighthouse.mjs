// Lighthouse (mobile preset: simulated slow 4G and 4x CPU) on the pages DESIGN.md section 10 and
// issue 13 name, `runs` times each, alternating between the builds so both see the same load;
// medians per page and build. Wizard steps get the draft a real visitor would have in this tab
// (sessionStorage, set before the app's scripts run); the company step also a company login.
const COMPANY = {
  firmenId: 100058,
  zugangscode: 'Nordlicht-100058',
  firstStep: '/buchung/neuer-auftrag',
};

/** `draft`: which of a build's own booking drafts (bench/full-booking.bench.ts) the page gets. */
export const LIGHTHOUSE_PAGES = [
  { name: 'start', path: '/start' },
  { name: 'kontakt (service page)', path: '/kontakt' },
  { name: 'flugauskunft', path: '/flugauskunft' },
  { name: 'tracking', path: '/tracking' },
  { name: 'tarif-auswahl', path: '/privat-buchung/tarif-auswahl', draft: 'complete' },
  { name: 'reise-details', path: '/privat-buchung/reise-details', draft: 'complete' },
  { name: 'kreditkarte-zahlung', path: '/privat-buchung/kreditkarte-zahlung', draft: 'complete' },
  { name: 'zusammenfassung', path: '/privat-buchung/zusammenfassung', draft: 'complete' },
  { name: 'status', path: '/privat-buchung/status', draft: 'saved' },
  { name: 'company first step', path: COMPANY.firstStep, company: true },
];

const median = (values) => {
  const v = values.filter((x) => typeof x === 'number' && Number.isFinite(x)).sort((a, b) => a - b);
  if (!v.length) return null;
  return v.length % 2 ? v[(v.length - 1) / 2] : (v[v.length / 2 - 1] + v[v.length / 2]) / 2;
};

/** Signs the company in on `base` (HttpOnly cookie in `context`) and returns its session for sessionStorage. */
async function companySession(context, base) {
  const page = await context.newPage();
  try {
    await page.goto(`${base}/start`);
    return await page.evaluate(async ({ firmenId, zugangscode }) => {
      const r = await fetch('/api/Firma/LoginMitId/', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ firmenId, zugangscode }),
      });
      if (!r.ok) throw new Error(`company login ${r.status}`);
      return JSON.stringify(await r.json());
    }, COMPANY);
  } finally {
    await page.close();
  }
}

async function runOnce({ lighthouse, context, port, base, target, draft, session }) {
  const page = await context.newPage();
  const storage = {
    ...(draft ? { Buchung: JSON.stringify(draft) } : {}),
    ...(target.company ? { Firma: session } : {}),
  };
  if (Object.keys(storage).length) {
    await page.evaluateOnNewDocument(
      (origin, values) => {
        if (location.origin === origin)
          for (const [k, v] of Object.entries(values)) sessionStorage.setItem(k, v);
      },
      base,
      storage,
    );
  }
  const run = () =>
    lighthouse(
      `${base}${target.path}`,
      {
        port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices'],
        // BENCH_THROTTLING=devtools loads the page throttled for real instead of simulating the
        // slow phone from an unthrottled load: slower and noisier, but no model in between.
        throttlingMethod: process.env.BENCH_THROTTLING ?? 'simulate',
      },
      undefined,
      page,
    );
  let result = await run();
  // A trace lost on a busy machine (NO_NAVSTART, NO_FCP) gets one more try.
  if (result.lhr.runtimeError) result = await run();
  await page.close();
  const lhr = result.lhr;
  // BENCH_LHR_DIR keeps each whole report (what blocked the main thread, the request chain) and trace.
  if (process.env.BENCH_LHR_DIR) {
    const { mkdirSync, writeFileSync } = await import('node:fs');
    mkdirSync(process.env.BENCH_LHR_DIR, { recursive: true });
    const file = `${target.name.replace(/\W+/g, '-')}-${Date.now()}.json`;
    writeFileSync(`${process.env.BENCH_LHR_DIR}/${file}`, result.report);
    // And the page load's trace, to see what a long task was made of (Chrome's Performance panel).
    const trace = result.artifacts?.Trace ?? result.artifacts?.traces?.defaultPass;
    if (trace)
      writeFileSync(
        `${process.env.BENCH_LHR_DIR}/${file.replace(/\.json$/, '.trace.json')}`,
        JSON.stringify(trace),
      );
  }
  const score = (id) =>
    lhr.categories[id]?.score == null ? null : Math.round(lhr.categories[id].score * 100);
  const audit = (id) => lhr.audits[id]?.numericValue ?? null;
  return {
    finalPath: new URL(lhr.finalDisplayedUrl ?? lhr.finalUrl ?? `${base}${target.path}`).pathname,
    runtimeError: lhr.runtimeError?.code ?? null,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    fcpMs: audit('first-contentful-paint'),
    lcpMs: audit('largest-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    transferKb: audit('total-byte-weight') === null ? null : audit('total-byte-weight') / 1024,
    failedAudits: Object.values(lhr.audits)
      .filter(
        (a) =>
          a.score !== null && a.score < 1 && ['binary', 'numeric'].includes(a.scoreDisplayMode),
      )
      .filter((a) =>
        ['accessibility', 'best-practices'].some((c) =>
          lhr.categories[c]?.auditRefs.some((ref) => ref.id === a.id),
        ),
      )
      .map((a) => a.id),
  };
}

/**
 * { [build]: { [page]: medians + runs } } for builds = [{ name, base }]. The first build is the
 * one the budgets judge.
 */
export async function lighthouseMedians({ builds, bookings, runs, chromePath, chromeFlags, log }) {
  const [{ default: lighthouse }, chromeLauncher, { default: puppeteer }] = await Promise.all([
    import('lighthouse'),
    import('chrome-launcher'),
    import('puppeteer-core'),
  ]);
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags });
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  const out = Object.fromEntries(builds.map((b) => [b.name, {}]));
  try {
    // A browser context per build: both servers are on 127.0.0.1, and cookies ignore the port, so
    // in one context the second build's login would replace the first one's session cookie.
    const contexts = {};
    const sessions = {};
    for (const build of builds) {
      contexts[build.name] = await browser.createBrowserContext();
      sessions[build.name] = await companySession(contexts[build.name], build.base);
    }
    // BENCH_PAGES=start,status picks pages by name (a part of it is enough) while working on them.
    const picked = process.env.BENCH_PAGES?.split(',');
    const targets = LIGHTHOUSE_PAGES.filter(
      (target) => !picked || picked.some((part) => target.name.includes(part)),
    );
    const draftOf = (target, build) => bookings?.[build.name]?.[target.draft];
    for (const target of targets) {
      // A wizard step needs the draft of a booking made on that build's own server.
      const measured = builds.filter((build) => !target.draft || draftOf(target, build));
      for (const build of builds)
        if (!measured.includes(build))
          out[build.name][target.name] = { skipped: 'no draft (its booking run failed)' };
      const samples = Object.fromEntries(measured.map((b) => [b.name, []]));
      for (let i = 0; i < runs; i++) {
        for (const build of measured) {
          log(`lighthouse ${build.name} ${target.path} (${i + 1}/${runs}) ...`);
          samples[build.name].push(
            await runOnce({
              lighthouse,
              context: contexts[build.name],
              port: chrome.port,
              base: build.base,
              target,
              draft: draftOf(target, build),
              session: sessions[build.name],
            }),
          );
        }
      }
      for (const build of measured) {
        const s = samples[build.name];
        const pick = (key) => median(s.map((r) => r[key]));
        out[build.name][target.name] = {
          path: target.path,
          wizardStep: Boolean(target.draft || target.company),
          landedOn: [...new Set(s.map((r) => r.finalPath))],
          runtimeErrors: s.map((r) => r.runtimeError).filter(Boolean),
          performance: pick('performance'),
          accessibility: pick('accessibility'),
          bestPractices: pick('bestPractices'),
          fcpMs: Math.round(pick('fcpMs') ?? 0),
          lcpMs: Math.round(pick('lcpMs') ?? 0),
          tbtMs: Math.round(pick('tbtMs') ?? 0),
          cls: Math.round((pick('cls') ?? 0) * 1000) / 1000,
          transferKb: Math.round((pick('transferKb') ?? 0) * 10) / 10,
          failedAudits: [...new Set(s.flatMap((r) => r.failedAudits))],
          runs: s.map((r) => ({
            performance: r.performance,
            lcpMs: Math.round(r.lcpMs ?? 0),
            tbtMs: Math.round(r.tbtMs ?? 0),
          })),
        };
      }
    }
  } finally {
    await browser.disconnect();
    await chrome.kill();
  }
  return out;
}
