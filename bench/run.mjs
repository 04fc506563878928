// `npm run bench`: builds the SPA, starts the product on the embedded database on a free loopback
// port and measures it against DESIGN.md section 10 and issue 29: JavaScript per route (brotli,
// from the Vite manifest), what a browser receives for the start page (compressed, as served), one
// full private booking in Playwright, API latency at a fixed request rate, Lighthouse (mobile
// preset) medians on the start page, public pages, every private wizard step and the company wizard's
// first step, and the p75 of the Web Vitals a scripted session reported to POST /api/vitals.
// Bundles, transfer and Lighthouse run against a same-run baseline too (bench/baseline.mjs).
// Prints a table with the load average, writes bench/results.json, and stops by itself.
// BENCH_ONLY=bundles,transfer,booking,api,lighthouse,vitals picks parts (BENCH_PAGES some of the
// Lighthouse pages, BENCH_LHR_DIR keeps their reports); BENCH_RUNS (3) sets the
// Lighthouse runs per page; BENCH_THROTTLING=devtools has Lighthouse throttle the loads for real
// instead of simulating them; BENCH_PROTOCOL=h1 has Lighthouse load the pages straight from the
// server over plain HTTP/1.1 instead of over HTTP/2 through a TLS proxy, as the deployment serves
// them (bench/tls-proxy.mjs); BENCH_BASELINE_REF (HEAD~1, or none) the baseline commit;
// BENCH_DIST_DIR (dist-bench) and BENCH_RESULTS (bench/results.json) where the build and the
// results go; BENCH_DATABASE_URL (a PostgreSQL) measures the API on it too.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { chromium } from '@playwright/test';
import { formatP75, webVitalsP75 } from '../scripts/web-vitals.mjs';
import { buildBaseline, buildSpa } from './baseline.mjs';
import { kb, measureBundles } from './bundles.mjs';
import { lighthouseMedians } from './lighthouse.mjs';
import { startTlsProxy } from './tls-proxy.mjs';
import { measureTransfer } from './transfer.mjs';
import { vitalsSession } from './vitals-session.mjs';

const root = resolve(import.meta.dirname, '..');
const distDir = resolve(root, process.env.BENCH_DIST_DIR ?? 'dist-bench');
// Where the results go (BENCH_RESULTS, relative to the repository): several people may measure at once.
const resultsFile = process.env.BENCH_RESULTS ?? 'bench/results.json';
const workDir = join(root, 'node_modules/.tmp/bench');
const RATE = Number(process.env.BENCH_RATE ?? 200);
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_RUNS ?? 3);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const PROTOCOL = process.env.BENCH_PROTOCOL === 'h1' ? 'h1' : 'h2';
const PROTOCOL_NAME = {
  h1: 'HTTP/1.1 straight from the server',
  h2: 'HTTP/2 through a TLS proxy',
}[PROTOCOL];
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const chromePath = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const log = (...args) => console.log('[bench]', ...args);
const results = {
  startedAt: new Date().toISOString(),
  machine: { cpus: 0, loadAverageAtStart: [] },
  baseline: null,
  budgets: [],
  bundles: {},
  transfer: {},
  lighthouse: {},
  lighthouseProtocol: null,
  api: {},
  booking: {},
  webVitals: {},
};
const loadAverage = async () =>
  (await import('node:os')).loadavg().map((n) => Math.round(n * 10) / 10);
/** One row per budgeted figure: what, value, budget, met. */
function budget(group, name, value, unit, limit, met) {
  results.budgets.push({ group, name, value, unit, budget: limit, met });
}

/* ---------- 1. build with a manifest ---------- */
function build() {
  log(`building into ${distDir} (vite build --manifest, prerender) ...`);
  buildSpa(root, distDir);
}

