import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useLayoutEffect, useState } from 'react';
import { SelectInput } from './select-field';

// jsdom has no layout: PrimeReact's overlay positioning leaves the list `display: none` there,
// so the list and its options are found among hidden elements.
const HIDDEN = { hidden: true };

const OPTIONS = [
  { value: 'frau', label: 'Frau' },
  { value: 'herr', label: 'Herr' },
];

/** PrimeReact reads the key's code, not its name. */
function pressArrowDown(element: HTMLElement) {
  element.dispatchEvent(
    new KeyboardEvent('keydown', { key: 'ArrowDown', code: 'ArrowDown', bubbles: true }),
  );
}

function Salutation() {
  const [value, setValue] = useState('frau');
  return <SelectInput inputId="anrede" value={value} options={OPTIONS} onChange={setValue} />;
}

/**
 * Arrow Down on the field in the commit that mounted it, before any effect ran: what a visitor
 * does who presses it just as the page hydrates.
 */
function OpenedAsItMounts() {
  useLayoutEffect(() => {
    pressArrowDown(document.getElementById('anrede')!);
  }, []);
  return <Salutation />;
}

describe('SelectInput', () => {
  it('opens by keyboard: the combobox is expanded and names the option the list is on', async () => {
    render(<Salutation />);
    const field = screen.getByRole('combobox');
    field.focus();
    pressArrowDown(field);
    const list = await screen.findByRole('listbox', HIDDEN);
    await waitFor(() => expect(field).toHaveAttribute('aria-expanded', 'true'));
    expect(field).toHaveAttribute('aria-controls', list.id);
    expect(field).toHaveAttribute(
      'aria-activedescendant',
      within(list).getByRole('option', { ...HIDDEN, name: 'Frau' }).id,
    );
  });

  it('opened as the page hydrates, its list still reports itself open and closes on a click beside it', async () => {
    render(<OpenedAsItMounts />);
    await screen.findByRole('listbox', HIDDEN);
    const field = screen.getByRole('combobox');
    await waitFor(() => expect(field).toHaveAttribute('aria-expanded', 'true'));
    fireEvent.click(document.body);
    await waitFor(() => expect(screen.queryByRole('listbox', HIDDEN)).toBeNull());
    expect(field).toHaveAttribute('aria-expanded', 'false');
  });
});
