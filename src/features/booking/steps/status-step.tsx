import { useTranslation } from 'react-i18next';
import { receiptUrl } from '../../../api/booking';
import type { Booking } from '../../../domain/booking';
import { LEG_STATUS } from '../../../domain/constants';
import { useLocale } from '../../../i18n/use-locale';
import { Button } from '../../../ui/button';
import { ScreenIcon } from '../../../ui/screen-icon';
import { BookingStatus } from '../ui/booking-status';
import type { StepProps } from '../step-props';
import { summarySections } from './summary-sections';

type BookingState = 'booked' | 'paid' | 'paymentOpen' | 'invoice' | 'cancelled';

function stateOf(booking: Booking): BookingState {
  const cancelled = (leg: Booking['hinfahrt']) => leg.statusId === LEG_STATUS.storniert;
  if (cancelled(booking.hinfahrt) && (!booking.mitRueckfahrt || cancelled(booking.rueckfahrt)))
    return 'cancelled';
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

/** A company reads the state with the words of its list of booked rides. */
const RIDE_STATE_TEXT: Record<BookingState, string> = {
  booked: 'offen',
  paid: 'bezahlt',
  paymentOpen: 'offen',
  invoice: 'rechnung',
  cancelled: 'storniert',
};

/** status: voucher, state, details, print, a calendar file per ride; a company's new order. */
export function StatusStep({ snapshot, send }: StepProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { customer, booking, options, savedChanges } = snapshot.context;
  const state = stateOf(booking);
  const texts = customer === 'private' ? 'privateBooking' : 'company';
  const pay = snapshot.can({ type: 'user.pay' }) ? { onPay: () => send({ type: 'user.pay' }) } : {};
  return (
    <>
      <BookingStatus
        booking={booking}
        title={savedChanges ? t('booking.status.changesSaved') : undefined}
        stateLabel={
          customer === 'private'
            ? t(`privateBooking.status.states.${state}`)
            : t(`company.rides.states.${RIDE_STATE_TEXT[state]}`)
        }
        sections={summarySections(t, booking, options, locale, customer)}
        payLabel={t(`${texts}.status.payNow`)}
        receiptHref={receiptUrl(booking.buchungStamm.voucher ?? '', booking.kundeStamm.name)}
        {...pay}
      />
      {customer === 'company' ? (
        <div className="booking-actions company-no-print">
          <Button
            type="button"
            label={t('company.status.newBooking')}
            icon={<ScreenIcon name="plus" />}
            onClick={() => send({ type: 'user.newBooking' })}
          />
        </div>
      ) : null}
    </>
  );
}
