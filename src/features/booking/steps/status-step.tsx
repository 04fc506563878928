import { useTranslation } from 'react-i18next';
import { receiptUrl } from '../../../api/booking';
import { useLocale } from '../../../ui/booking';
import { BookingStatus } from '../ui/booking-status';
import { LEG_STATUS } from '../../../domain/constants';
import type { Booking } from '../../../domain/booking';
import type { StepProps } from '../step-props';
import { summarySections } from './summary-sections';

function statusKey(booking: Booking): string {
  if (booking.hinfahrt.statusId === LEG_STATUS.storniert) return 'cancelled';
  switch (booking.buchungStamm.zahlungsstatus) {
    case 'bezahlt':
      return 'paid';
    case 'offen':
      return 'paymentOpen';
    case 'rechnung':
      return 'invoice';
    default:
      return 'booked';
  }
}

/** Step 5: voucher, state, details, print and a calendar file per ride. */
export function StatusStep({ snapshot, send }: StepProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { booking, options } = snapshot.context;
  return (
    <BookingStatus
      booking={booking}
      stateLabel={t(`privateBooking.status.states.${statusKey(booking)}`)}
      sections={summarySections(t, booking, options, locale)}
      payLabel={t('privateBooking.status.payNow')}
      receiptHref={receiptUrl(booking.buchungStamm.voucher ?? '', booking.kundeStamm.name)}
      {...(snapshot.can({ type: 'user.pay' }) ? { onPay: () => send({ type: 'user.pay' }) } : {})}
    />
  );
}
