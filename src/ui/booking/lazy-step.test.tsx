import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { Suspense, useState } from 'react';
import { lazyStep } from './lazy-step';

function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {label} {count}
    </button>
  );
}

describe('lazyStep', () => {
  it('suspends until the chunk is there, then renders at once and keeps the step mounted', async () => {
    let resolve: (component: typeof Counter) => void = () => {};
    const step = lazyStep(() => new Promise<typeof Counter>((r) => (resolve = r)));
    const { rerender } = render(
      <Suspense fallback={<p>lädt</p>}>
        <step.Component label="a" />
      </Suspense>,
    );
    expect(screen.getByText('lädt')).toBeVisible();
    await act(async () => resolve(Counter));
    act(() => screen.getByRole('button', { name: 'a 0' }).click());
    // A re-render after loading keeps the same mounted step (its state survives).
    rerender(
      <Suspense fallback={<p>lädt</p>}>
        <step.Component label="b" />
      </Suspense>,
    );
    expect(screen.getByRole('button', { name: 'b 1' })).toBeVisible();
  });

  it('renders a preloaded step without suspending', async () => {
    const step = lazyStep(() => Promise.resolve(Counter));
    await step.preload();
    render(
      <Suspense fallback={<p>lädt</p>}>
        <step.Component label="c" />
      </Suspense>,
    );
    expect(screen.getByRole('button', { name: 'c 0' })).toBeVisible();
  });
});
