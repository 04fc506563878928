import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { PaymentTypeChoice } from './payment-type-choice';
import { TariffChoice } from './tariff-choice';

const transferTypes = [
  { id: 1, name: 'Shuttle', description: 'Geteilte Fahrt.', maxPersons: 8 },
  { id: 2, name: 'Limousine', description: 'Nur für Sie.', maxPersons: 1 },
];

describe('ChoiceCard radios', () => {
  it('name a tariff by its name and price; its description is read once, as description', () => {
    render(
      <TariffChoice
        legend="Transferart wählen"
        booking={{ erw: 2, kind: 0, transferArtId: null, extras: [] }}
        options={{ transferTypes, prices: [{ transferArtId: 1, betragCent: 3900 }], extras: [] }}
        can={() => true}
        send={vi.fn()}
      />,
    );
    const shuttle = screen.getByRole('radio', { name: /^Shuttle/ });
    expect(shuttle).toHaveAccessibleName(/^Shuttle\s*39,00\s€ pro Fahrt$/);
    expect(shuttle).toHaveAccessibleDescription('Geteilte Fahrt. Für bis zu 8 Personen.');
    const limousine = screen.getByRole('radio', { name: /^Limousine/ });
    expect(limousine).toHaveAccessibleName('Limousine Für diese Strecke nicht verfügbar');
    expect(limousine).toHaveAccessibleDescription(
      'Nur für Sie. Für höchstens 1 Person. Zu klein für die Anzahl der Personen.',
    );
  });

  it('name a payment type by its name only; its note is the description', () => {
    render(
      <PaymentTypeChoice
        legend="Zahlungsart wählen"
        booking={{ zahlungsartId: null }}
        paymentTypes={[{ id: 2, name: 'Barzahlung', isCard: false }]}
        totalCent={4400}
        otherNote="Vor Ort."
        send={vi.fn()}
      />,
    );
    const cash = screen.getByRole('radio', { name: 'Barzahlung' });
    expect(cash).toHaveAccessibleDescription('Vor Ort.');
  });
});
