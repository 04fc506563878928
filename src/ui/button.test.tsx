import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from './button';

describe('Button', () => {
  it('is a plain button named by its label, with the theme classes and the icon before the label', async () => {
    const onClick = vi.fn();
    render(<Button label="Weiter" icon="pi pi-arrow-right" onClick={onClick} />);
    const button = screen.getByRole('button', { name: 'Weiter' });
    // type="button" unless asked otherwise: a button inside a form must not submit it by accident.
    expect(button).toHaveAttribute('type', 'button');
    expect(button).toHaveClass('p-button', 'p-component');
    expect(button).not.toHaveAttribute('aria-busy');
    const [icon, label] = [...button.children];
    expect(icon).toHaveClass('p-button-icon', 'p-button-icon-left', 'pi', 'pi-arrow-right');
    expect(icon).toHaveAttribute('aria-hidden', 'true');
    expect(label).toHaveClass('p-button-label');
    expect(label).toHaveTextContent('Weiter');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('maps the variants the app uses to the theme classes', () => {
    render(
      <Button
        label="Stornieren"
        type="submit"
        severity="danger"
        outlined
        text
        size="small"
        iconPos="right"
        icon="pi pi-times"
        className="own"
      />,
    );
    const button = screen.getByRole('button', { name: 'Stornieren' });
    expect(button).toHaveAttribute('type', 'submit');
    expect(button).toHaveClass(
      'own',
      'p-button-danger',
      'p-button-outlined',
      'p-button-text',
      'p-button-sm',
    );
    expect(button.querySelector('.pi-times')).toHaveClass('p-button-icon-right');
  });

  it('while loading shows a spinner instead of the icon, is aria-disabled and busy, ignores presses', async () => {
    const onClick = vi.fn();
    const { rerender } = render(
      <Button label="Senden" icon="pi pi-send" loading onClick={onClick} />,
    );
    const button = screen.getByRole('button', { name: 'Senden' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveClass('p-button-loading', 'p-disabled');
    expect(button.querySelector('.pi-send')).toBeNull();
    expect(button.querySelector('svg.p-icon-spin')).toHaveAttribute('aria-hidden', 'true');
    button.focus();
    await userEvent.keyboard('{Enter}');
    expect(onClick).not.toHaveBeenCalled();

    rerender(<Button label="Senden" icon="pi pi-send" onClick={onClick} />);
    expect(button).toBeEnabled();
    expect(button).not.toHaveAttribute('aria-disabled');
    expect(button).not.toHaveClass('p-button-loading');
    expect(button.querySelector('.pi-send')).not.toBeNull();
  });

  it('keeps the focus when it becomes busy, and a busy submit button does not submit its form', async () => {
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    function Form({ loading }: { loading: boolean }) {
      return (
        <form onSubmit={(event) => onSubmit(event.nativeEvent as SubmitEvent)}>
          <Button type="submit" label="Speichern" loading={loading} disabled={loading} />
        </form>
      );
    }
    const { rerender } = render(<Form loading={false} />);
    const button = screen.getByRole('button', { name: 'Speichern' });
    await userEvent.click(button);
    expect(onSubmit).toHaveBeenCalledTimes(1);

    rerender(<Form loading />);
    // A disabled button would give the focus to the body (the HTML focus fixup rule).
    expect(button).not.toHaveAttribute('disabled');
    expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('passes the ref and any other attribute to the native button', () => {
    const ref = createRef<HTMLButtonElement>();
    render(<Button ref={ref} label="Abmelden" aria-describedby="hint" title="Abmelden" disabled />);
    expect(ref.current).toBe(screen.getByRole('button', { name: 'Abmelden' }));
    expect(ref.current).toHaveAttribute('aria-describedby', 'hint');
    expect(ref.current).toBeDisabled();
    expect(ref.current).toHaveClass('p-disabled');
  });
});
