// A real server process keeps an idle connection open longer than its clients do (server/main.ts):
// with Node's 5 s default, a client's request on a connection idle for 5 s met a closing socket
// (ECONNRESET, seen in a browser test's API request).
import { request, Agent } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerProcess, type ServerProcess } from './testing/server-process';

let server: ServerProcess;
beforeAll(async () => {
  server = await startServerProcess({ PGLITE_DATA_DIR: 'memory://' });
}, 60_000);
afterAll(async () => {
  await server?.stop();
});

/** GET /api/health on `agent`; whether it went over a connection used before. */
function health(agent: Agent): Promise<{ status: number; reused: boolean }> {
  return new Promise((resolve, reject) => {
    const req = request(`${server.origin}/api/health`, { agent }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, reused: req.reusedSocket }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('kept-alive connections', () => {
  it('stay open while idle for longer than 5 s', { timeout: 30_000 }, async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      expect(await health(agent)).toEqual({ status: 200, reused: false });
      await new Promise((resolve) => setTimeout(resolve, 6_500));
      // The server has not closed it: the second request goes over the same connection.
      expect(await health(agent)).toEqual({ status: 200, reused: true });
    } finally {
      agent.destroy();
    }
  });
});
