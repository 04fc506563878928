// `npm run money-trail -- <voucher> [--json]`: what happened to a booking's money, every card
// payment status change in order (server/payment/money-trail.sql). Reads the database the server
// uses: DATABASE_URL (+ DATABASE_SCHEMA), else the PGlite folder PGLITE_DATA_DIR (.data/pglite),
// which only one process may open: stop the server first, or use PostgreSQL. Plain JavaScript, so
// it runs on a production install (npm ci --omit=dev).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const args = process.argv.slice(2);
const json = args.includes('--json');
const voucher = args
  .find((arg) => !arg.startsWith('--'))
  ?.trim()
  .toUpperCase();
if (!voucher || !/^[A-Z0-9]{6,20}$/.test(voucher)) {
  console.error('usage: npm run money-trail -- <voucher> [--json]');
  process.exit(2);
}
const query = readFileSync(new URL('../server/payment/money-trail.sql', import.meta.url), 'utf8');

async function rowsFromPostgres(url, schema) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({
    connectionString: url,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  await client.connect();
  try {
    return (await client.query(query, [voucher])).rows;
  } finally {
    await client.end();
  }
}

async function rowsFromPglite(dataDir) {
  if (existsSync(join(dataDir, '.server.lock'))) {
    console.error(
      `${dataDir} is open in a running server (one process per PGlite folder): stop it first, or use DATABASE_URL.`,
    );
    process.exit(1);
  }
  if (!existsSync(dataDir)) {
    console.error(`No database in ${dataDir} (set PGLITE_DATA_DIR or DATABASE_URL).`);
    process.exit(1);
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const db = await PGlite.create(dataDir);
  try {
    return (await db.query(query, [voucher])).rows;
  } finally {
    await db.close();
  }
}

const rows = process.env.DATABASE_URL
  ? await rowsFromPostgres(process.env.DATABASE_URL, process.env.DATABASE_SCHEMA)
  : await rowsFromPglite(process.env.PGLITE_DATA_DIR ?? '.data/pglite');

if (json) {
  console.log(JSON.stringify(rows, null, 2));
} else if (rows.length === 0) {
  console.log(`${voucher}: no card payment recorded.`);
} else {
  console.log(`${voucher}: ${rows.length} payment status changes`);
  for (const row of rows) {
    const at = new Date(row.at).toISOString();
    const amount = `${(Number(row.amount_cent) / 100).toFixed(2)} ${row.currency}`;
    const ids = [
      row.transaction_id && `transaction ${row.transaction_id}`,
      row.capture_id && `capture ${row.capture_id}`,
    ]
      .filter(Boolean)
      .join(', ');
    const why = [row.error_name, row.reason].filter(Boolean).join(' / ');
    console.log(
      `${at}  attempt ${row.payment_id}  ${(row.from_status ?? '-').padEnd(12)} -> ${row.to_status.padEnd(12)} ${amount.padStart(12)}  ${row.provider}` +
        `${ids ? `  ${ids}` : ''}${why ? `  (${why})` : ''}  request ${row.request_id ?? '-'}`,
    );
  }
}
