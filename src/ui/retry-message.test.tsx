import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { RetryMessage } from './retry-message';

/** A list that failed and is asked for again: the retry's message gives way to the list. */
function RetriedList({ focusList = false }: { focusList?: boolean }) {
  const [loaded, setLoaded] = useState(false);
  return (
    <div tabIndex={-1} aria-label="Ergebnis" role="region">
      {loaded ? (
        <button type="button" autoFocus={focusList}>
          Erster Eintrag
        </button>
      ) : (
        <RetryMessage
          message="Die Liste konnte nicht geladen werden."
          onRetry={() => setLoaded(true)}
        />
      )}
    </div>
  );
}

const tick = () => act(() => new Promise((resolve) => setTimeout(resolve)));

describe('RetryMessage', () => {
  it('hands the focus of its button to the container it stood in when a retry takes it away', async () => {
    const user = userEvent.setup();
    render(<RetriedList />);
    await user.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    await tick();
    expect(screen.getByRole('region', { name: 'Ergebnis' })).toHaveFocus();
  });

  it('leaves the focus that what replaced it took itself', async () => {
    const user = userEvent.setup();
    render(<RetriedList focusList />);
    await user.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    await tick();
    expect(screen.getByRole('button', { name: 'Erster Eintrag' })).toHaveFocus();
  });
});
