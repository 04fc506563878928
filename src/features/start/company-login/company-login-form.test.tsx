import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { keepTypingForReload } from '../../../i18n/kept-typing';
import { KEPT_TYPING_KEY } from '../../../session/kept-typing';
import { CompanyLoginForm } from './company-login-form';

const renderForm = () =>
  render(
    <MemoryRouter initialEntries={['/start']}>
      <CompanyLoginForm />
    </MemoryRouter>,
  );

describe('CompanyLoginForm over the language switch', () => {
  it('keeps the customer number, e-mail and external id typed, never the access code', async () => {
    const user = userEvent.setup();
    const { unmount } = renderForm();
    await user.type(screen.getByRole('textbox', { name: /^Kundennummer/ }), '100058');
    await user.type(screen.getByLabelText(/^Zugangscode/), 'Nordlicht-100058');
    await user.click(screen.getByRole('radio', { name: 'E-Mail-Adresse' }));
    await user.type(screen.getByRole('textbox', { name: /^E-Mail-Adresse/ }), 'fahrten@x.example');
    keepTypingForReload();
    const stored = window.sessionStorage.getItem(KEPT_TYPING_KEY) ?? '';
    expect(stored).toContain('100058');
    expect(stored).toContain('fahrten@x.example');
    expect(stored).not.toContain('Nordlicht');
    expect(stored).not.toContain('zugangscode');
    unmount();

    // The page again, in the other language: the form as it was, the access code empty.
    renderForm();
    expect(await screen.findByRole('textbox', { name: /^E-Mail-Adresse/ })).toHaveValue(
      'fahrten@x.example',
    );
    expect(screen.getByRole('radio', { name: 'E-Mail-Adresse' })).toBeChecked();
    expect(screen.getByLabelText(/^Zugangscode/)).toHaveValue('');
    await user.click(screen.getByRole('radio', { name: 'Kundennummer' }));
    expect(screen.getByRole('textbox', { name: /^Kundennummer/ })).toHaveValue('100058');
  });

  it('keeps nothing when only the access code was typed', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.type(screen.getByLabelText(/^Zugangscode/), 'geheim');
    keepTypingForReload();
    expect(window.sessionStorage.getItem(KEPT_TYPING_KEY) ?? '').not.toContain('geheim');
  });
});

describe('CompanyLoginForm asked for by a company page', () => {
  const renderAt = (entry: string) =>
    render(
      <MemoryRouter initialEntries={[entry]}>
        <CompanyLoginForm />
      </MemoryRouter>,
    );

  it('says why, in the section that the link focuses', () => {
    renderAt('/start?weiter=%2Fbuchung%2Fgebuchte-fahrten&hinweis=anmeldung#firmenlogin');
    const region = screen.getByRole('region', { name: 'Firmenkunden-Login' });
    expect(screen.getByRole('status')).toHaveTextContent(
      /^Bitte melden Sie sich an\.Eine Anmeldung gilt nur in dem Browser-Tab/,
    );
    expect(region).toHaveAccessibleDescription(/^Bitte melden Sie sich an\. Eine Anmeldung gilt/);
  });

  it('says nothing on a plain visit or a return without the notice', () => {
    renderAt('/start?weiter=%2Fbuchung%2Fzusammenfassung#firmenlogin');
    expect(screen.queryByRole('status')).toBeNull();
    expect(
      screen.getByRole('region', { name: 'Firmenkunden-Login' }),
    ).not.toHaveAccessibleDescription();
  });
});
