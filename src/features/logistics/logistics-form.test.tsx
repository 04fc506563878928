import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { LogisticsForm } from './logistics-form';

function renderForm(send = vi.fn()) {
  render(
    <MemoryRouter>
      <LogisticsForm send={send} />
    </MemoryRouter>,
  );
  return send;
}

describe('LogisticsForm', { timeout: 20_000 }, () => {
  it('sent empty, focuses the first choice of the service, the first field on screen', async () => {
    const user = userEvent.setup();
    const send = renderForm();
    await user.click(screen.getByRole('button', { name: 'Anfrage senden' }));
    const first = screen.getByRole('radio', { name: /Kurierfahrt/ });
    await waitFor(() => expect(first).toHaveFocus());
    expect(first).toHaveAttribute('aria-invalid', 'true');
    expect(send).not.toHaveBeenCalled();
  });

  it('focuses the first invalid field on screen: the pickup postcode before the fields below it', async () => {
    const user = userEvent.setup();
    const send = renderForm();
    await user.click(screen.getByRole('radio', { name: /Kurierfahrt/ }));
    const pickup = within(screen.getByRole('group', { name: 'Abholadresse' }));
    await user.type(pickup.getByLabelText(/^Straße/), 'Hauptstr. 1');
    await user.type(pickup.getByLabelText(/^PLZ/), '301');
    await user.type(pickup.getByLabelText(/^Ort/), 'Hannover');
    await user.click(screen.getByRole('button', { name: 'Anfrage senden' }));

    const postcode = pickup.getByLabelText(/^PLZ/);
    await waitFor(() => expect(postcode).toHaveFocus());
    expect(postcode).toHaveAccessibleDescription(/fünfstellige Postleitzahl/);
    expect(screen.getByLabelText(/^Nachname/)).toHaveAttribute('aria-invalid', 'true');
    expect(send).not.toHaveBeenCalled();
  });
});
