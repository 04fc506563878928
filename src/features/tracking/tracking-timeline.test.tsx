import { render, screen } from '@testing-library/react';
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
