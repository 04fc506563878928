import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { useHydratedValue } from './use-hydrated';

/** Prerenders `<Shown>` with what the server knew, then hydrates it in the browser. */
async function hydrate(browserValue: string, prerenderedValue: string) {
  const renders: string[] = [];
  function Shown({ value }: { value: string }) {
    const shown = useHydratedValue(value, prerenderedValue);
    renders.push(shown);
    return <p>{shown}</p>;
  }
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Shown value={prerenderedValue} />);
  renders.length = 0;
  await act(async () => {
    hydrateRoot(container, <Shown value={browserValue} />);
  });
  return { renders, text: container.textContent };
}

describe('useHydratedValue', () => {
  it("hydrates with the prerender's value, then shows the browser's", async () => {
    const { renders, text } = await hydrate('#servicebuero', '');
    expect(renders).toEqual(['', '#servicebuero']);
    expect(text).toBe('#servicebuero');
  });

  it('renders only once where the prerender already showed the value', async () => {
    const { renders, text } = await hydrate('', '');
    expect(renders).toEqual(['']);
    expect(text).toBe('');
  });
});
