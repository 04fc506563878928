import { describe, expect, it } from 'vitest';
import type { BookingListItem, LegSummary } from '../../../api/schemas';
import { chargedCentOf, rideStateOf } from './ride-state';

const leg = (statusId: number, id = 1): LegSummary => ({
  id,
  datum: '2026-11-27',
  zeit: '09:05',
  flugnummer: '',
  statusId,
  ort: 'Hamburg',
});

const booking = (
  hin: number,
  rueck: number | null,
  overrides: Partial<BookingListItem> = {},
): Pick<
  BookingListItem,
  'storniert' | 'stornoGrund' | 'zahlungsstatus' | 'hinfahrt' | 'rueckfahrt' | 'preis'
> => ({
  storniert: false,
  stornoGrund: null,
  zahlungsstatus: 'rechnung',
  hinfahrt: leg(hin),
  rueckfahrt: rueck === null ? null : leg(rueck, 2),
  preis: { betragCent: 13110, waehrung: 'EUR' },
  ...overrides,
});

describe('rideStateOf', () => {
  it('says cancelled first, then done when every ride not cancelled is done, else the payment', () => {
    expect(rideStateOf(booking(5, 5, { storniert: true }))).toBe('storniert');
    // Released because it was never paid (0024): cancelled, and why.
    expect(
      rideStateOf(
        booking(5, 5, { storniert: true, stornoGrund: 'unbezahlt', zahlungsstatus: 'offen' }),
      ),
    ).toBe('stornoUnbezahlt');
    expect(rideStateOf(booking(4, 4))).toBe('erledigt');
    expect(rideStateOf(booking(4, null, { zahlungsstatus: 'bezahlt' }))).toBe('erledigt');
    expect(rideStateOf(booking(5, 4))).toBe('erledigt');
    expect(rideStateOf(booking(4, 5))).toBe('erledigt');
    // Still to come, confirmed or under way: how it is paid.
    expect(rideStateOf(booking(4, 1))).toBe('rechnung');
    expect(rideStateOf(booking(3, 4))).toBe('rechnung');
    expect(rideStateOf(booking(2, null, { zahlungsstatus: 'bezahlt' }))).toBe('bezahlt');
    expect(rideStateOf(booking(1, 1, { zahlungsstatus: 'offen' }))).toBe('offen');
  });
});

describe('chargedCentOf', () => {
  it('charges a cancelled booking nothing and any other its total', () => {
    expect(chargedCentOf(booking(5, 5, { storniert: true }))).toBe(0);
    expect(chargedCentOf(booking(1, 5))).toBe(13110);
    expect(chargedCentOf(booking(4, 4))).toBe(13110);
  });
});