/* ---------- 2. JS per route (gzip) ---------- */
function bundleSizes(baseline) {
  const current = measureBundles(distDir);
  const before = baseline ? measureBundles(baseline.dist) : null;
  results.bundles = { current, baseline: before };
  const was = (value) => (before ? ` (baseline ${value(before)})` : '');
  budget(
    'bundle',
    `start page JS, entry, app and start route with its forms${was((b) => kb(b.startPage.jsBrotli))}`,
    kb(current.startPage.jsBrotli),
    'KB brotli',
    '<= 180',
    kb(current.startPage.jsBrotli) <= 180,
  );
  // A route is judged by what it adds to the start page, shared chunks included: the first route
  // a visitor opens pays for them (PrimeReact's core, the form stack, xstate, shared UI). Its
  // largest screen counts: the route with the biggest of the parts it loads lazily (a wizard
  // step, the flight board's table, a company page).
  const screenOf = (r) => Math.max(r.afterStartBrotli, r.largestScreen?.afterStartBrotli ?? 0);
  for (const [feature, r] of Object.entries(current.routes)) {
    const old = before?.routes[feature];
    const part = r.largestScreen
      ? `; largest screen with ${r.largestScreen.part.split('/').pop()}, route alone ${kb(r.afterStartBrotli)}`
      : '';
    const note = `own ${kb(r.ownGzip)} + shared ${kb(r.sharedGzip)} gzip${part}${old ? `; baseline ${kb(screenOf(old))}` : ''}`;
    budget(
      'bundle',
      `route ${feature} (${r.path}) JS after the start page (${note})`,
      kb(screenOf(r)),
      'KB brotli',
      '<= 150',
      kb(screenOf(r)) <= 150,
    );
  }
  log('bundle sizes measured');
}

/* ---------- 2b. what the browser receives for the start page ---------- */
async function transfer(servers) {
  const browser = await chromium.launch({
    executablePath: chromePath,
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    for (const server of servers)
      results.transfer[server.name] = await measureTransfer(browser, `${server.base}/start`);
  } finally {
    await browser.close();
  }
  const t = results.transfer.current;
  const b = results.transfer.baseline;
  const was = (key) => (b ? ` (baseline ${kb(b[key])})` : '');
  budget(
    'transfer',
    `start page JS received, its forms' included${was('js')}`,
    kb(t.js),
    'KB',
    '<= 180',
    kb(t.js) <= 180,
  );
  budget(
    'transfer',
    `start page total received${was('total')}`,
    kb(t.total),
    'KB',
    '<= 330',
    kb(t.total) <= 330,
  );
  log(
    `start page transfer: JS ${kb(t.js)} KB, CSS ${kb(t.css)} KB, fonts ${kb(t.font)} KB, total ${kb(t.total)} KB in ${t.requests} responses ${JSON.stringify(t.encodings)}`,
  );
}

/* ---------- 3. the server ---------- */
function freePort() {
  return new Promise((ok, fail) => {
    const s = createServer();
    s.once('error', fail);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => ok(port));
    });
  });
}

/**
 * The product on a free port; `dataDir` keeps what it stores (the Web Vitals) for reading
 * afterwards; `database` ({ url, schema }) puts it on a PostgreSQL instead of the embedded one.
 */
async function startServer({ name, dist, dataDir, database }) {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DIST_DIR: dist,
      PGLITE_DATA_DIR: dataDir ?? 'memory://',
      ...(database ? { DATABASE_URL: database.url, DATABASE_SCHEMA: database.schema } : {}),
      // Every visitor of the bench comes from 127.0.0.1.
      ANONYMOUS_WRITE_LIMIT: '1000000',
      NODE_ENV: 'production',
      // Production asks for explicit choices (server/config.ts); the bench pays in the sandbox.
      PAYMENT_PROVIDER: 'sandbox',
      PUBLIC_BASE_URL: `http://127.0.0.1:${port}`,
      // The bench logs in as the demo companies.
      SEED_DEMO_DATA: 'true',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited:\n${output}`);
    try {
      const r = await fetch(`${base}/api/health`);
      if (r.ok) break;
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline) throw new Error(`server did not start:\n${output}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  log(`${name} server up at ${base} (serving ${dist})`);
  const stop = () =>
    child.exitCode !== null
      ? Promise.resolve()
      : new Promise((done) => {
          child.once('exit', done);
          child.kill('SIGTERM');
        });
  return { name, base, stop, child };
}

