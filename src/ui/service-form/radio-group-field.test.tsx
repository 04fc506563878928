import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { RadioGroupField } from './radio-group-field';

function Form({ error }: { error?: string }) {
  const { control } = useForm<{ leistung: string }>({ defaultValues: { leistung: '' } });
  return (
    <RadioGroupField
      legend="Gewünschte Leistung"
      control={control}
      name="leistung"
      required
      error={error}
      options={[
        { value: 'kurier', label: 'Kurier' },
        { value: 'lager', label: 'Lager', description: 'Mit Abholung.' },
      ]}
    />
  );
}

describe('RadioGroupField', () => {
  it('names each choice by its title; a description describes it', () => {
    render(<Form />);
    expect(screen.getByRole('radio', { name: 'Kurier' })).toBeInTheDocument();
    const lager = screen.getByRole('radio', { name: 'Lager' });
    expect(lager).toHaveAccessibleDescription('Mit Abholung.');
  });

  it('marks every radio invalid while the group has an error, described by the error', () => {
    const { rerender } = render(<Form />);
    const radios = screen.getAllByRole('radio');
    expect(radios).toHaveLength(2);
    for (const radio of radios) expect(radio).not.toHaveAttribute('aria-invalid');

    rerender(<Form error="validation.required" />);
    const group = screen.getByRole('group', { name: /Gewünschte Leistung/ });
    expect(group).toHaveAccessibleDescription(/.+/);
    for (const radio of screen.getAllByRole('radio')) {
      expect(radio).toHaveAttribute('aria-invalid', 'true');
    }

    rerender(<Form />);
    for (const radio of screen.getAllByRole('radio'))
      expect(radio).not.toHaveAttribute('aria-invalid');
  });
});
