import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button';
import { ScreenIcon } from '../../../ui/screen-icon';
import { PaymentDeadline } from '../../../ui/booking/payment-deadline';
import type { Booking, Leg } from '../../../domain/booking';
import { BookingStatusView, type StatusLeg } from './status-view';
import type { SummarySection } from './summary-view';
import { directionText } from '../../../ui/booking/trip-request';
import { calendarAtAirport } from '../../../domain/ics';

/** How long a ride blocks the calendar; the real duration depends on traffic. */
const RIDE_MINUTES = 60;

/** One calendar file per ride: the outbound leg, and the return leg (opposite direction) if booked. */
export function statusLegsOf(t: TFunction, booking: Booking): StatusLeg[] {
  const voucher = booking.buchungStamm.voucher ?? '';
  const { kundeAdresse: a, kundeStamm: k } = booking;
  const legOf = (
    leg: Leg,
    key: 'hinfahrt' | 'rueckfahrt',
    richtung: Booking['richtung'],
    title: string,
  ): StatusLeg => ({
    title,
    fileName: `${voucher}-${key}.ics`,
    event: {
      uid: `${voucher}-${key}@shuttle-booking`,
      date: leg.datum,
      time: leg.zeit,
      durationMinutes: RIDE_MINUTES,
      summary: t(
        leg.istFesteZeit
          ? 'booking.status.calendarSummary'
          : 'booking.status.calendarSummaryFlight',
        { direction: directionText(t, booking, richtung), voucher },
      ),
      description: t('booking.status.calendarDescription', {
        voucher,
        name: [k.vorname, k.name].filter(Boolean).join(' '),
        flight: leg.flugnummer || '–',
        luggage: leg.gepaeckstck,
      }),
      location: calendarAtAirport({
        toAirport: richtung === 'zumFlughafen',
        fixedTime: leg.istFesteZeit,
      })
        ? t('booking.status.calendarAirport', {
            name: t(`common.airports.${booking.flughafen}`),
            code: booking.flughafen,
          })
        : [a.strasse, `${a.plz} ${a.ort}`].join(', '),
    },
  });
  const back = booking.richtung === 'zumFlughafen' ? 'vomFlughafen' : 'zumFlughafen';
  const legs = [
    legOf(booking.hinfahrt, 'hinfahrt', booking.richtung, t('booking.tripDetails.outbound')),
  ];
  if (booking.mitRueckfahrt)
    legs.push(legOf(booking.rueckfahrt, 'rueckfahrt', back, t('booking.tripDetails.return')));
  return legs;
}

export interface BookingStatusProps {
  booking: Booking;
  /** The heading, when not "Ihre Buchung ist eingegangen" (saved changes). */
  title?: string | undefined;
  /** The booking state in the wizard's words. */
  stateLabel: string;
  sections: SummarySection[];
  /** Label of the pay button, shown with onPay while the card payment is still open. */
  payLabel: string;
  onPay?: () => void;
  /** Where the server makes the booking's PDF receipt (src/api receiptUrl). */
  receiptHref: string;
}

/** The status step of both wizards: the booking's status view with calendar files and pay-now. */
export function BookingStatus({
  booking,
  title,
  stateLabel,
  sections,
  payLabel,
  onPay,
  receiptHref,
}: BookingStatusProps) {
  const { t } = useTranslation();
  return (
    <BookingStatusView
      voucher={booking.buchungStamm.voucher ?? ''}
      title={title}
      stateLabel={stateLabel}
      notice={
        onPay ? (
          <div className="booking-actions">
            <p>
              {t('booking.status.payNote')}{' '}
              <PaymentDeadline until={booking.buchungStamm.zahlungBis} />
            </p>
            <Button
              type="button"
              label={payLabel}
              icon={<ScreenIcon name="card" />}
              onClick={onPay}
            />
          </div>
        ) : null
      }
      sections={sections}
      legs={statusLegsOf(t, booking)}
      receiptHref={receiptHref}
    />
  );
}
