import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { takeOverFromBoot } from './boot-handover';

/** A field whose value lives in the app's state, as a form library's field does. */
function PostcodeField() {
  const [plz, setPlz] = useState('');
  return (
    <>
      <input aria-label="PLZ" name="plz" value={plz} onChange={(e) => setPlz(e.target.value)} />
      <output aria-label="Stand">{plz}</output>
    </>
  );
}

type BootWindow = Window & {
  __bootInputs?: { field: HTMLInputElement; nth: number; value: string; checked: boolean }[];
  __bootOwnedByApp?: (element: Element) => boolean;
};

/** What public/boot.js noted: `value` typed into `field` before the app owned it. */
function noteTyped(field: HTMLInputElement, value: string) {
  const boot = window as BootWindow;
  boot.__bootOwnedByApp = () => true;
  boot.__bootInputs = [{ field, nth: 0, value, checked: false }];
}

/** Sets the element's value as the page had it, past the framework (hydration keeps it so). */
function showInPage(field: HTMLInputElement, value: string) {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(field, value);
}

afterEach(() => {
  delete (window as BootWindow).__bootInputs;
  delete (window as BootWindow).__bootOwnedByApp;
});

describe('takeOverFromBoot', () => {
  it('gives a typed value to the form behind a field that was reset to its default', () => {
    render(<PostcodeField />);
    const field = screen.getByLabelText<HTMLInputElement>('PLZ');
    noteTyped(field, '30159');
    takeOverFromBoot();
    expect(field).toHaveValue('30159');
    expect(screen.getByLabelText('Stand')).toHaveTextContent('30159');
  });

  it('gives it to the form also where the field still shows it (hydration keeps the element)', () => {
    render(<PostcodeField />);
    const field = screen.getByLabelText<HTMLInputElement>('PLZ');
    showInPage(field, '30159');
    noteTyped(field, '30159');
    takeOverFromBoot();
    // The form holds what the user sees, not its default: it would refuse the field otherwise.
    expect(screen.getByLabelText('Stand')).toHaveTextContent('30159');
    expect((window as BootWindow).__bootInputs).toEqual([]);
  });
});
