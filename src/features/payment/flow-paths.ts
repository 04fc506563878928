import type { PaymentSession } from '../../domain/payment';

/** Where each wizard continues after the payment. */
export const FLOW_PATHS = {
  privat: { status: '/privat-buchung/status', summary: '/privat-buchung/zusammenfassung' },
  firma: { status: '/buchung/status', summary: '/buchung/zusammenfassung' },
} as const;

/**
 * Where /zahlung goes once the booking is paid (`status`) or when the payer goes back
 * (`summary`): the wizard's step, or for a payment started later (0022) the page it was started
 * on, either way: tracking with the booking, as the confirmation e-mail's link opens it, or the
 * company's booked ride, which reads the booking anew.
 */
export function pathAfterPayment(
  session: Pick<PaymentSession, 'flow' | 'buchungId' | 'voucher' | 'nachname'>,
  where: 'status' | 'summary',
): string {
  if (session.flow === 'firmaFahrt') {
    return `/buchung/gebuchte-fahrten-bearbeiten/${encodeURIComponent(session.voucher)}/${session.buchungId}`;
  }
  if (session.flow !== 'tracking') return FLOW_PATHS[session.flow][where];
  const query = new URLSearchParams({ voucher: session.voucher, name: session.nachname ?? '' });
  return `/tracking?${query.toString()}`;
}
