// `npm run bench`: builds the SPA, starts the product on the embedded database (in memory) on a
// free loopback port and measures it against DESIGN.md section 10: JavaScript and CSS per route
// (gzip, from the Vite manifest), Lighthouse (mobile preset) on the start page and every private
// wizard step, API latency at a fixed request rate, and one full private booking in Playwright.
// Prints a table, writes bench/results.json, and stops by itself. Not part of `npm test`.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { gzipSync } from 'node:zlib';

const root = resolve(import.meta.dirname, '..');
const distDir = process.env.BENCH_DIST_DIR ?? 'dist-bench';
const workDir = join(root, 'node_modules/.tmp/bench');
const RATE = Number(process.env.BENCH_RATE ?? 200);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
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
const results = { startedAt: new Date().toISOString(), machine: { cpus: 0, loadAverageAtStart: [] }, budgets: [], bundles: {}, lighthouse: {}, api: {}, booking: {} };
/** One row per budgeted figure: what, value, budget, met. */
function budget(group, name, value, unit, limit, met) {
  results.budgets.push({ group, name, value, unit, budget: limit, met });
}

/* ---------- 1. build with a manifest ---------- */
function build() {
  log(`building into ${distDir} (vite build --manifest) ...`);
  const r = spawnSync(process.execPath, [join(root, 'node_modules/vite/bin/vite.js'), 'build', '--manifest', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, DIST_DIR: distDir },
  });
  if (r.status !== 0) throw new Error('vite build failed');
}

/* ---------- 2. JS and CSS per route (gzip) ---------- */
const FEATURE_ROUTES = {
  start: '/ and /start',
  contact: '/kontakt',
  logistics: '/logistik',
  registration: '/neukunde',
  tracking: '/tracking',
  'flight-info': '/flugauskunft',
  legal: '/datenschutz, /impressum, /barrierefreiheit',
  'not-found': '(unknown paths)',
  'private-booking': '/privat-buchung/*',
  company: '/buchung/*, /login/...',
  payment: '/zahlung',
};

