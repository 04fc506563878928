// Real server processes for tests of what only shows across processes: two instances on one
// PostgreSQL (races, exactly-once), a database that goes away under a running process, a second
// process on the same PGlite folder. Each process is `server/main.ts` as operators run it.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { dropTestSchema, testSchemaName } from './test-database';

export interface ServerProcess {
  /** http://127.0.0.1:<port> */
  origin: string;
  port: number;
  child: ChildProcess;
  /** Everything the process wrote to stdout and stderr so far. */
  output(): string;
  /** That output's lines, parsed; a line that is not JSON (the log's only format) throws. */
  jsonLines(): Record<string, unknown>[];
  /** Resolves with the exit code once the process has ended (null when killed by a signal). */
  exited: Promise<number | null>;
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Starts `server/main.ts` with `env` (on top of NODE_ENV=test, no SPA, a free PORT) and waits
 * until /api/health answers, or until the process exits (then `exited` tells why).
 */
export async function startServerProcess(
  env: Record<string, string>,
  options: {
    waitForHealth?: boolean;
    timeoutMs?: number;
    /** Node arguments; default the sources through tsx (the built server: [`dist-server/main.js`]). */
    args?: string[];
  } = {},
): Promise<ServerProcess> {
  const port = Number(env.PORT ?? (await freePort()));
  const child = spawn(process.execPath, options.args ?? ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      SERVE_SPA: 'false',
      HOST: '127.0.0.1',
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
      // Mail of test processes goes to a temporary folder, never into the checkout's .data/mail.
      MAIL_DIR: join(tmpdir(), 'shuttle-test-mail'),
      ...env,
      PORT: String(port),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );
  let done = false;
  void exited.then(() => (done = true));
  const origin = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (done) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  };
  const server: ServerProcess = {
    origin,
    port,
    child,
    output: () => output,
    jsonLines: () => jsonLines(output),
    exited,
    stop,
  };
  if (options.waitForHealth === false) return server;
  const deadline = Date.now() + (options.timeoutMs ?? 60_000);
  while (Date.now() < deadline && !done) {
    try {
      const res = await fetch(`${origin}/api/health`);
      if (res.status === 200) return server;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stop();
  throw new Error(`server process on port ${port} did not become healthy:\n${output}`);
}

function jsonLines(output: string): Record<string, unknown>[] {
  return output
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => {
      try {
        return JSON.parse(line) as Record<string, unknown>;
      } catch {
        throw new Error(`not a JSON log line: ${line}`);
      }
    });
}

/** The rows of one query in schema `schemaName` of the PostgreSQL of `url` (its own connection). */
export async function queryInSchema<T extends pg.QueryResultRow>(
  url: string,
  schemaName: string,
  text: string,
  values: unknown[] = [],
): Promise<T[]> {
  const client = new pg.Client({ connectionString: url, options: `-c search_path=${schemaName}` });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

/** A throw-away schema in the PostgreSQL of `url`, for processes started with DATABASE_SCHEMA. */
export async function createTestSchema(
  url: string,
): Promise<{ schemaName: string; drop: () => Promise<void> }> {
  const schemaName = testSchemaName('p');
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schemaName}`);
  await admin.end();
  return {
    schemaName,
    drop: () => dropTestSchema(url, schemaName),
  };
}

/** Two (or more) server processes on one PostgreSQL schema, migrated and seeded by the first. */
export async function startInstances(url: string, count = 2, env: Record<string, string> = {}) {
  const schema = await createTestSchema(url);
  const instances: ServerProcess[] = [];
  try {
    // The first one migrates and seeds; the others find the database ready.
    instances.push(
      await startServerProcess({ DATABASE_URL: url, DATABASE_SCHEMA: schema.schemaName, ...env }),
    );
    const rest = await Promise.all(
      Array.from({ length: count - 1 }, () =>
        startServerProcess({ DATABASE_URL: url, DATABASE_SCHEMA: schema.schemaName, ...env }),
      ),
    );
    instances.push(...rest);
  } catch (error) {
    await Promise.all(instances.map((instance) => instance.stop()));
    await schema.drop();
    throw error;
  }
  return {
    instances,
    schemaName: schema.schemaName,
    close: async () => {
      await Promise.all(instances.map((instance) => instance.stop()));
      await schema.drop();
    },
  };
}
