import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useTranslation } from 'react-i18next';
import { createBooking, type Booking } from '../../../domain/booking';
import { BookingStatus } from './booking-status';
import { BookingSummary } from './booking-summary';
import { PaymentTypeChoice } from './payment-type-choice';
import { StepActions } from './step-actions';
import { summarySectionsOf, type SummaryInput } from './summary-sections';
import { TariffChoice } from './tariff-choice';

const transferTypes = [
  { id: 1, name: 'Shuttle', description: 'Geteilte Fahrt.', maxPersons: 8 },
  { id: 2, name: 'Limousine', description: 'Nur für Sie.', maxPersons: 1 },
];
const extras = [{ id: 7, name: 'Kindersitz', preisCent: 500, maxAnzahl: 2 }];
const paymentTypes = [
  { id: 1, name: 'Kreditkarte', isCard: true },
  { id: 2, name: 'Barzahlung', isCard: false },
];
const salutations = [{ id: 2, anrede: 'Frau' }];

function booking(overrides: Partial<Booking> = {}): Booking {
  const draft = createBooking({
    language: 'de',
    richtung: 'zumFlughafen',
    flughafen: 'HAJ',
    plz: '30159',
    ort: 'Hannover',
    datum: '2099-06-01',
    zeit: '08:30',
    erw: 2,
    kind: 1,
  });
  return {
    ...draft,
    transferArtId: 1,
    zahlungsartId: 1,
    extras: [{ id: 7, anzahl: 1 }],
    ...overrides,
  };
}

describe('TariffChoice', () => {
  it('lists tariffs with price and capacity, sends choices and extras', async () => {
    const send = vi.fn();
    const booking = { erw: 2, kind: 1, transferArtId: null, extras: [] };
    const options = { transferTypes, prices: [{ transferArtId: 1, betragCent: 3900 }], extras };
    render(
      <TariffChoice
        legend="Transferart wählen"
        booking={booking}
        options={options}
        can={(event) => event.type === 'user.selectTariff' && event.transferArtId === 1}
        send={send}
      />,
    );
    const user = userEvent.setup();
    expect(screen.getByRole('group', { name: 'Transferart wählen' })).toBeVisible();
    expect(screen.getByRole('radio', { name: /Shuttle/ })).toHaveAccessibleName(
      /39,00\s€ pro Fahrt/,
    );
    const limousine = screen.getByRole('radio', { name: /Limousine/ });
    expect(limousine).toBeDisabled();
    expect(limousine).toHaveAccessibleDescription(/Für höchstens 1 Person\. Zu klein/);
    expect(limousine).toHaveAccessibleName(/nicht verfügbar/);
    await user.click(screen.getByRole('radio', { name: /Shuttle/ }));
    expect(send).toHaveBeenCalledWith({ type: 'user.selectTariff', transferArtId: 1 });
    // The field keeps a count within the extra's limit, so the limit is said beside it.
    const childSeats = screen.getByRole('spinbutton', { name: /Kindersitz.*höchstens 2/ });
    expect(childSeats).toHaveAccessibleName(/5,00\s€ pro Stück, höchstens 2/);
    await user.type(childSeats, '{ArrowUp}');
    expect(send).toHaveBeenCalledWith({ type: 'user.setExtra', id: 7, anzahl: 1 });
  });
});

