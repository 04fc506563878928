// `npm run dev`: the API server on API_PORT and the Vite dev server proxying /api to it.
import { spawn } from 'node:child_process';
import { serverStdio, showServerOutput } from './server-output.mjs';

const apiPort = process.env.API_PORT ?? '8081';
const children = [
  spawn(process.execPath, ['--import', 'tsx', '--watch', 'server/main.ts'], {
    stdio: serverStdio(),
    env: { ...process.env, PORT: apiPort, SERVE_SPA: 'false' },
  }),
  spawn('npx', ['vite'], {
    stdio: 'inherit',
    env: { ...process.env, API_PROXY_TARGET: `http://127.0.0.1:${apiPort}` },
  }),
];
showServerOutput(children[0]);
const stop = (signal) => children.forEach((child) => child.kill(signal));
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
children.forEach((child) =>
  child.on('exit', (code) => {
    stop('SIGTERM');
    process.exit(code ?? 0);
  }),
);
