// The proxy of docs/deployment.md in front of a build's server, for Lighthouse: it terminates TLS
// and speaks HTTP/2 to the browser, HTTP/1.1 to the server. A visitor of the product is served
// that way; straight from the Node server over plain HTTP/1.1 the browser opens at most six
// connections and every request costs a round trip on one of them, which Lighthouse's simulation
// models too. BENCH_PROTOCOL=h1 measures the server directly.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import { join } from 'node:path';

/** Headers of one connection, which neither side may pass on (RFC 9113, section 8.2.2). */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'http2-settings',
  'te',
  'host',
]);

const passOn = (headers) =>
  Object.fromEntries(
    Object.entries(headers).filter(([name]) => !name.startsWith(':') && !HOP_BY_HOP.has(name)),
  );

/** A self-signed certificate for 127.0.0.1 in `dir` (the browser is told to accept it). */
function certificate(dir) {
  mkdirSync(dir, { recursive: true });
  const key = join(dir, 'proxy-key.pem');
  const cert = join(dir, 'proxy-cert.pem');
  if (!existsSync(key) || !existsSync(cert)) {
    const made = spawnSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-keyout',
        key,
        '-out',
        cert,
        '-days',
        '30',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
      ],
      { encoding: 'utf8' },
    );
    if (made.status !== 0)
      throw new Error(
        `openssl could not make the proxy's certificate (BENCH_PROTOCOL=h1 measures without it):\n${made.stderr ?? made.error}`,
      );
  }
  return { key: readFileSync(key), cert: readFileSync(cert) };
}

/** Starts the proxy for the server at `upstream` (http://127.0.0.1:port): its base and stop. */
export async function startTlsProxy({ upstream, dir }) {
  const target = new URL(upstream);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const server = http2.createSecureServer(
    { ...certificate(dir), allowHTTP1: true },
    (request, response) => {
      const forwarded = http.request(
        {
          host: target.hostname,
          port: target.port,
          method: request.method,
          path: request.url,
          headers: { ...passOn(request.headers), host: target.host },
          agent,
        },
        (answer) => {
          response.writeHead(answer.statusCode ?? 502, passOn(answer.headers));
          answer.pipe(response);
        },
      );
      forwarded.on('error', () => {
        if (!response.headersSent) response.writeHead(502);
        response.end();
      });
      request.pipe(forwarded);
    },
  );
  // The browser keeps its connection open: closing waits for none of them.
  const sessions = new Set();
  server.on('session', (session) => {
    sessions.add(session);
    session.on('close', () => sessions.delete(session));
  });
  await new Promise((listening) => server.listen(0, '127.0.0.1', listening));
  const { port } = server.address();
  return {
    base: `https://127.0.0.1:${port}`,
    stop: () =>
      new Promise((closed) => {
        for (const session of sessions) session.destroy();
        agent.destroy();
        server.close(() => closed());
      }),
  };
}
