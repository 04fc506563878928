import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { BookingStatusView } from './status-view';

const sections = [
  { id: 'trip', title: 'Fahrt und Tarif', rows: [{ label: 'Transferart', value: 'Shuttle' }] },
  { id: 'outbound', title: 'Hinfahrt', rows: [{ label: 'Datum', value: '' }] },
  { id: 'payment', title: 'Zahlung', rows: [{ label: 'Zahlungsart', value: 'Kreditkarte' }] },
];

describe('BookingStatusView', () => {
  it('puts the details a level below the status heading (h2 -> h3), each a named region', () => {
    render(
      <BookingStatusView
        voucher="ABC123"
        stateLabel="Gebucht"
        sections={sections}
        legs={[]}
        receiptHref="/api/Buchung/Beleg/ABC123?name=Muster"
      />,
    );
    const status = screen.getByRole('region', { name: 'Ihre Buchung ist eingegangen' });
    expect(
      within(status).getByRole('heading', { level: 2, name: 'Ihre Buchung ist eingegangen' }),
    ).toHaveFocus();
    for (const { title } of sections) {
      expect(within(status).getByRole('heading', { level: 3, name: title })).toBeVisible();
      expect(within(status).getByRole('region', { name: title })).toBeVisible();
    }
    // Only the status itself is an h2 there.
    expect(within(status).getAllByRole('heading', { level: 2 })).toHaveLength(1);
    expect(within(status).getByText('Shuttle')).toBeVisible();
    expect(within(status).getByText('–')).toBeVisible();
  });
});
