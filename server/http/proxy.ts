// Who the client is and whether it came over https, believing only the reverse proxies the
// operator put in front of the server (TRUST_PROXY = their number). Each proxy appends the
// address it saw to X-Forwarded-For, so the client is the entry `hops` from the right; entries
// further left were written by the client itself and can say anything.
import type { AppContext } from './context';

/** TRUST_PROXY: a number of proxy hops (0 or unset: no proxy, headers are ignored). */
export function trustedProxyHops(value: string | undefined = process.env.TRUST_PROXY): number {
  const text = (value ?? '').trim();
  if (text === '' || text === 'false') return 0;
  if (!/^\d{1,2}$/.test(text))
    throw new Error(
      `TRUST_PROXY must be the number of reverse proxies in front of the server (0, 1, 2, ...), not "${text}"`,
    );
  return Number(text);
}

// Headers middleware runs before the deps are set on a failing request: then nothing is trusted.
const trusted = (c: AppContext): number =>
  (c.get('deps') as AppContext['var']['deps'] | undefined)?.trustProxy ?? 0;

/** The entry `hops` from the right of a comma-separated forwarding header, if there is one. */
export function fromRight(header: string | undefined, hops: number): string | undefined {
  if (!header || hops < 1) return undefined;
  const entries = header
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length === 0) return undefined;
  // Fewer entries than proxies: the outermost proxy saw the client directly.
  return entries[Math.max(0, entries.length - hops)];
}

export function clientAddress(c: AppContext): string {
  const forwarded = fromRight(c.req.header('x-forwarded-for'), trusted(c));
  if (forwarded) return forwarded.slice(0, 64);
  // Node's socket address (set by @hono/node-server). In-process tests have none.
  const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)
    ?.incoming;
  return incoming?.socket?.remoteAddress ?? 'local';
}

/** https when the connection is, or when a trusted proxy says the client's connection was. */
export function requestIsHttps(c: AppContext): boolean {
  const proto = fromRight(c.req.header('x-forwarded-proto'), trusted(c));
  if (proto) return proto.toLowerCase() === 'https';
  return c.req.url.startsWith('https:');
}
