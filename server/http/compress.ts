// gzip for the answers the server makes at run time (API JSON, the payment sandbox's pages).
// The build's files and pages come with their precompressed copies (server/http/spa.ts) and
// pass untouched.
//
// Not hono/compress: it pipes every answer through a CompressionStream, since c.json() sets no
// Content-Length for its threshold to look at. That cost about 0.8 ms of the server's CPU per
// request (a booking POST took 8 ms in all), also for answers of a hundred bytes, where gzip
// saves nothing. A run-time answer is one string in memory: gzipSync does it in about 40 µs.
import type { MiddlewareHandler } from 'hono';
import { parseAccept } from 'hono/utils/accept';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/utils/compress';
import { gzipSync } from 'node:zlib';

/** Below this an answer fits in a packet or two; gzip would only cost time. */
const COMPRESS_THRESHOLD = 1024;

const NO_TRANSFORM = /(?:^|,)\s*no-transform\s*(?:,|$)/i;
const VARY_ACCEPT_ENCODING = /(?:^|,)\s*accept-encoding\s*(?:,|$)/i;

function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  const accepted = parseAccept(header);
  const q = (type: string) => accepted.find((a) => a.type.toLowerCase() === type)?.q;
  return (q('gzip') ?? q('*') ?? 0) > 0;
}

export function compressAnswers(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const res = c.res;
    const type = res.headers.get('Content-Type');
    if (
      !res.body ||
      c.req.method === 'HEAD' ||
      res.status === 206 ||
      res.headers.has('Content-Length') ||
      res.headers.has('Content-Encoding') ||
      !type ||
      !COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type) ||
      NO_TRANSFORM.test(res.headers.get('Cache-Control') ?? '')
    )
      return;
    const vary = res.headers.get('Vary');
    if (vary !== '*' && !(vary && VARY_ACCEPT_ENCODING.test(vary)))
      res.headers.set('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
    if (!acceptsGzip(c.req.header('Accept-Encoding'))) return;
    const body = new Uint8Array(await res.arrayBuffer());
    const gzip = body.byteLength >= COMPRESS_THRESHOLD;
    const answer = new Response(gzip ? gzipSync(body) : body, res);
    if (gzip) answer.headers.set('Content-Encoding', 'gzip');
    // Cleared first: Hono's setter would otherwise copy the answer into a new Response around
    // its body stream, and the server would write a stream instead of the bytes.
    c.res = undefined;
    c.res = answer;
  };
}
