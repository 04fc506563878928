// `npm start`: one process serving the SPA, the API under /api and the payment sandbox,
// on the embedded database (seeded on first start) unless DATABASE_URL names a PostgreSQL.
import { spawn } from 'node:child_process';
import { buildIfStale } from './build-if-stale.mjs';
import { serverStdio, showServerOutput } from './server-output.mjs';

buildIfStale();
const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
  stdio: serverStdio(),
});
showServerOutput(server);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
