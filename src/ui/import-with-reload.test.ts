import { describe, expect, it, vi } from 'vitest';
import {
  importWithReload,
  RELOAD_WINDOW_MS,
  RELOADED_KEY,
  type ReloadEnvironment,
} from './import-with-reload';

function environment(start = 1_000_000) {
  const values = new Map<string, string>();
  let time = start;
  const env: ReloadEnvironment = {
    reload: vi.fn(),
    storage: {
      getItem: (key) => values.get(key) ?? null,
      setItem: (key, value) => void values.set(key, value),
      removeItem: (key) => void values.delete(key),
    },
    now: () => time,
  };
  return { env, values, advance: (ms: number) => (time += ms) };
}

const failing = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
const pending = Symbol('pending');
const settle = <T>(promise: Promise<T>) =>
  Promise.race([promise, new Promise((resolve) => setTimeout(() => resolve(pending), 20))]);

describe('importWithReload', () => {
  it('returns the module and forgets an earlier reload', async () => {
    const { env, values } = environment();
    values.set(RELOADED_KEY, '123');
    await expect(importWithReload(() => Promise.resolve({ a: 1 }), env)).resolves.toEqual({ a: 1 });
    expect(values.has(RELOADED_KEY)).toBe(false);
    expect(env.reload).not.toHaveBeenCalled();
  });

  it('reloads once on the first failure and never settles (the page goes away)', async () => {
    const { env, values } = environment();
    expect(await settle(importWithReload(failing, env))).toBe(pending);
    expect(env.reload).toHaveBeenCalledTimes(1);
    expect(values.get(RELOADED_KEY)).toBe('1000000');
  });

  it('throws instead of reloading again right after a reload (no loop)', async () => {
    const { env, advance } = environment();
    void importWithReload(failing, env);
    await Promise.resolve();
    advance(2_000);
    await expect(importWithReload(failing, env)).rejects.toThrow(/dynamically imported/);
    expect(env.reload).toHaveBeenCalledTimes(1);
  });

  it('reloads again for a failure long after the last reload (e.g. a later deploy)', async () => {
    const { env, advance } = environment();
    void importWithReload(failing, env);
    await Promise.resolve();
    advance(RELOAD_WINDOW_MS + 1);
    expect(await settle(importWithReload(failing, env))).toBe(pending);
    expect(env.reload).toHaveBeenCalledTimes(2);
  });

  it.each(['garbage', '-5', '99999999999999999'])(
    'treats a tampered marker %j safely',
    async (raw) => {
      const { env, values } = environment();
      values.set(RELOADED_KEY, raw);
      expect(await settle(importWithReload(failing, env))).toBe(pending);
      expect(env.reload).toHaveBeenCalledTimes(1);
    },
  );

  it('does not reload when storage is unavailable (it could not prevent a loop)', async () => {
    const { env } = environment();
    env.storage.setItem = () => {
      throw new DOMException('denied', 'SecurityError');
    };
    await expect(importWithReload(failing, env)).rejects.toThrow();
    expect(env.reload).not.toHaveBeenCalled();
  });
});