/* ---------- 4. one full booking in Playwright ---------- */
/**
 * The timed booking of bench/full-booking.bench.ts against `base`; its output, or null if it failed.
 * Spawned, not spawnSync: a blocked event loop would neither read the servers' output nor see them
 * close idle keep-alive sockets, and the next fetch would go out on a closed one ("other side closed").
 */
async function bookingRun(base, name) {
  const out = join(workDir, `booking-${name}.json`);
  rmSync(out, { force: true });
  log(`full private booking in Playwright (${name}) ...`);
  const child = spawn(
    process.execPath,
    [
      join(root, 'node_modules/@playwright/test/cli.js'),
      'test',
      '-c',
      'bench/playwright.config.ts',
    ],
    {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, BENCH_BASE_URL: base, BENCH_BOOKING_OUT: out },
    },
  );
  const status = await new Promise((done) => child.once('exit', done));
  return status === 0 && existsSync(out) ? JSON.parse(readFileSync(out, 'utf8')) : null;
}

async function fullBooking([current, baseline]) {
  const data = await bookingRun(current.base, 'current');
  // The baseline's wizard driven by today's test helpers: if its screens differ, no figure.
  const old = baseline ? await bookingRun(baseline.base, 'baseline') : null;
  const seconds = data ? Math.round(data.ms / 100) / 10 : null;
  const baselineSeconds = old ? Math.round(old.ms / 100) / 10 : null;
  results.booking = { seconds, baselineSeconds };
  const was = baseline ? ` (baseline ${baselineSeconds ?? 'n/a'} s)` : '';
  budget(
    'booking',
    `full private booking, start -> status, sandbox payment${was}`,
    seconds,
    's',
    '< 10',
    seconds !== null && seconds < 10,
  );
  // Each server's own booking: a draft of one server's booking is not the other's to show.
  return { current: data, baseline: old };
}

