import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LegEditForm } from './leg-edit-form';
import type { LegEditValues } from './leg-form-schema';

const leg: LegEditValues = {
  datum: '2000-01-01',
  zeit: '08:30',
  flugnummer: '',
  zeitArt: 'fest',
  gepaeckstck: '1',
  weitereAdresse: '',
  strasse: 'Weg 1',
  plz: '123',
  ort: 'Hannover',
  ortsteil: '',
};

describe('LegEditForm', { timeout: 20_000 }, () => {
  it('says how many fields to correct and focuses the first on screen: the date above the postcode', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    // In a data router, as in the app: the form asks before its page is left.
    const form = (
      <LegEditForm
        defaultValues={leg}
        keepAs="leg-edit-test"
        legend="Hinfahrt"
        saving={false}
        onSave={onSave}
        onCancel={() => {}}
      />
    );
    render(<RouterProvider router={createMemoryRouter([{ path: '/', element: form }])} />);
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    const date = screen.getByLabelText(/^Datum/);
    await waitFor(() => expect(date).toHaveFocus());
    expect(screen.getByLabelText(/^PLZ/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Bitte korrigieren Sie 2 markierte Felder.')).toBeInTheDocument();
    expect(date).toHaveAccessibleDescription(/nicht in der Vergangenheit/);
    expect(onSave).not.toHaveBeenCalled();
  });
});
