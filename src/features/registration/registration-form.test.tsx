import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { RegistrationForm } from './registration-form';

describe('RegistrationForm', { timeout: 20_000 }, () => {
  it("focuses the first invalid field on screen: the company's street before its phone", async () => {
    const user = userEvent.setup();
    const send = vi.fn();
    render(
      <MemoryRouter>
        <RegistrationForm send={send} />
      </MemoryRouter>,
    );
    await user.type(screen.getByLabelText(/^Firmenname \*/), 'Nordlicht Reisen GmbH');
    await user.click(screen.getByRole('button', { name: 'Registrierung absenden' }));

    const street = screen.getAllByLabelText(/^Straße/)[0]!;
    await waitFor(() => expect(street).toHaveFocus());
    expect(screen.getByLabelText(/^Telefon \(Zentrale\)/)).toHaveAttribute('aria-invalid', 'true');
    expect(send).not.toHaveBeenCalled();
  });
});
