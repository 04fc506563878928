import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { BookingTracking, TrackingLeg } from '../../domain/booking-tracking';
import { TrackingTimeline } from './tracking-timeline';

const leg = (overrides: Partial<TrackingLeg>): TrackingLeg => ({
  datum: '2027-01-15',
  zeit: '08:30',
  flugnummer: 'LH 123',
  istFesteZeit: false,
  gepaeckstck: 1,
  statusId: 1,
  plz: '30159',
  ort: 'Hannover',
  preis: { betragCent: 2200, waehrung: 'EUR' },
  ...overrides,
});

const booking: BookingTracking = {
  voucher: 'K7Q2M9XA3B',
  flughafen: 'HAJ',
  richtung: 'zumFlughafen',
  erw: 1,
  kind: 0,
  storniert: false,
  stornoGrund: null,
  preis: { betragCent: 4400, waehrung: 'EUR' },
  extrasPreis: { betragCent: 0, waehrung: 'EUR' },
  zahlungsstatus: 'bezahlt',
  zahlungBis: null,
  fahrgast: { name: 'Musterfrau', email: 'e***@example.org', mobil: '' },
  hinfahrt: leg({}),
  rueckfahrt: leg({ datum: '2027-01-20', zeit: '17:15' }),
  erstattung: null,
};

describe('the tracking timeline of rides by flight time', () => {
  it('gives the flight time as such, and says which of the flight’s times the pickup follows', () => {
    render(<TrackingTimeline booking={booking} />);
    expect(
      screen.getByRole('heading', {
        name: 'Hinfahrt: Freitag, 15. Januar 2027, Flugzeit 08:30 Uhr',
      }),
    ).toBeVisible();
    expect(screen.getByText('Richtet sich nach der Abflugzeit des Flugs')).toBeVisible();
    expect(
      screen.getByRole('heading', {
        name: 'Rückfahrt: Mittwoch, 20. Januar 2027, Flugzeit 17:15 Uhr',
      }),
    ).toBeVisible();
    expect(screen.getByText('Richtet sich nach der Landezeit des Flugs')).toBeVisible();
  });

  it('gives a fixed pickup as the pickup time', () => {
    render(<TrackingTimeline booking={{ ...booking, hinfahrt: leg({ istFesteZeit: true }) }} />);
    expect(
      screen.getByRole('heading', {
        level: 4,
        name: 'Hinfahrt: Freitag, 15. Januar 2027, 08:30 Uhr',
      }),
    ).toBeVisible();
    expect(screen.getByText('Zur angegebenen Uhrzeit')).toBeVisible();
  });
});

describe('the tracking timeline’s prices', () => {
  it('gives each ride its own price, a cancelled one as not charged with what it cost', () => {
    render(
      <TrackingTimeline
        booking={{
          ...booking,
          preis: { betragCent: 2200, waehrung: 'EUR' },
          rueckfahrt: leg({ datum: '2027-01-20', statusId: 5 }),
        }}
      />,
    );
    const [outbound, back] = screen
      .getAllByRole('listitem')
      .filter((item) => item.tagName === 'LI' && item.classList.contains('tracking-leg'));
    expect(within(outbound!).getByText('Preis dieser Fahrt').nextElementSibling).toHaveTextContent(
      /^22,00\s€$/,
    );
    const cancelled = within(back!).getByText('Preis dieser Fahrt').nextElementSibling;
    expect(cancelled).toHaveTextContent(/^0,00\s€bisher 22,00\s€$/);
    expect(cancelled?.querySelector('s')).toHaveTextContent(/^22,00\s€$/);
  });
});
