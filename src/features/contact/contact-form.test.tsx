import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/api-error';
import { ContactForm } from './contact-form';

function renderForm(send = vi.fn()) {
  render(
    <MemoryRouter>
      <ContactForm send={send} />
    </MemoryRouter>,
  );
  return send;
}

/** Pastes instead of typing key by key: the same events for the form, much faster. */
async function fill(user: ReturnType<typeof userEvent.setup>, element: HTMLElement, text: string) {
  await user.click(element);
  await user.paste(text);
}

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await fill(user, screen.getByLabelText(/^Nachname/), 'Sommerfeld');
  await fill(user, screen.getByLabelText(/^E-Mail-Adresse/), 'marlene@example.com');
  await fill(user, screen.getByLabelText(/^Betreff/), 'Rückfahrt');
  await fill(
    user,
    screen.getByRole('textbox', { name: /^Nachricht/ }),
    'Bitte eine Stunde später abholen.',
  );
  await user.click(screen.getByRole('checkbox', { name: /Datenschutzerklärung/ }));
}

describe('ContactForm', { timeout: 20_000 }, () => {
  it('shows translated errors tied to the fields and sends nothing when empty', async () => {
    const user = userEvent.setup();
    const send = renderForm();
    await user.click(screen.getByRole('button', { name: 'Nachricht senden' }));
    expect(
      await screen.findByText('Bitte korrigieren Sie 5 markierte Felder.'),
    ).toBeInTheDocument();
    const name = screen.getByLabelText(/^Nachname/);
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription(/Bitte füllen Sie dieses Feld aus/);
    expect(
      screen.getByRole('checkbox', { name: /Datenschutzerklärung/ }),
    ).toHaveAccessibleDescription(/Bitte stimmen Sie der Datenschutzerklärung zu/);
    expect(send).not.toHaveBeenCalled();
  });

  it('says "too long" for 10 000 characters and keeps them', async () => {
    const user = userEvent.setup();
    renderForm();
    const message = screen.getByRole('textbox', { name: /^Nachricht/ });
    await user.click(message);
    await user.paste('x'.repeat(10_000));
    await user.click(screen.getByRole('button', { name: 'Nachricht senden' }));
    expect(
      await screen.findByText('Bitte geben Sie höchstens 2000 Zeichen ein.'),
    ).toBeInTheDocument();
    expect(message).toHaveValue('x'.repeat(10_000));
  });

  it('keeps the input after a server failure, retries in place, then confirms', async () => {
    const user = userEvent.setup();
    const send = vi
      .fn()
      .mockRejectedValueOnce(new ApiError({ kind: 'http', status: 500, code: 'internal' }))
      .mockResolvedValueOnce({ referenz: 'K-2026-0001', eingegangenAm: '2026-11-21T10:00:00Z' });
    renderForm(send);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Nachricht senden' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Ihre Nachricht konnte nicht gesendet werden',
    );
    expect(screen.getByLabelText(/^Nachname/)).toHaveValue('Sommerfeld');
    await user.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(
      await screen.findByRole('heading', { name: /Vielen Dank für Ihre Nachricht/ }),
    ).toBeInTheDocument();
    expect(screen.getByText('K-2026-0001')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Drucken' })).toBeInTheDocument();
    expect(send).toHaveBeenCalledTimes(2);
    expect(send.mock.calls[1]?.[0]).toMatchObject({
      art: 'kontakt',
      name: 'Sommerfeld',
      einwilligungDatenschutz: true,
    });
  });

  it('shows the server field errors on the fields', async () => {
    const user = userEvent.setup();
    const send = vi.fn().mockRejectedValue(
      new ApiError({
        kind: 'http',
        status: 400,
        code: 'validation',
        fieldErrors: [{ path: 'email', code: 'invalidEmail', message: 'x' }],
      }),
    );
    renderForm(send);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Nachricht senden' }));
    await waitFor(() =>
      expect(screen.getByLabelText(/^E-Mail-Adresse/)).toHaveAttribute('aria-invalid', 'true'),
    );
    expect(screen.getByLabelText(/^E-Mail-Adresse/)).toHaveAccessibleDescription(
      /gültige E-Mail-Adresse/,
    );
    expect(screen.queryByRole('button', { name: 'Erneut versuchen' })).not.toBeInTheDocument();
  });

  it('makes the submit button busy (aria-disabled, it keeps the focus) while sending', async () => {
    const user = userEvent.setup();
    let resolve: (value: unknown) => void = () => {};
    const send = vi.fn(() => new Promise((r) => (resolve = r)));
    renderForm(send);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Nachricht senden' }));
    expect(await screen.findByRole('button', { name: /Wird gesendet/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    resolve({ referenz: 'K-1', eingegangenAm: '2026-11-21T10:00:00Z' });
    expect(await screen.findByRole('heading', { name: /Vielen Dank/ })).toBeInTheDocument();
    expect(send).toHaveBeenCalledTimes(1);
  });
});
