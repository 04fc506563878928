import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { DateTimeField, DateTimeInput } from './date-time-field';

interface Values {
  datum: string;
  zeit: string;
}

/** A form with a date and a time field; `seen` gets the form's values after every change. */
function Form({
  defaults = { datum: '', zeit: '' },
  minDay,
  seen,
}: {
  defaults?: Values;
  minDay?: string;
  seen: (values: Values) => void;
}) {
  const form = useForm<Values>({ defaultValues: defaults });
  seen(form.watch());
  return (
    <form>
      <DateTimeField
        kind="date"
        control={form.control}
        name="datum"
        label="Datum"
        minDay={minDay}
      />
      <DateTimeField kind="time" control={form.control} name="zeit" label="Uhrzeit" />
      <button type="button">Weiter</button>
    </form>
  );
}

/**
 * The open calendar. jsdom has no layout: PrimeReact, placing the panel by measuring it, leaves
 * it display:none there; it is shown as a browser shows it (the browser tests see it for real).
 */
async function openedCalendar() {
  const panel = await screen.findByRole('dialog', { hidden: true });
  panel.style.display = '';
  return screen.getByRole('dialog', { name: 'Tag im Kalender wählen' });
}

function setup(props: { defaults?: Values; minDay?: string } = {}) {
  const seen = vi.fn<(values: Values) => void>();
  render(<Form {...props} seen={seen} />);
  const last = () => seen.mock.calls.at(-1)![0];
  return { user: userEvent.setup(), last };
}

/**
 * The calendar's button pressed in the commit that mounted the form, before any effect ran: what
 * a visitor does who taps it just as the page hydrates.
 */
function OpenedAsItMounts() {
  useLayoutEffect(() => {
    screen.getByRole('button', { name: 'Tag im Kalender wählen' }).click();
  }, []);
  return <Form seen={() => {}} />;
}

