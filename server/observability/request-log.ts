import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import type { AppEnv } from '../http/context';
import { log, withLogContext } from './log';
import { httpDuration, httpRequests } from './metrics';

/** An X-Request-Id from a proxy or client is kept when it is a plain token, else one is made. */
const REQUEST_ID = /^[A-Za-z0-9._:-]{1,100}$/;

/**
 * One line per request: method, route pattern (never the path, which can hold tokens, external
 * ids or a surname), status and duration, with the request id that every other line of the
 * request carries too and that the response returns in X-Request-Id. Also the HTTP metrics.
 */
export function requestLog(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const incoming = c.req.header('x-request-id');
    const requestId = incoming && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    c.set('requestId', requestId);
    const started = performance.now();
    await withLogContext({ requestId }, async () => {
      await next();
      const route = routePath(c) || 'unmatched';
      const seconds = (performance.now() - started) / 1000;
      const status = c.res.status;
      httpRequests.inc({ route, method: c.req.method, status: String(status) });
      httpDuration.observe({ route, method: c.req.method }, seconds);
      // Health probes come every few seconds from every balancer: kept out of the info lines.
      const level = route === '/api/health' ? 'debug' : status >= 500 ? 'warn' : 'info';
      const durationMs = Math.round(seconds * 10_000) / 10;
      log()[level](
        { event: 'http.request', method: c.req.method, route, status, durationMs },
        `${c.req.method} ${route} ${status} in ${durationMs} ms`,
      );
    });
    c.res.headers.set('X-Request-Id', requestId);
  };
}