function bundleSizes() {
  const dist = join(root, distDir);
  const manifestPath = [join(dist, '.vite/manifest.json'), join(dist, 'manifest.json')].find(existsSync);
  if (!manifestPath) throw new Error('no Vite manifest in the build');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  const gz = new Map();
  const gzipOf = (file) => {
    if (!gz.has(file)) gz.set(file, gzipSync(readFileSync(join(dist, file)), { level: 9 }).length);
    return gz.get(file);
  };
  const closure = (key, seen = new Set()) => {
    if (seen.has(key) || !manifest[key]) return seen;
    seen.add(key);
    for (const dep of manifest[key].imports ?? []) closure(dep, seen);
    return seen;
  };
  const filesOf = (keys) => {
    const js = new Set();
    const css = new Set();
    for (const k of keys) {
      const chunk = manifest[k];
      if (chunk.file.endsWith('.js')) js.add(chunk.file);
      for (const c of chunk.css ?? []) css.add(c);
    }
    return { js, css };
  };
  const sum = (files) => [...files].reduce((n, f) => n + gzipOf(f), 0);
  const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
  const initialKeys = closure(entryKey);
  const initial = filesOf(initialKeys);
  const routes = {};
  for (const [key, chunk] of Object.entries(manifest)) {
    if (!chunk.isDynamicEntry) continue;
    const feature = key.match(/src\/features\/([^/]+)\/route\.tsx?$/)?.[1];
    if (!feature) continue;
    const own = [...closure(key)].filter((k) => !initialKeys.has(k));
    const files = filesOf(own);
    const cssOwn = [...files.css].filter((c) => !initial.css.has(c));
    routes[feature] = { path: FEATURE_ROUTES[feature] ?? key, jsGzip: sum(files.js), cssGzip: sum(cssOwn), files: [...files.js, ...cssOwn] };
  }
  const kb = (n) => Math.round((n / 1024) * 10) / 10;
  const start = routes.start ?? { jsGzip: 0, cssGzip: 0 };
  const startJs = sum(initial.js) + start.jsGzip;
  results.bundles = {
    initial: { jsGzip: sum(initial.js), cssGzip: sum(initial.css), files: [...initial.js, ...initial.css] },
    startPage: { jsGzip: startJs, cssGzip: sum(initial.css) + start.cssGzip },
    routes,
  };
  budget('bundle', 'start page initial JS (entry + start route)', kb(startJs), 'KB gzip', '<= 150', kb(startJs) <= 150);
  for (const [feature, r] of Object.entries(routes)) {
    if (feature === 'start') continue;
    budget('bundle', `route chunk ${feature} (${r.path}) JS`, kb(r.jsGzip), 'KB gzip', '<= 60', kb(r.jsGzip) <= 60);
  }
  log('bundle sizes measured');
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

async function startServer() {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DIST_DIR: distDir,
      PGLITE_DATA_DIR: 'memory://',
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
  log(`server up at ${base} (PGlite in memory)`);
  return { base, stop: () => child.kill('SIGTERM'), child };
}

/* ---------- 4. one full booking in Playwright ---------- */
function fullBooking(base) {
  const out = join(workDir, 'booking.json');
  rmSync(out, { force: true });
  log('full private booking in Playwright ...');
  const r = spawnSync(process.execPath, [join(root, 'node_modules/@playwright/test/cli.js'), 'test', '-c', 'bench/playwright.config.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, BENCH_BASE_URL: base, BENCH_BOOKING_OUT: out },
  });
  if (r.status !== 0 || !existsSync(out)) {
    budget('booking', 'full private booking (start -> status, sandbox payment)', null, 's', '< 10', false);
    return null;
  }
  const data = JSON.parse(readFileSync(out, 'utf8'));
  const seconds = Math.round(data.ms / 100) / 10;
  results.booking = { seconds };
  budget('booking', 'full private booking (start -> status, sandbox payment)', seconds, 's', '< 10', seconds < 10);
  return data;
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
  results.api[`${name} (one at a time)`] = { requests: count, p50: round(percentile(times, 50)), p95: round(percentile(times, 95)), p99: round(percentile(times, 99)) };
}

async function fixedRate(name, makeRequest) {
  // Warm-up (connections, JIT, first queries) is not measured.
  for (let i = 0; i < 20; i++) await makeRequest(-1 - i).then((r) => r.arrayBuffer()).catch(() => {});
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
  budget('api', `${name} p95 at ${RATE} req/s`, stats.p95, 'ms', '< 20', errors === 0 && stats.p95 !== null && stats.p95 < 20);
  log(`${name}: p50 ${stats.p50} ms, p95 ${stats.p95} ms, p99 ${stats.p99} ms, errors ${errors}`);
}

async function apiLatency(base, booking) {
  const headers = { 'Accept-Language': 'de' };
  const price = () => fetch(`${base}/api/Preis/PrivatHaj/30159?flughafen=HAJ`, { headers });
  await sequential('price GET /api/Preis/PrivatHaj/{plz}', price);
  await fixedRate('price GET /api/Preis/PrivatHaj/{plz}', price);
  if (!booking?.createBody) {
    budget('api', `booking POST /api/Buchung/Neu p95 at ${RATE} req/s`, null, 'ms', '< 20', false);
    return;
  }
  const run = Date.now().toString(36);
  const create = (i) =>
    fetch(`${base}/api/Buchung/Neu`, {
      method: 'POST',
      headers: { ...headers, 'Content-Type': 'application/json', 'Idempotency-Key': `bench-${run}-${i}` },
      body: booking.createBody,
    });
  await sequential('booking POST /api/Buchung/Neu', create);
  await fixedRate('booking POST /api/Buchung/Neu', create);
}

/* ---------- 6. Lighthouse (mobile preset) ---------- */
async function lighthouseRuns(base, booking) {
  const [{ default: lighthouse }, chromeLauncher, { default: puppeteer }] = await Promise.all([
    import('lighthouse'),
    import('chrome-launcher'),
    import('puppeteer-core'),
  ]);
  const pages = [
    { name: 'start', path: '/start', seed: null },
    { name: 'tarif-auswahl', path: '/privat-buchung/tarif-auswahl', seed: booking?.complete },
    { name: 'reise-details', path: '/privat-buchung/reise-details', seed: booking?.complete },
    { name: 'kreditkarte-zahlung', path: '/privat-buchung/kreditkarte-zahlung', seed: booking?.complete },
    { name: 'zusammenfassung', path: '/privat-buchung/zusammenfassung', seed: booking?.complete },
    { name: 'status', path: '/privat-buchung/status', seed: booking?.saved },
  ];
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS });
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  try {
    for (const target of pages) {
      if (target.path !== '/start' && !target.seed) {
        budget('lighthouse', `${target.name}: no draft to seed (the booking run failed)`, null, '', 'run', false);
        continue;
      }
      log(`lighthouse ${target.path} ...`);
      const page = await browser.newPage();
      if (target.seed) {
        // Seeds the wizard's draft in this tab before the app's scripts run, as after the entry form.
        await page.evaluateOnNewDocument(
          (origin, value) => {
            if (location.origin === origin) sessionStorage.setItem('Buchung', value);
          },
          base,
          JSON.stringify(target.seed),
        );
      }
      const run = () =>
        lighthouse(
          `${base}${target.path}`,
          { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices'] },
          undefined,
          page,
        );
      let runnerResult = await run();
      // A trace lost on a busy machine (NO_NAVSTART, NO_FCP) gets one more try.
      if (runnerResult.lhr.runtimeError) runnerResult = await run();
      await page.close();
      const lhr = runnerResult.lhr;
      const score = (id) => (lhr.categories[id]?.score == null ? null : Math.round(lhr.categories[id].score * 100));
      const audit = (id) => lhr.audits[id]?.numericValue ?? null;
      const finalPath = new URL(lhr.finalDisplayedUrl ?? lhr.finalUrl ?? `${base}${target.path}`).pathname;
      const r = {
        url: target.path,
        finalPath,
        // Lighthouse's own failure (e.g. NO_LCP on an overloaded machine), if any.
        runtimeError: lhr.runtimeError?.code ?? null,
        performanceErrors: ['largest-contentful-paint', 'total-blocking-time', 'speed-index']
          .map((id) => lhr.audits[id]?.errorMessage)
          .filter(Boolean),
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        lcpMs: Math.round(audit('largest-contentful-paint') ?? 0),
        tbtMs: Math.round(audit('total-blocking-time') ?? 0),
        cls: Math.round((audit('cumulative-layout-shift') ?? 0) * 1000) / 1000,
        failedAudits: Object.values(lhr.audits)
          .filter((a) => a.score !== null && a.score < 1 && ['binary', 'numeric'].includes(a.scoreDisplayMode) && !/metric/.test(a.id))
          .filter((a) => lhr.categories.accessibility.auditRefs.some((ref) => ref.id === a.id) || lhr.categories['best-practices'].auditRefs.some((ref) => ref.id === a.id))
          .map((a) => a.id),
      };
      results.lighthouse[target.name] = r;
      const where = finalPath === target.path ? target.name : `${target.name} (landed on ${finalPath})`;
      budget('lighthouse', `${where}: performance`, r.performance, '', '>= 95', r.performance >= 95 && finalPath === target.path);
      budget('lighthouse', `${where}: accessibility`, r.accessibility, '', '= 100', r.accessibility === 100);
      budget('lighthouse', `${where}: best practices`, r.bestPractices, '', '>= 95', r.bestPractices >= 95);
      budget('lighthouse', `${where}: CLS`, r.cls, '', '< 0.05', r.cls < 0.05);
      results.lighthouse[target.name].info = `LCP ${r.lcpMs} ms, TBT ${r.tbtMs} ms`;
    }
  } finally {
    await browser.disconnect();
    await chrome.kill();
  }
}

