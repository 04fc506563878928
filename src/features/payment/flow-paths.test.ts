import { describe, expect, it } from 'vitest';
import { pathAfterPayment } from './flow-paths';

describe('pathAfterPayment', () => {
  it("goes to the wizard's steps", () => {
    expect(pathAfterPayment({ flow: 'privat', buchungId: 1, voucher: 'V1' }, 'status')).toBe(
      '/privat-buchung/status',
    );
    expect(pathAfterPayment({ flow: 'firma', buchungId: 1, voucher: 'V1' }, 'summary')).toBe(
      '/buchung/zusammenfassung',
    );
  });

  it('goes back to tracking with the booking after paying later (0022), either way', () => {
    const session = {
      flow: 'tracking',
      buchungId: 7,
      voucher: 'AXT4K7M2PV',
      nachname: 'Müller-Lüdenscheidt',
    } as const;
    const expected = '/tracking?voucher=AXT4K7M2PV&name=M%C3%BCller-L%C3%BCdenscheidt';
    expect(pathAfterPayment(session, 'status')).toBe(expected);
    expect(pathAfterPayment(session, 'summary')).toBe(expected);
  });

  it("goes back to the company's booked ride it was paid from, either way", () => {
    const session = { flow: 'firmaFahrt', buchungId: 42, voucher: 'K7XR2M9QPA' } as const;
    const expected = '/buchung/gebuchte-fahrten-bearbeiten/K7XR2M9QPA/42';
    expect(pathAfterPayment(session, 'status')).toBe(expected);
    expect(pathAfterPayment(session, 'summary')).toBe(expected);
  });
});
