// One PGlite folder, one process: the lock file in the data folder (unit), and two real server
// processes on one folder (the second refuses to start, the first keeps its data).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startServerProcess, type ServerProcess } from '../testing/server-process';
import { newKey, privateBookingDraft } from '../testing/booking-drafts';
import { DataDirInUseError, LOCK_FILE, lockDataDir } from './data-dir-lock';

const folders: string[] = [];
function tempFolder() {
  const dir = mkdtempSync(join(tmpdir(), 'shuttle-pglite-'));
  folders.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** The pid of a process that has ended. */
function deadPid(): number {
  const result = spawnSync(process.execPath, ['-e', 'console.log(process.pid)'], {
    encoding: 'utf8',
  });
  return Number(result.stdout.trim());
}

describe('lockDataDir', () => {
  it('holds the folder until released, then lets the next owner in', () => {
    const dir = tempFolder();
    const release = lockDataDir(dir);
    expect(readFileSync(join(dir, LOCK_FILE), 'utf8').trim()).toBe(String(process.pid));
    release();
    expect(existsSync(join(dir, LOCK_FILE))).toBe(false);
    lockDataDir(dir)();
  });

  it('refuses a folder whose lock belongs to a running process, naming folder and DATABASE_URL', () => {
    const dir = tempFolder();
    // The parent of this test process (vitest's main process) is alive.
    writeFileSync(join(dir, LOCK_FILE), `${process.ppid}\n`);
    expect(() => lockDataDir(dir)).toThrow(DataDirInUseError);
    expect(() => lockDataDir(dir)).toThrow(new RegExp(`${dir}.*DATABASE_URL`));
    expect(readFileSync(join(dir, LOCK_FILE), 'utf8').trim()).toBe(String(process.ppid));
  });

  it('takes over a lock left by a process that no longer runs', () => {
    const dir = tempFolder();
    writeFileSync(join(dir, LOCK_FILE), `${deadPid()}\n`);
    const release = lockDataDir(dir);
    expect(readFileSync(join(dir, LOCK_FILE), 'utf8').trim()).toBe(String(process.pid));
    release();
  });

  it('does not remove a lock that another process took after it', () => {
    const dir = tempFolder();
    const release = lockDataDir(dir);
    writeFileSync(join(dir, LOCK_FILE), `${process.ppid}\n`);
    release();
    expect(readFileSync(join(dir, LOCK_FILE), 'utf8').trim()).toBe(String(process.ppid));
  });
});

describe('two server processes on one PGlite folder', () => {
  const running: ServerProcess[] = [];
  afterEach(async () => {
    await Promise.all(running.splice(0).map((server) => server.stop()));
  });

  const book = async (server: ServerProcess) => {
    const res = await fetch(`${server.origin}/api/Buchung/Neu`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': newKey() },
      body: JSON.stringify(privateBookingDraft()),
    });
    expect(res.status).toBe(201);
    return ((await res.json()) as { buchungStamm: { voucher: string } }).buchungStamm.voucher;
  };

  it('refuses the second process; the first keeps working and keeps its bookings', async () => {
    const dir = tempFolder();
    const first = await startServerProcess({ PGLITE_DATA_DIR: dir });
    running.push(first);

    const second = await startServerProcess({ PGLITE_DATA_DIR: dir }, { waitForHealth: false });
    running.push(second);
    const code = await Promise.race([
      second.exited,
      new Promise((resolve) => setTimeout(() => resolve('running'), 30_000)),
    ]);
    expect(code, second.output()).not.toBe(0);
    expect(code, second.output()).not.toBe('running');
    expect(second.output()).toContain(dir);
    expect(second.output()).toContain('DATABASE_URL');

    const voucher = await book(first);
    expect((await fetch(`${first.origin}/api/health`)).status).toBe(200);

    // A clean stop releases the folder: the next process starts and finds the booking.
    await first.stop();
    expect(existsSync(join(dir, LOCK_FILE))).toBe(false);
    const next = await startServerProcess({ PGLITE_DATA_DIR: dir });
    running.push(next);
    expect((await fetch(`${next.origin}/api/test/bookings/${voucher}`)).status).toBe(200);
    // Three server starts and one refused start: on a loaded CI machine that takes a minute.
  }, 90_000);
});
