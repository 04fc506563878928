import { describe, expect, it } from 'vitest';
import { OPERATOR } from '../../src/domain/operator';
import { renderAddressChangeMail } from './address-change-mail';

type Row = Parameters<typeof renderAddressChangeMail>[0];

const row = (sprach: string, vouchers: string[]) =>
  ({
    sprach,
    betreff: 'subject',
    payload: { vouchers, neueEmail: 'n***@example.org' },
  }) as unknown as Row;

describe('the notice to the old e-mail address', () => {
  it('English: names the booking, the masked new address and the hotline', () => {
    const mail = renderAddressChangeMail(row('en', ['ABCDEFGH23']));
    expect(mail.text).toContain(
      'The e-mail address of your booking ABCDEFGH23 was changed to n***@example.org.',
    );
    expect(mail.text).toContain('If you did not make or ask for this change');
    expect(mail.text).toContain(OPERATOR.hotline.display);
    expect(mail.html).toContain('<html lang="en">');
  });

  it('German, several bookings of the passenger: all named in one message', () => {
    const mail = renderAddressChangeMail(row('de', ['ABCDEFGH23', 'KLMNPQRS45']));
    expect(mail.text).toContain(
      'die E-Mail-Adresse Ihrer Buchungen ABCDEFGH23, KLMNPQRS45 wurde auf n***@example.org geändert.',
    );
  });

  it('without its bookings it is not sent (a permanent render error)', () => {
    expect(() => renderAddressChangeMail(row('de', []))).toThrow(/without its bookings/);
  });
});
