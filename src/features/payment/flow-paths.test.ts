import { describe, expect, it } from 'vitest';
import { pathAfterPayment } from './flow-paths';

describe('pathAfterPayment', () => {
  it("goes to the wizard's steps", () => {
    expect(pathAfterPayment({ flow: 'privat', voucher: 'V1' }, 'status')).toBe(
      '/privat-buchung/status',
    );
    expect(pathAfterPayment({ flow: 'firma', voucher: 'V1' }, 'summary')).toBe(
      '/buchung/zusammenfassung',
    );
  });

  it('goes back to tracking with the booking after paying later (0022), either way', () => {
    const session = {
      flow: 'tracking',
      voucher: 'AXT4K7M2PV',
      nachname: 'Müller-Lüdenscheidt',
    } as const;
    const expected = '/tracking?voucher=AXT4K7M2PV&name=M%C3%BCller-L%C3%BCdenscheidt';
    expect(pathAfterPayment(session, 'status')).toBe(expected);
    expect(pathAfterPayment(session, 'summary')).toBe(expected);
  });
});