/* ---------- report ---------- */
function report() {
  const rows = [['group', 'figure', 'value', 'budget', 'result']];
  for (const b of results.budgets) {
    rows.push([b.group, b.name, b.value === null ? 'n/a' : `${b.value}${b.unit ? ` ${b.unit}` : ''}`, b.budget, b.met ? 'met' : 'MISSED']);
  }
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => String(r[i]).length)));
  const line = (r) => r.map((c, i) => String(c).padEnd(widths[i])).join('  ');
  console.log(`\n${line(rows[0])}\n${widths.map((w) => '-'.repeat(w)).join('  ')}`);
  for (const r of rows.slice(1)) console.log(line(r));
  if (Object.keys(results.lighthouse).length) {
    console.log('\nLighthouse details (mobile preset):');
    for (const [name, r] of Object.entries(results.lighthouse)) {
      const err = r.runtimeError || r.performanceErrors?.length ? `  error: ${[r.runtimeError, ...(r.performanceErrors ?? [])].filter(Boolean).join('; ')}` : '';
      console.log(`  ${name.padEnd(20)} perf ${r.performance}  a11y ${r.accessibility}  bp ${r.bestPractices}  LCP ${r.lcpMs} ms  TBT ${r.tbtMs} ms  CLS ${r.cls}${r.failedAudits.length ? `  failing audits: ${r.failedAudits.join(', ')}` : ''}${err}`);
    }
  }
  if (Object.keys(results.api).length) {
    console.log(`\nAPI latency at ${RATE} req/s for ${SECONDS} s (loopback):`);
    for (const [name, s] of Object.entries(results.api)) {
      const load = s.achievedRate === undefined ? '' : `  achieved ${s.achievedRate} req/s  errors ${s.errors}  ${JSON.stringify(s.statuses)} ${JSON.stringify(s.errorKinds)}`;
      console.log(`  ${name.padEnd(52)} p50 ${s.p50} ms  p95 ${s.p95} ms  p99 ${s.p99} ms${load}`);
    }
  }
  console.log(`\nMachine: ${results.machine.cpus} CPUs, load average ${results.machine.loadAverageAtStart.join(' / ')} at start, ${results.machine.loadAverageAtEnd?.join(' / ')} at the end (figures are only comparable on a quiet machine).`);
  const missed = results.budgets.filter((b) => !b.met).length;
  console.log(`\n${results.budgets.length - missed}/${results.budgets.length} budgets met; results in bench/results.json`);
}

async function main() {
  mkdirSync(workDir, { recursive: true });
  const os = await import('node:os');
  // Budgets assume a quiet machine; the load shows when that was not the case.
  results.machine = { cpus: os.cpus().length, loadAverageAtStart: os.loadavg().map((n) => Math.round(n * 10) / 10) };
  const only = new Set((process.env.BENCH_ONLY ?? 'bundles,booking,api,lighthouse').split(','));
  if (process.env.BENCH_SKIP_BUILD !== '1') build();
  bundleSizes();
  let server;
  try {
    server = await startServer();
    const booking = only.has('booking') ? fullBooking(server.base) : null;
    if (only.has('api')) await apiLatency(server.base, booking);
    if (only.has('lighthouse')) await lighthouseRuns(server.base, booking);
  } finally {
    server?.stop();
  }
  results.finishedAt = new Date().toISOString();
  results.machine.loadAverageAtEnd = (await import('node:os')).loadavg().map((n) => Math.round(n * 10) / 10);
  writeFileSync(join(root, 'bench/results.json'), `${JSON.stringify(results, null, 2)}\n`);
  report();
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