/* ---------- 5. API latency at a fixed rate ---------- */
function percentile(sorted, p) {
  if (!sorted.length) return null;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** One request at a time: the service time without queueing, for reading the loaded figures. */
async function sequential(name, makeRequest, count = 100) {
  const times = [];
  for (let i = 0; i < count; i++) {
    const sent = performance.now();
    const r = await makeRequest(100_000 + i);
    await r.arrayBuffer();
    times.push(performance.now() - sent);
  }
  times.sort((a, b) => a - b);
  const round = (n) => Math.round(n * 10) / 10;
  results.api[`${name} (one at a time)`] = {
    requests: count,
    p50: round(percentile(times, 50)),
    p95: round(percentile(times, 95)),
    p99: round(percentile(times, 99)),
  };
}

async function fixedRate(name, makeRequest) {
  // Warm-up (connections, JIT, first queries) is not measured.
  for (let i = 0; i < 20; i++)
    await makeRequest(-1 - i)
      .then((r) => r.arrayBuffer())
      .catch(() => {});
  const total = RATE * SECONDS;
  const interval = 1000 / RATE;
  const times = [];
  let errors = 0;
  const statuses = {};
  const errorKinds = {};
  const started = performance.now();
  const inflight = [];
  for (let i = 0; i < total; i++) {
    const due = started + i * interval;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    const sent = performance.now();
    inflight.push(
      makeRequest(i)
        .then(async (r) => {
          await r.arrayBuffer();
          statuses[r.status] = (statuses[r.status] ?? 0) + 1;
          if (!r.ok) errors++;
          times.push(performance.now() - sent);
        })
        .catch((error) => {
          errors++;
          const kind = error?.cause?.code ?? error?.name ?? 'error';
          errorKinds[kind] = (errorKinds[kind] ?? 0) + 1;
        }),
    );
  }
  await Promise.all(inflight);
  const elapsed = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  const round = (n) => (n === null ? null : Math.round(n * 10) / 10);
  const stats = {
    requests: total,
    achievedRate: Math.round(total / elapsed),
    errors,
    statuses,
    errorKinds,
    p50: round(percentile(times, 50)),
    p95: round(percentile(times, 95)),
    p99: round(percentile(times, 99)),
  };
  results.api[name] = stats;
  budget(
    'api',
    `${name} p95 at ${RATE} req/s`,
    stats.p95,
    'ms',
    '< 20',
    errors === 0 && stats.p95 !== null && stats.p95 < 20,
  );
  log(`${name}: p50 ${stats.p50} ms, p95 ${stats.p95} ms, p99 ${stats.p99} ms, errors ${errors}`);
}

/** `on` names the database when it is not the embedded one. */
async function apiLatency(base, booking, on = '') {
  const headers = { 'Accept-Language': 'de' };
  const named = (name) => (on ? `${name} on ${on}` : name);
  const priceFigure = named('price GET /api/Preis/PrivatHaj/{plz}');
  const bookingFigure = named('booking POST /api/Buchung/Neu');
  const price = () => fetch(`${base}/api/Preis/PrivatHaj/30159?flughafen=HAJ`, { headers });
  await sequential(priceFigure, price);
  await fixedRate(priceFigure, price);
  if (!booking?.createBody) {
    budget('api', `${bookingFigure} p95 at ${RATE} req/s`, null, 'ms', '< 20', false);
    return;
  }
  const run = Date.now().toString(36);
  const create = (i) =>
    fetch(`${base}/api/Buchung/Neu`, {
      method: 'POST',
      headers: {
        ...headers,
        'Content-Type': 'application/json',
        'Idempotency-Key': `bench-${run}-${i}`,
      },
      body: booking.createBody,
    });
  await sequential(bookingFigure, create);
  await fixedRate(bookingFigure, create);
}

/**
 * The API's figures once more with the server on the PostgreSQL of BENCH_DATABASE_URL (as a
 * deployment runs it, README "Production"), in a schema of its own that is dropped afterwards.
 */
async function apiLatencyOnPostgres(url, booking) {
  const schema = `bench_${Date.now().toString(36)}`;
  const server = await startServer({ name: 'postgres', dist: distDir, database: { url, schema } });
  try {
    await apiLatency(server.base, booking, 'PostgreSQL');
  } finally {
    await server.stop();
    const { default: pg } = await import('pg');
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await admin.end();
  }
}

/* ---------- 6. Lighthouse (mobile preset), medians ---------- */
async function lighthouseRuns(servers, bookings) {
  results.lighthouseProtocol = PROTOCOL_NAME;
  const proxies =
    PROTOCOL === 'h2'
      ? await Promise.all(servers.map((s) => startTlsProxy({ upstream: s.base, dir: workDir })))
      : [];
  try {
    results.lighthouse = await lighthouseMedians({
      builds: proxies.length ? servers.map((s, i) => ({ ...s, base: proxies[i].base })) : servers,
      bookings,
      runs: LIGHTHOUSE_RUNS,
      chromePath,
      // The proxy's certificate is its own.
      chromeFlags: proxies.length ? [...CHROME_FLAGS, '--ignore-certificate-errors'] : CHROME_FLAGS,
      log,
    });
  } finally {
    await Promise.all(proxies.map((proxy) => proxy.stop()));
  }
  for (const [page, r] of Object.entries(results.lighthouse.current)) {
    if (r.skipped) {
      budget('lighthouse', `${page}: ${r.skipped}`, null, '', 'run', false);
      continue;
    }
    const landed = r.landedOn.length === 1 && r.landedOn[0] === r.path;
    const where = landed ? page : `${page} (landed on ${r.landedOn.join(', ')})`;
    const old = results.lighthouse.baseline?.[page];
    const was = (key) => (old && !old.skipped ? ` (baseline ${old[key]})` : '');
    // A public page's first screen is its HTML; a wizard step needs the visitor's draft and lists.
    const minimum = r.wizardStep ? 90 : 95;
    budget(
      'lighthouse',
      `${where}: performance, median of ${LIGHTHOUSE_RUNS}${was('performance')}`,
      r.performance,
      '',
      `>= ${minimum}`,
      r.performance >= minimum && landed,
    );
    budget('lighthouse', `${where}: LCP${was('lcpMs')}`, r.lcpMs, 'ms', '<= 2000', r.lcpMs <= 2000);
    budget('lighthouse', `${where}: TBT${was('tbtMs')}`, r.tbtMs, 'ms', '<= 200', r.tbtMs <= 200);
    budget('lighthouse', `${where}: CLS${was('cls')}`, r.cls, '', '< 0.05', r.cls < 0.05);
    budget(
      'lighthouse',
      `${where}: accessibility`,
      r.accessibility,
      '',
      '= 100',
      r.accessibility === 100,
    );
    budget(
      'lighthouse',
      `${where}: best practices`,
      r.bestPractices,
      '',
      '>= 95',
      r.bestPractices >= 95,
    );
  }
}

/* ---------- 7. Web Vitals from the running app (field data) ---------- */
async function webVitalsRun(server) {
  const browser = await chromium.launch({
    executablePath: chromePath,
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    results.webVitals.session = await vitalsSession(browser, server.base);
  } finally {
    await browser.close();
  }
  log(`web vitals session: ${results.webVitals.session.pageViews} page views`);
}

async function readWebVitals(dataDir) {
  const rows = await webVitalsP75({ dataDir, days: 1 });
  results.webVitals.p75 = rows;
  const all = Object.fromEntries(rows.filter((r) => r.page === '*').map((r) => [r.name, r]));
  const views = results.webVitals.session?.pageViews ?? 0;
  const stored = all.LCP?.samples ?? 0;
  budget(
    'vitals',
    `page views of the scripted session with LCP stored by POST /api/vitals (of ${views})`,
    stored,
    '',
    `= ${views}`,
    views > 0 && stored === views,
  );
  for (const [name, limit, met] of [
    ['LCP', '<= 2500 ms (good)', (v) => v <= 2500],
    ['INP', '<= 200 ms (good)', (v) => v <= 200],
    ['CLS', '<= 0.1 (good)', (v) => v <= 0.1],
  ]) {
    const row = all[name];
    budget(
      'vitals',
      `${name} p75 of what was stored (${row?.samples ?? 0} page views)`,
      row ? formatP75(name, row.p75) : null,
      '',
      limit,
      Boolean(row) && met(Number(row.p75)),
    );
  }
}

/* ---------- report ---------- */
function report() {
  const rows = [['group', 'figure', 'value', 'budget', 'result']];
  for (const b of results.budgets) {
    rows.push([
      b.group,
      b.name,
      b.value === null ? 'n/a' : `${b.value}${b.unit ? ` ${b.unit}` : ''}`,
      b.budget,
      b.met ? 'met' : 'MISSED',
    ]);
  }
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => String(r[i]).length)));
  const line = (r) => r.map((c, i) => String(c).padEnd(widths[i])).join('  ');
  console.log(`\n${line(rows[0])}\n${widths.map((w) => '-'.repeat(w)).join('  ')}`);
  for (const r of rows.slice(1)) console.log(line(r));
  for (const [build, pages] of Object.entries(results.lighthouse)) {
    console.log(
      `\nLighthouse ${build}${build === 'baseline' ? ` (${results.baseline?.ref} ${results.baseline?.sha})` : ''}, mobile preset, ${PROTOCOL_NAME}, medians of ${LIGHTHOUSE_RUNS}:`,
    );
    for (const [name, r] of Object.entries(pages)) {
      if (r.skipped) {
        console.log(`  ${name.padEnd(24)} ${r.skipped}`);
        continue;
      }
      const errors = r.runtimeErrors.length ? `  errors: ${r.runtimeErrors.join(', ')}` : '';
      const failing = r.failedAudits.length ? `  failing audits: ${r.failedAudits.join(', ')}` : '';
      console.log(
        `  ${name.padEnd(24)} perf ${String(r.performance).padStart(3)}  a11y ${r.accessibility}  bp ${r.bestPractices}  FCP ${r.fcpMs} ms  LCP ${r.lcpMs} ms  TBT ${r.tbtMs} ms  CLS ${r.cls}  ${r.transferKb} KB  runs ${r.runs.map((x) => x.performance).join('/')}${failing}${errors}`,
      );
    }
  }
  if (Object.keys(results.api).length) {
    console.log(`\nAPI latency at ${RATE} req/s for ${SECONDS} s (loopback):`);
    for (const [name, s] of Object.entries(results.api)) {
      const load =
        s.achievedRate === undefined
          ? ''
          : `  achieved ${s.achievedRate} req/s  errors ${s.errors}  ${JSON.stringify(s.statuses)} ${JSON.stringify(s.errorKinds)}`;
      console.log(`  ${name.padEnd(52)} p50 ${s.p50} ms  p95 ${s.p95} ms  p99 ${s.p99} ms${load}`);
    }
  }
  if (results.webVitals.p75?.length) {
    console.log(
      '\nWeb Vitals stored by POST /api/vitals during this run (p75; page * = all pages):',
    );
    for (const r of results.webVitals.p75)
      console.log(
        `  ${r.page.padEnd(24)} ${r.name.padEnd(4)} p75 ${formatP75(r.name, r.p75).padStart(9)}  good ${r.good_percent} %  (${r.samples})`,
      );
  }
  console.log(
    `\nMachine: ${results.machine.cpus} CPUs, load average ${results.machine.loadAverageAtStart.join(' / ')} at start, ${results.machine.loadAverageBeforeLighthouse?.join(' / ') ?? 'n/a'} before Lighthouse, ${results.machine.loadAverageAtEnd?.join(' / ')} at the end (figures are only comparable on a quiet machine).`,
  );
  if (results.baseline)
    console.log(
      `Baseline: ${results.baseline.ref} (${results.baseline.sha}), built and measured in the same run.`,
    );
  const missed = results.budgets.filter((b) => !b.met).length;
  console.log(
    `\n${results.budgets.length - missed}/${results.budgets.length} budgets met; results in ${resultsFile}`,
  );
}

