// Which errors mean "the database is away" (restart, failover, terminated connections, overload):
// those are answered with 503 and Retry-After, everything else is a 500.

const CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  '57P01', // admin_shutdown (pg_terminate_backend, fast shutdown)
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now (starting up, recovery)
  '53300', // too_many_connections
  '08000', // connection_exception
  '08003', // connection_does_not_exist
  '08006', // connection_failure
  '08001', // sqlclient_unable_to_establish_sqlconnection
  '08004', // sqlserver_rejected_establishment_of_sqlconnection
]);

// node-postgres and PGlite say it only in words.
const MESSAGES =
  /PGlite is closed|Connection terminated|pool after calling end|not queryable|timeout exceeded when trying to connect|terminating connection due to administrator command/i;

/** Database down or overloaded, also when wrapped (Drizzle puts the driver's error in `cause`). */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  const e = error as { code?: unknown; cause?: unknown; message?: unknown } | null;
  if (!e || typeof e !== 'object' || depth > 4) return false;
  if (typeof e.code === 'string' && CODES.has(e.code)) return true;
  if (typeof e.message === 'string' && MESSAGES.test(e.message)) return true;
  return isDatabaseUnavailable(e.cause, depth + 1);
}
