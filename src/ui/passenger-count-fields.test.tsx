import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { fieldBinder } from './service-form/use-service-form';
import { PassengerCountFields } from './passenger-count-fields';

function Counts({ seen }: { seen?: (values: { erw: string; kind: string }) => void }) {
  const form = useForm({ defaultValues: { erw: '1', kind: '0' } });
  seen?.(form.watch());
  const bind = fieldBinder(form);
  return (
    <>
      <PassengerCountFields adults={bind('erw')} kids={bind('kind')} />
      <button type="button">Weiter</button>
    </>
  );
}

describe('PassengerCountFields', () => {
  it('asks for adults and children, both marked required (the form needs a number for each)', () => {
    render(<Counts />);
    expect(screen.getByRole('spinbutton', { name: /Erwachsene/ })).toHaveAttribute(
      'aria-required',
      'true',
    );
    expect(screen.getByRole('spinbutton', { name: /Kinder/ })).toHaveAttribute(
      'aria-required',
      'true',
    );
    expect(screen.getByRole('spinbutton', { name: /Kinder/ })).toHaveValue('0');
  });

  it('tells the limits of a ride: at least one adult, at most a vehicle full', () => {
    render(<Counts />);
    const adults = screen.getByRole('spinbutton', { name: /Erwachsene/ });
    expect(adults).toHaveAttribute('aria-valuemin', '1');
    expect(adults).toHaveAttribute('aria-valuemax', '8');
    expect(screen.getByRole('spinbutton', { name: /Kinder/ })).toHaveAttribute(
      'aria-valuemin',
      '0',
    );
  });

  it('steps with the arrow keys within the limits, and keeps a typed count beyond them', async () => {
    const seen = vi.fn<(values: { erw: string; kind: string }) => void>();
    render(<Counts seen={seen} />);
    const user = userEvent.setup();
    const adults = screen.getByRole('spinbutton', { name: /Erwachsene/ });
    await user.click(adults);
    await user.keyboard('{ArrowDown}');
    expect(adults).toHaveValue('1');
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(adults).toHaveValue('3');
    expect(seen.mock.calls.at(-1)![0].erw).toBe('3');
    // Typed: 12 stays (the form's schema says at most 8), also after leaving the field.
    await user.tripleClick(adults);
    await user.keyboard('12');
    await user.click(screen.getByRole('button', { name: 'Weiter' }));
    expect(adults).toHaveValue('12');
    expect(seen.mock.calls.at(-1)![0].erw).toBe('12');
    await user.click(adults);
    await user.keyboard('{ArrowUp}');
    expect(adults).toHaveValue('12');
  });

  it('goes to the limits with Home and End', async () => {
    const seen = vi.fn<(values: { erw: string; kind: string }) => void>();
    render(<Counts seen={seen} />);
    const user = userEvent.setup();
    const adults = screen.getByRole('spinbutton', { name: /Erwachsene/ });
    await user.click(adults);
    await user.keyboard('{End}');
    expect(adults).toHaveValue('8');
    expect(seen.mock.calls.at(-1)![0].erw).toBe('8');
    await user.keyboard('{Home}');
    expect(adults).toHaveValue('1');
    expect(seen.mock.calls.at(-1)![0].erw).toBe('1');
  });
});
