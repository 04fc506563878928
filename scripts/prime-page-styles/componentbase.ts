// primereact/componentbase in the prerender's bundle (scripts/prime-page-styles.ts): as the
// original, but tells ./hooks.ts which component asks for its styles and whether it is `styled`.
import { useHandleStyle as primeUseHandleStyle } from 'primereact/componentbase';
import { registry } from './registry';

export * from 'primereact/componentbase';

export const useHandleStyle: typeof primeUseHandleStyle = (styles, isUnstyled, config) => {
  const state = registry();
  const { name = '', styled = false } = (config ?? {}) as { name?: string; styled?: boolean };
  state.component = { name, styled };
  try {
    return primeUseHandleStyle(styles, isUnstyled, config);
  } finally {
    state.component = undefined;
  }
};
