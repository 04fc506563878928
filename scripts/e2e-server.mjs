// Started by Playwright: a fresh build (if sources changed) and the server on an in-memory database.
import { spawn } from 'node:child_process';
import { buildIfStale } from './build-if-stale.mjs';

buildIfStale(process.env.DIST_DIR ?? 'dist');
const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
  stdio: 'inherit',
  env: { ...process.env, PGLITE_DATA_DIR: process.env.PGLITE_DATA_DIR ?? 'memory://' },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
