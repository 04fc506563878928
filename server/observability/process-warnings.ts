// Node's process warnings (deprecations, experimental features, too many listeners) as `warn`
// lines of the JSON log. Node prints them to stderr as text by default, which a log collector
// that reads one JSON object per line chokes on, and which nobody looks for there.
import { log } from './log';

/** From now on each warning is one `process.warning` line, with its type and code. */
export function logProcessWarnings(): void {
  // Node's own listener is the one that prints the text.
  process.removeAllListeners('warning');
  process.on('warning', (warning: Error & { code?: unknown }) =>
    log().warn(
      {
        event: 'process.warning',
        type: warning.name,
        ...(typeof warning.code === 'string' ? { code: warning.code } : {}),
      },
      warning.message,
    ),
  );
}
