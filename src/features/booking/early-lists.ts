import { BOOKING_STEPS, PRIVATE_BOOKING_BASE } from '../../domain/route-paths';
import { bookingStore } from '../../session';
import { hasVoucher } from '../../../machines/shared/booking-rules';
import { bookingOptionsCall, bookingStatusCall } from './actors';

/**
 * On a page load of a private step, asks for the lists the step shows while the app's code is
 * still on its way (src/main.tsx runs this first). Before, a step's calls started only once its
 * code had run: on a slow phone 2.6 s of code, then the calls (ADR 0020). The machine's actors
 * take these answers instead of asking again. A URL the machine does not accept (a step the
 * draft has not reached) still needs the options: every private step shows them.
 */
export function startStepLists(pathname: string): void {
  const booking = bookingStore.read();
  if (!booking) return;
  bookingOptionsCall.start({
    customer: 'private',
    booking,
    company: null,
    current: null,
    mtuTariffs: null,
    paymentTypes: null,
  });
  if (privateStepAt(pathname) === 'status' && hasVoucher(booking))
    bookingStatusCall.start({ booking });
}

function privateStepAt(pathname: string) {
  const segment = pathname.slice(`/${PRIVATE_BOOKING_BASE}`.length).replace(/^\/+|\/+$/g, '');
  return BOOKING_STEPS.find((step) => step.private && step.path === segment)?.id ?? null;
}
