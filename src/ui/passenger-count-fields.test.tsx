import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { fieldBinder } from './service-form';
import { PassengerCountFields } from './passenger-count-fields';

function Counts() {
  const form = useForm({ defaultValues: { erw: '1', kind: '0' } });
  const bind = fieldBinder(form);
  return <PassengerCountFields adults={bind('erw')} kids={bind('kind')} />;
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
});
