import { lazy, useState, type ComponentType } from 'react';
import { importWithReload } from '../import-with-reload';

export interface LazyStep<P> {
  Component: ComponentType<P>;
  /** Fetches the step's chunk ahead of time; a failure here is ignored (rendering retries). */
  preload: () => Promise<void>;
}

/**
 * A wizard step in a chunk of its own, so the wizard's route chunk stays small. Until the chunk
 * is there the step suspends (the flow shows its loading body in the step's space); a failed
 * chunk reloads the page once. Once loaded, the step renders at once on every later visit, so
 * going back and forth never shows the loading state again.
 */
export function lazyStep<P extends object>(load: () => Promise<ComponentType<P>>): LazyStep<P> {
  let loaded: ComponentType<P> | null = null;
  const keep = (component: ComponentType<P>) => (loaded = component);
  const Lazy = lazy(() =>
    importWithReload(load).then((component) => ({ default: keep(component) })),
  );
  function Step(props: P) {
    // Decided once per mount: switching from Lazy to the loaded component would remount the step.
    const [Loaded] = useState(() => loaded);
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  }
  return {
    Component: Step,
    preload: () =>
      load()
        .then(keep, () => undefined)
        .then(() => undefined),
  };
}