async function main() {
  mkdirSync(workDir, { recursive: true });
  const os = await import('node:os');
  // Budgets assume a quiet machine; the load shows when that was not the case.
  results.machine = { cpus: os.cpus().length, loadAverageAtStart: await loadAverage() };
  const only = new Set(
    (process.env.BENCH_ONLY ?? 'bundles,transfer,booking,api,lighthouse,vitals').split(','),
  );
  if (process.env.BENCH_SKIP_BUILD !== '1') build();
  const needsBaseline = ['bundles', 'transfer', 'lighthouse'].some((part) => only.has(part));
  const baseline = needsBaseline ? buildBaseline(root, workDir, log) : null;
  results.baseline = baseline && { ref: baseline.ref, sha: baseline.sha };
  if (only.has('bundles')) bundleSizes(baseline);
  const servers = [];
  try {
    servers.push(await startServer({ name: 'current', dist: distDir }));
    if (baseline) servers.push(await startServer({ name: 'baseline', dist: baseline.dist }));
    const [current] = servers;
    if (only.has('transfer')) await transfer(servers);
    const bookings =
      only.has('booking') || only.has('lighthouse') ? await fullBooking(servers) : null;
    if (only.has('api')) await apiLatency(current.base, bookings?.current);
    if (only.has('api') && process.env.BENCH_DATABASE_URL)
      await apiLatencyOnPostgres(process.env.BENCH_DATABASE_URL, bookings?.current);
    results.machine.loadAverageBeforeLighthouse = await loadAverage();
    if (only.has('lighthouse')) await lighthouseRuns(servers, bookings);
  } finally {
    for (const server of servers) await server.stop();
  }
  if (only.has('vitals')) {
    // A server of its own that keeps what it stores, so the figures are the scripted session's
    // only; PGlite allows one process per folder, so they are read once it has stopped.
    const dataDir = join(workDir, 'pglite-vitals');
    rmSync(dataDir, { recursive: true, force: true });
    const server = await startServer({ name: 'web vitals', dist: distDir, dataDir });
    try {
      await webVitalsRun(server);
    } finally {
      await server.stop();
    }
    await readWebVitals(dataDir);
  }
  results.finishedAt = new Date().toISOString();
  results.machine.loadAverageAtEnd = await loadAverage();
  writeFileSync(resolve(root, resultsFile), `${JSON.stringify(results, null, 2)}\n`);
  report();
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