describe('PaymentTypeChoice and StepActions', () => {
  it('shows the amount, the notes per type and sends the choice; back is optional', async () => {
    const onSelect = vi.fn();
    const onNext = vi.fn();
    const { rerender } = render(
      <>
        <PaymentTypeChoice
          legend="Zahlungsart wählen"
          booking={{ zahlungsartId: null }}
          paymentTypes={paymentTypes}
          totalCent={4400}
          otherNote="Vor Ort."
          send={onSelect}
        />
        <StepActions onNext={onNext} nextDisabled />
      </>,
    );
    const user = userEvent.setup();
    expect(screen.getByText('44,00 €')).toBeVisible();
    expect(screen.getByRole('radio', { name: 'Barzahlung' })).toHaveAccessibleDescription(
      /Vor Ort/,
    );
    expect(screen.getByRole('radio', { name: /Kreditkarte/ })).toHaveAccessibleDescription(
      /Zahlungsdienstleisters/,
    );
    await user.click(screen.getByRole('radio', { name: /Kreditkarte/ }));
    expect(onSelect).toHaveBeenCalledWith({ type: 'user.selectPaymentType', zahlungsartId: 1 });
    expect(screen.queryByRole('button', { name: 'Zurück' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Weiter' })).toBeDisabled();
    const onBack = vi.fn();
    rerender(<StepActions onBack={onBack} onNext={onNext} nextDisabled={false} />);
    await user.click(screen.getByRole('button', { name: 'Zurück' }));
    await user.click(screen.getByRole('button', { name: 'Weiter' }));
    expect(onBack).toHaveBeenCalledOnce();
    expect(onNext).toHaveBeenCalledOnce();
  });

  it('submits the step form when next has no handler of its own', async () => {
    const onSubmit = vi.fn((event: React.FormEvent) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <StepActions />
      </form>,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Weiter' }));
    expect(onSubmit).toHaveBeenCalledOnce();
  });
});

function Summary({
  input,
  ...props
}: {
  input: Omit<SummaryInput, 'labels' | 'personRows' | 'locale'>;
  onBack?: () => void;
  onConfirm?: () => void;
}) {
  const { t } = useTranslation();
  const sections = summarySectionsOf(t, {
    ...input,
    locale: 'de-DE',
    labels: { tariff: 'Transferart', persons: 'Personen', person: 'Kontakt' },
    personRows: [{ label: 'c/o', value: 'Max' }],
  });
  return (
    <BookingSummary
      sections={sections}
      note="Verbindlich."
      confirmLabel="Jetzt buchen"
      saving={false}
      canConfirm
      onBack={props.onBack ?? vi.fn()}
      onConfirm={props.onConfirm ?? vi.fn()}
    />
  );
}

describe('summarySectionsOf and BookingSummary', () => {
  it('shows every section with the wizard labels and links only sections that have an edit label', async () => {
    const onEdit = vi.fn();
    const onConfirm = vi.fn();
    const input = {
      booking: booking({ mitRueckfahrt: true }),
      options: { transferTypes, paymentTypes, extras, salutations },
      totalCent: 8300,
      edit: {
        href: (target: string) => `/x/${target}`,
        onEdit,
        tripStep: 'tarifAuswahl' as const,
        labels: { trip: 'Fahrt bearbeiten', person: 'Kontakt bearbeiten' },
      },
    };
    render(<Summary input={input} onConfirm={onConfirm} />);
    const user = userEvent.setup();
    for (const name of ['Fahrt und Tarif', 'Kontakt', 'Hinfahrt', 'Rückfahrt', 'Zahlung'])
      expect(screen.getByRole('region', { name })).toBeVisible();
    expect(screen.getByText('Zum Flughafen Hannover')).toBeVisible();
    expect(screen.getByText('2 Erwachsene, 1 Kind')).toBeVisible();
    expect(screen.getByText('1 × Kindersitz')).toBeVisible();
    expect(screen.getByText('83,00 € inkl. MwSt.')).toBeVisible();
    expect(screen.getAllByRole('link')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Fahrt bearbeiten' })).toHaveAttribute(
      'href',
      '/x/tarifAuswahl',
    );
    await user.click(screen.getByRole('link', { name: 'Kontakt bearbeiten' }));
    expect(onEdit).toHaveBeenCalledWith('reiseDetails');
    await user.click(screen.getByRole('button', { name: 'Jetzt buchen' }));
    expect(onConfirm).toHaveBeenCalledOnce();
  });

  it("names the salutation in the page's language, not in the one it was typed in", () => {
    const typedInEnglish = booking();
    typedInEnglish.kundeStamm = {
      ...typedInEnglish.kundeStamm,
      anrede: 'Ms',
      anredeId: 2,
      vorname: 'Erika',
      name: 'Muster',
    };
    const options = { transferTypes, paymentTypes, extras, salutations };
    render(<Summary input={{ booking: typedInEnglish, options, totalCent: 3900 }} />);
    expect(screen.getByText('Frau Erika Muster')).toBeVisible();
  });

  it('shows the optional c/o and phone when they were typed, and no empty rows when not', () => {
    const typed = booking();
    typed.kundeStamm = { ...typed.kundeStamm, co: 'Hotel am See', telefon: '0511 123456' };
    const options = { transferTypes, paymentTypes, extras, salutations };
    const { unmount } = render(<Summary input={{ booking: typed, options, totalCent: 3900 }} />);
    const contact = screen.getByRole('region', { name: 'Kontakt' });
    expect(within(contact).getByText('Hotel am See')).toBeVisible();
    expect(within(contact).getByText('0511 123456')).toBeVisible();
    expect(within(contact).getByText('Telefon')).toBeVisible();
    unmount();
    const none = booking();
    none.kundeStamm = { ...none.kundeStamm, co: '', telefon: '' };
    render(<Summary input={{ booking: none, options, totalCent: 3900 }} />);
    expect(
      within(screen.getByRole('region', { name: 'Kontakt' })).queryByText('Telefon'),
    ).toBeNull();
  });

  it('shows the price the server fixed once the booking is saved', () => {
    const saved = booking({ preis: { betragCent: 5000 } as Booking['preis'] });
    saved.buchungStamm = { ...saved.buchungStamm, voucher: 'ABC123' };
    render(<Summary input={{ booking: saved, options: null, totalCent: 3900 }} />);
    expect(screen.getByText('50,00 € inkl. MwSt.')).toBeVisible();
    expect(screen.queryAllByRole('link')).toHaveLength(0);
  });

  it('shows what saving charges while a saved booking is changed on the summary, not its old price', () => {
    const changed = booking({ preis: { betragCent: 3900 } as Booking['preis'] });
    changed.buchungStamm = { ...changed.buchungStamm, voucher: 'ABC123' };
    const edit = {
      href: (target: string) => `/x/${target}`,
      onEdit: vi.fn(),
      tripStep: 'tarifAuswahl' as const,
      labels: {},
    };
    render(<Summary input={{ booking: changed, options: null, totalCent: 9400, edit }} />);
    expect(screen.getByText('94,00 € inkl. MwSt.')).toBeVisible();
    expect(screen.queryByText('39,00 € inkl. MwSt.')).toBeNull();
  });
});

describe('BookingStatus', () => {
  it('offers pay-now only with onPay and a calendar file per ride', async () => {
    const saved = booking({ mitRueckfahrt: true });
    saved.buchungStamm = { ...saved.buchungStamm, voucher: 'ABC123' };
    const onPay = vi.fn();
    const { rerender } = render(
      <BookingStatus
        booking={saved}
        stateLabel="gebucht"
        sections={[]}
        payLabel="Jetzt bezahlen"
        onPay={onPay}
        receiptHref="/api/Buchung/Beleg/ABC123?name=Muster"
      />,
    );
    expect(screen.getByText('ABC123')).toBeVisible();
    expect(screen.getByRole('button', { name: /Hinfahrt/ })).toBeVisible();
    expect(screen.getByRole('button', { name: /Rückfahrt/ })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Beleg als PDF herunterladen' })).toHaveAttribute(
      'href',
      '/api/Buchung/Beleg/ABC123?name=Muster',
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Jetzt bezahlen' }));
    expect(onPay).toHaveBeenCalledOnce();
    rerender(
      <BookingStatus
        booking={saved}
        stateLabel="gebucht"
        sections={[]}
        payLabel="Jetzt bezahlen"
        receiptHref="/api/Buchung/Beleg/ABC123?name=Muster"
      />,
    );
    expect(screen.queryByRole('button', { name: 'Jetzt bezahlen' })).toBeNull();
  });
});
