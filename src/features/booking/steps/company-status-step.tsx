import { Button } from '../../../ui/button';
import { useTranslation } from 'react-i18next';
import { receiptUrl } from '../../../api/booking';
import type { Booking } from '../../../domain/booking';
import { LEG_STATUS } from '../../../domain/constants';
import { useLocale } from '../../../ui/booking';
import { BookingStatus } from '../ui/booking-status';
import type { StepProps } from '../company-step-props';
import { summarySections } from './company-summary-sections';

function statusKey(booking: Booking): string {
  if (booking.hinfahrt.statusId === LEG_STATUS.storniert) return 'storniert';
  return booking.buchungStamm.zahlungsstatus ?? 'offen';
}

/** status: voucher, state, details, print, calendar files, and a new order. */
export function StatusStep({ snapshot, send }: StepProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { booking, options } = snapshot.context;
  const pay = snapshot.can({ type: 'user.pay' }) ? { onPay: () => send({ type: 'user.pay' }) } : {};
  const stateLabel = t(`company.rides.states.${statusKey(booking)}`);
  return (
    <>
      <BookingStatus
        booking={booking}
        stateLabel={stateLabel}
        sections={summarySections(t, booking, options, locale)}
        payLabel={t('company.status.payNow')}
        receiptHref={receiptUrl(booking.buchungStamm.voucher ?? '', booking.kundeStamm.name)}
        {...pay}
      />
      <div className="booking-actions company-no-print">
        <Button
          type="button"
          label={t('company.status.newBooking')}
          icon="pi pi-plus"
          onClick={() => send({ type: 'user.newBooking' })}
        />
      </div>
    </>
  );
}
