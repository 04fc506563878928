// primereact/hooks in the prerender's bundle (scripts/prime-page-styles.ts): as the original,
// but useStyle notes the style a rendering component asks for, which PrimeReact would add to the
// document once the component is mounted in the browser.
import { useStyle as primeUseStyle } from 'primereact/hooks';
import { registry } from './registry';

export * from 'primereact/hooks';

export const useStyle: typeof primeUseStyle = (css, options) => {
  const { styles, component } = registry();
  const name = options?.name;
  // What PrimeReact loads: a component's styles (useHandleStyle) but a `styled` one's own (its
  // rules are among the common ones), and what other parts load by themselves (not `manual`).
  const loaded = component
    ? !(component.styled && name === component.name)
    : options?.manual !== true;
  if (styles && css && name && loaded && !styles.has(name)) styles.set(name, css);
  return primeUseStyle(css, options);
};
