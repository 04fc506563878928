/** sessionStorage key holding the time of the last automatic reload. */
export const RELOADED_KEY = 'chunkReloadAt';
/** A second failure within this window is shown as an error instead of reloading again. */
export const RELOAD_WINDOW_MS = 10_000;

export interface ReloadEnvironment {
  reload: () => void;
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  now: () => number;
}

/** The page's own; storage is looked up when used (there is none in the prerender). */
export const browserEnvironment = (): ReloadEnvironment => ({
  reload: () => window.location.reload(),
  storage: {
    getItem: (key) => window.sessionStorage.getItem(key),
    setItem: (key, value) => window.sessionStorage.setItem(key, value),
    removeItem: (key) => window.sessionStorage.removeItem(key),
  },
  now: () => Date.now(),
});

/**
 * Loads a lazily split module. When the chunk cannot be fetched (typically after a deploy
 * replaced it), the page reloads once to pick up the new build (spec section 8); a failure
 * right after such a reload is thrown to the error boundary, so there is never a reload loop.
 */
export async function importWithReload<T>(
  load: () => Promise<T>,
  environment: Partial<ReloadEnvironment> = {},
): Promise<T> {
  const { reload, storage, now } = { ...browserEnvironment(), ...environment };
  try {
    const module = await load();
    safely(() => storage.removeItem(RELOADED_KEY));
    return module;
  } catch (error) {
    const reloadedAt = Number(safely(() => storage.getItem(RELOADED_KEY)) ?? 0) || 0;
    const elapsed = now() - reloadedAt;
    // elapsed < 0: the stored time is in the future (clock change or tampering); treat as old.
    if (elapsed > RELOAD_WINDOW_MS || elapsed < 0) {
      const stored = safely(() => {
        storage.setItem(RELOADED_KEY, String(now()));
        return true;
      });
      // Without storage we cannot remember the reload, so reloading could loop: show the error.
      if (stored) {
        reload();
        return new Promise<T>(() => {}); // the page is going away
      }
    }
    throw error;
  }
}

function safely<R>(action: () => R): R | null {
  try {
    return action();
  } catch {
    return null;
  }
}