describe('DateTimeField', { timeout: 20_000 }, () => {
  it('opened as the page hydrates, the calendar takes the focus and closes on a click beside it', async () => {
    render(<OpenedAsItMounts />);
    const calendar = await openedCalendar();
    await waitFor(() => expect(calendar).toContainElement(document.activeElement as HTMLElement));
    await userEvent.click(screen.getByRole('button', { name: 'Weiter' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { hidden: true })).toBeNull());
  });

  it('reads a German date and time into YYYY-MM-DD and HH:MM, and shows them in German', async () => {
    const { user, last } = setup();
    const date = screen.getByRole('combobox', { name: /^Datum/ });
    await user.type(date, '1.5.2031');
    // While typing, the text stays as typed; the form has the date already.
    expect(date).toHaveValue('1.5.2031');
    expect(last().datum).toBe('2031-05-01');
    await user.type(screen.getByRole('combobox', { name: /^Uhrzeit/ }), '1745');
    expect(last().zeit).toBe('17:45');
    await user.click(screen.getByRole('button', { name: 'Weiter' }));
    await waitFor(() => expect(date).toHaveValue('01.05.2031'));
    expect(screen.getByRole('combobox', { name: /^Uhrzeit/ })).toHaveValue('17:45');
  });

  it('passes text it cannot read on as typed and keeps it in the field', async () => {
    const { user, last } = setup();
    const date = screen.getByRole('combobox', { name: /^Datum/ });
    await user.type(date, '12/24/2031');
    await user.click(screen.getByRole('button', { name: 'Weiter' }));
    expect(last().datum).toBe('12/24/2031');
    expect(date).toHaveValue('12/24/2031');
  });

  it('shows a value the form has in the language, and says its format', () => {
    setup({ defaults: { datum: '2031-12-24', zeit: '08:05' } });
    const date = screen.getByRole('combobox', { name: /^Datum/ });
    expect(date).toHaveValue('24.12.2031');
    expect(date).toHaveAccessibleDescription(/TT\.MM\.JJJJ/);
    expect(screen.getByRole('combobox', { name: /^Uhrzeit/ })).toHaveValue('08:05');
  });

  it('opens a German calendar from its button, starting on Monday, and takes a picked day', async () => {
    const { user, last } = setup({ defaults: { datum: '2031-05-01', zeit: '' } });
    await user.click(screen.getByRole('button', { name: 'Tag im Kalender wählen' }));
    const calendar = await openedCalendar();
    expect(within(calendar).getByText('Mai')).toBeInTheDocument();
    const weekdays = within(calendar).getAllByRole('columnheader');
    expect(weekdays.map((cell) => cell.textContent)).toEqual([
      'Mo',
      'Di',
      'Mi',
      'Do',
      'Fr',
      'Sa',
      'So',
    ]);
    await user.click(within(within(calendar).getByLabelText('15.05.2031')).getByText('15'));
    expect(last().datum).toBe('2031-05-15');
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: /^Datum/ })).toHaveValue('15.05.2031'),
    );
  });

  it('moves with the arrow keys across the end of a week, not to the next month', async () => {
    const { user } = setup({ defaults: { datum: '2031-05-04', zeit: '' } });
    await user.click(screen.getByRole('button', { name: 'Tag im Kalender wählen' }));
    const calendar = await openedCalendar();
    const day = (label: string) =>
      within(within(calendar).getByLabelText(label)).getByText(String(Number(label.slice(0, 2))));
    // Sunday 4 May ends its week (the German week starts on Monday).
    day('04.05.2031').focus();
    await user.keyboard('{ArrowRight}');
    expect(day('05.05.2031')).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(day('04.05.2031')).toHaveFocus();
    expect(within(calendar).getByText('Mai')).toBeInTheDocument();
  });

  it('offers no day before the earliest one, though a typed earlier day reaches the form', async () => {
    const { user, last } = setup({
      minDay: '2031-05-10',
      defaults: { datum: '2031-05-12', zeit: '' },
    });
    await user.click(screen.getByRole('button', { name: 'Tag im Kalender wählen' }));
    const calendar = await openedCalendar();
    const before = within(within(calendar).getByLabelText('09.05.2031')).getByText('9');
    expect(before).toHaveAttribute('aria-disabled', 'true');
    await user.click(before);
    expect(last().datum).toBe('2031-05-12');
    await user.keyboard('{Escape}');
    const date = screen.getByRole('combobox', { name: /^Datum/ });
    await user.clear(date);
    await user.type(date, '09.05.2031');
    // The schema of the form says why it is refused; the field must not drop it.
    expect(last().datum).toBe('2031-05-09');
  });

  it('offers no day after the last one: keys stay within the offered days', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn<(value: string) => void>();
    render(
      <DateTimeInput
        kind="date"
        id="day"
        value="2031-05-27"
        invalid={false}
        minDay="2031-05-24"
        maxDay="2031-05-31"
        onChange={onChange}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Tag im Kalender wählen' }));
    const calendar = await openedCalendar();
    const day = (label: string) =>
      within(within(calendar).getByLabelText(label)).getByText(String(Number(label.slice(0, 2))));
    expect(day('31.05.2031')).toHaveAttribute('aria-disabled', 'false');
    const after = within(within(calendar).getByLabelText('01.06.2031')).getByText('1');
    expect(after).toHaveAttribute('aria-disabled', 'true');
    await user.click(after);
    expect(onChange).not.toHaveBeenCalled();
    // The month after has no day to pick: Arrow Down from the last week stays; Page Down (the
    // same day a month on, after the last day) goes to the last day, in May.
    day('27.05.2031').focus();
    await user.keyboard('{ArrowDown}');
    expect(day('27.05.2031')).toHaveFocus();
    await user.keyboard('{PageDown}');
    expect(within(calendar).getByText('Mai')).toBeInTheDocument();
    expect(day('31.05.2031')).toHaveFocus();
  });
});
