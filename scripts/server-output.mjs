// How the server's log lines reach the terminal of `npm start` and `npm run dev`: the server
// always writes JSON lines (for log collectors); a person at a terminal reads them through
// pino-pretty, unless LOG_FORMAT=json asks for the JSON itself (or the output is a pipe).
import pinoPretty from 'pino-pretty';

/** stdio for spawn(): the child's stdout piped when it is to be prettified, else inherited. */
export function serverStdio() {
  return readable() ? ['inherit', 'pipe', 'inherit'] : 'inherit';
}

/** Sends the child's JSON lines through pino-pretty onto this terminal (when serverStdio piped them). */
export function showServerOutput(child) {
  if (!child.stdout) return;
  child.stdout.pipe(
    pinoPretty({
      colorize: true,
      singleLine: true,
      translateTime: 'SYS:HH:MM:ss',
      // Said by the message already (request lines: "GET /api/... 200 in 12 ms").
      ignore: 'pid,hostname,service,event,requestId,method,route,status,durationMs',
      destination: 1,
    }),
  );
}

function readable() {
  return process.stdout.isTTY === true && process.env.LOG_FORMAT !== 'json';
}
