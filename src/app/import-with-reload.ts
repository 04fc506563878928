const RELOADED_KEY = 'chunkReloadAt';
/** A second failure within this window is shown as an error instead of reloading again. */
const RELOAD_WINDOW_MS = 10_000;

/**
 * Loads a lazily split module. When the chunk cannot be fetched (typically after a deploy
 * replaced it), the page reloads once to pick up the new build (spec section 8); a failure
 * right after such a reload is thrown to the error boundary, so there is never a reload loop.
 */
export async function importWithReload<T>(load: () => Promise<T>): Promise<T> {
  try {
    const module = await load();
    window.sessionStorage.removeItem(RELOADED_KEY);
    return module;
  } catch (error) {
    const reloadedAt = Number(window.sessionStorage.getItem(RELOADED_KEY) ?? 0);
    if (Date.now() - reloadedAt > RELOAD_WINDOW_MS) {
      window.sessionStorage.setItem(RELOADED_KEY, String(Date.now()));
      window.location.reload();
      return new Promise<T>(() => {});
    }
    throw error;
  }
}
