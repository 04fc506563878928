import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import type { Booking, Leg } from '../../../domain/booking';
import { LEG_STATUS } from '../../../domain/constants';
import { BookingStatusView, useLocale, type StatusLeg } from '../../../ui/booking';
import type { StepProps } from './flow-types';
import { summarySections } from './summary-sections';

const RIDE_MINUTES = 60;

function statusKey(booking: Booking): string {
  if (booking.hinfahrt.statusId === LEG_STATUS.storniert) return 'storniert';
  return booking.buchungStamm.zahlungsstatus ?? 'offen';
}

/** status: voucher, state, details, print, calendar files, and a new order. */
export function StatusStep({ snapshot, send }: StepProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { booking, options } = snapshot.context;
  const voucher = booking.buchungStamm.voucher ?? '';
  const airport = t(`common.airports.${booking.flughafen}`);
  const address = [booking.kundeAdresse.strasse, `${booking.kundeAdresse.plz} ${booking.kundeAdresse.ort}`].join(', ');
  const legOf = (leg: Leg, key: 'hinfahrt' | 'rueckfahrt', direction: Booking['richtung']): StatusLeg => ({
    title: t(`company.edit.${key}`),
    fileName: `${voucher}-${key}.ics`,
    event: {
      uid: `${voucher}-${key}@shuttle-booking`,
      date: leg.datum,
      time: leg.zeit,
      durationMinutes: RIDE_MINUTES,
      summary: t('company.status.calendarSummary', { direction: t(`company.destination.directionsShort.${direction}`, { airport }), voucher }),
      description: t('company.status.calendarDescription', { voucher, name: `${booking.kundeStamm.vorname} ${booking.kundeStamm.name}`, flight: leg.flugnummer || '–' }),
      location: address,
    },
  });
  const back = booking.richtung === 'zumFlughafen' ? 'vomFlughafen' : 'zumFlughafen';
  const legs = [legOf(booking.hinfahrt, 'hinfahrt', booking.richtung)];
  if (booking.mitRueckfahrt) legs.push(legOf(booking.rueckfahrt, 'rueckfahrt', back));
  const canPay = snapshot.can({ type: 'user.pay' });
  return (
    <>
      <BookingStatusView
        voucher={voucher}
        stateLabel={t(`company.rides.states.${statusKey(booking)}`)}
        notice={
          canPay ? (
            <div className="booking-actions">
              <p>{t('company.status.payNote')}</p>
              <Button type="button" label={t('company.status.payNow')} icon="pi pi-credit-card" onClick={() => send({ type: 'user.pay' })} />
            </div>
          ) : null
        }
        sections={summarySections(t, booking, options, locale)}
        legs={legs}
      />
      <div className="booking-actions company-no-print">
        <Button type="button" label={t('company.status.newBooking')} icon="pi pi-plus" onClick={() => send({ type: 'user.newBooking' })} />
      </div>
    </>
  );
}
