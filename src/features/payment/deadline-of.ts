import type { Booking } from '../../domain/booking';
import type { PaymentSession } from '../../domain/payment';

/**
 * By when the booking being paid must be paid before it is released (0024), for /zahlung.
 * A payment started later, from tracking or the company's booked ride (0022), brings the
 * deadline in its session: the tab holds no booking of its own then, or another one (the
 * company's last wizard booking). A wizard's payment reads the booking the tab holds.
 */
export function deadlineOf(
  session: Pick<PaymentSession, 'buchungId' | 'zahlungBis'> | null,
  stamm: Pick<Booking['buchungStamm'], 'id' | 'zahlungsstatus' | 'zahlungBis'> | null | undefined,
): string | null {
  if (session?.zahlungBis) return session.zahlungBis;
  if (!stamm || stamm.zahlungsstatus !== 'offen') return null;
  if (session && stamm.id !== session.buchungId) return null;
  return stamm.zahlungBis ?? null;
}
