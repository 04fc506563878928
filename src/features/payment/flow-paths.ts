import type { PaymentSession } from '../../domain/payment';

/** Where each wizard continues after the payment. */
export const FLOW_PATHS = {
  privat: { status: '/privat-buchung/status', summary: '/privat-buchung/zusammenfassung' },
  firma: { status: '/buchung/status', summary: '/buchung/zusammenfassung' },
} as const;

/**
 * Where /zahlung goes once the booking is paid (`status`) or when the payer goes back
 * (`summary`): the wizard's step, or for a payment started on the tracking page (0022) that
 * page with the booking, as the confirmation e-mail's link opens it.
 */
export function pathAfterPayment(
  session: Pick<PaymentSession, 'flow' | 'voucher' | 'nachname'>,
  where: 'status' | 'summary',
): string {
  if (session.flow !== 'tracking') return FLOW_PATHS[session.flow][where];
  const query = new URLSearchParams({ voucher: session.voucher, name: session.nachname ?? '' });
  return `/tracking?${query.toString()}`;
}
