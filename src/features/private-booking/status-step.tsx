import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { BookingStatusView, useLocale, type StatusLeg } from '../../ui/booking';
import { LEG_STATUS } from '../../domain/constants';
import type { Booking, Leg } from '../../domain/booking';
import type { StepProps } from './flow-context';
import { summarySections } from './summary-sections';

const RIDE_MINUTES = 60;

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
  const voucher = booking.buchungStamm.voucher ?? '';
  const airport = t(`common.airports.${booking.flughafen}`);
  const address = [booking.kundeAdresse.strasse, `${booking.kundeAdresse.plz} ${booking.kundeAdresse.ort}`].join(', ');
  const legOf = (leg: Leg, key: 'hinfahrt' | 'rueckfahrt', title: string, direction: string): StatusLeg => ({
    title,
    fileName: `${voucher}-${key}.ics`,
    event: {
      uid: `${voucher}-${key}@shuttle-booking`,
      date: leg.datum,
      time: leg.zeit,
      durationMinutes: RIDE_MINUTES,
      summary: t('privateBooking.status.calendarSummary', { direction: t(`privateBooking.direction.${direction}`, { airport }), voucher }),
      description: t('privateBooking.status.calendarDescription', { voucher, flight: leg.flugnummer || '–', luggage: leg.gepaeckstck }),
      location: address,
    },
  });
  const back = booking.richtung === 'zumFlughafen' ? 'vomFlughafen' : 'zumFlughafen';
  const legs = [legOf(booking.hinfahrt, 'hinfahrt', t('booking.tripDetails.outbound'), booking.richtung)];
  if (booking.mitRueckfahrt) legs.push(legOf(booking.rueckfahrt, 'rueckfahrt', t('booking.tripDetails.return'), back));
  const canPay = snapshot.can({ type: 'user.pay' });
  return (
    <BookingStatusView
      voucher={voucher}
      stateLabel={t(`privateBooking.status.states.${statusKey(booking)}`)}
      notice={
        canPay ? (
          <div className="booking-actions">
            <p>{t('privateBooking.status.payNote')}</p>
            <Button type="button" label={t('privateBooking.status.payNow')} icon="pi pi-credit-card" onClick={() => send({ type: 'user.pay' })} />
          </div>
        ) : null
      }
      sections={summarySections(t, booking, options, locale)}
      legs={legs}
    />
  );
}
