// `npm run web-vitals -- [days] [--json]`: field data, the 75th percentile of LCP, INP and CLS
// that visitors' browsers reported (POST /api/vitals) over the last days (default 28), over all
// pages and per page. Reads the database the server uses: DATABASE_URL (+ DATABASE_SCHEMA), else
// the PGlite folder PGLITE_DATA_DIR (.data/pglite), which only one process may open: stop the
// server first, or use PostgreSQL. Plain JavaScript, so it runs on a production install.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const query = readFileSync(new URL('../server/db/web-vitals-p75.sql', import.meta.url), 'utf8');

/** Rows { page, name, samples, p75, good_percent }; page '*' is all pages together. */
export async function webVitalsP75({ databaseUrl, schema, dataDir, days = 28 }) {
  if (databaseUrl) {
    const { default: pg } = await import('pg');
    const client = new pg.Client({
      connectionString: databaseUrl,
      ...(schema ? { options: `-c search_path=${schema}` } : {}),
    });
    await client.connect();
    try {
      return (await client.query(query, [days])).rows;
    } finally {
      await client.end();
    }
  }
  if (existsSync(join(dataDir, '.server.lock')))
    throw new Error(`${dataDir} is open in a running server: stop it first, or use DATABASE_URL.`);
  if (!existsSync(dataDir))
    throw new Error(`No database in ${dataDir} (set PGLITE_DATA_DIR or DATABASE_URL).`);
  const { PGlite } = await import('@electric-sql/pglite');
  const db = await PGlite.create(dataDir);
  try {
    return (await db.query(query, [days])).rows;
  } finally {
    await db.close();
  }
}

export function formatP75(name, p75) {
  if (p75 === null || p75 === undefined) return 'n/a';
  return name === 'CLS' ? Number(p75).toFixed(3) : `${Math.round(Number(p75))} ms`;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const args = process.argv.slice(2);
  const days = Number(args.find((arg) => /^\d+$/.test(arg)) ?? 28);
  try {
    const rows = await webVitalsP75({
      databaseUrl: process.env.DATABASE_URL,
      schema: process.env.DATABASE_SCHEMA,
      dataDir: process.env.PGLITE_DATA_DIR ?? '.data/pglite',
      days,
    });
    if (args.includes('--json')) console.log(JSON.stringify(rows, null, 2));
    else if (rows.length === 0) console.log(`No Web Vitals reported in the last ${days} days.`);
    else {
      console.log(
        `Web Vitals, 75th percentile of the last ${days} days (good: LCP <= 2500 ms, INP <= 200 ms, CLS <= 0.1)`,
      );
      for (const r of rows)
        console.log(
          `  ${r.page.padEnd(36)} ${r.name.padEnd(4)} p75 ${formatP75(r.name, r.p75).padStart(9)}  good ${String(r.good_percent).padStart(3)} %  (${r.samples} page views)`,
        );
    }
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
