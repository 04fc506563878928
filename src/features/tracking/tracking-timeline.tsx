import { useTranslation } from 'react-i18next';
import type { BookingTracking, TrackingLeg } from '../../domain/booking-tracking';
import { LEG_STATUS } from '../../domain/constants';
import { useLocale } from '../../i18n/use-locale';
import { formatCalendarDate } from '../../ui/service-form/format';
import { formatClockTime } from '../../domain/intl-formats';
import { ChargedPrice } from '../../ui/booking/charged-price';

/** The progress a leg goes through; "storniert" (5) replaces the steps. */
const STEPS = [
  LEG_STATUS.gebucht,
  LEG_STATUS.bestaetigt,
  LEG_STATUS.fahrerUnterwegs,
  LEG_STATUS.erledigt,
] as const;
const STATUS_KEY: Record<number, string> = {
  1: 'gebucht',
  2: 'bestaetigt',
  3: 'fahrerUnterwegs',
  4: 'erledigt',
  5: 'storniert',
};

/** The tracking answer has no street (voucher and surname are no credential): postcode, town. */
function placeLine(leg: TrackingLeg): string {
  return [leg.plz, leg.ort].filter(Boolean).join(' ');
}

interface LegView {
  key: 'hinfahrt' | 'rueckfahrt';
  leg: TrackingLeg;
  toAirport: boolean;
}

/** The legs in travel order: outbound, then the return leg when booked. */
export function legsOf(booking: BookingTracking): LegView[] {
  const outboundToAirport = booking.richtung === 'zumFlughafen';
  const legs: LegView[] = [
    { key: 'hinfahrt', leg: booking.hinfahrt, toAirport: outboundToAirport },
  ];
  if (booking.rueckfahrt)
    legs.push({ key: 'rueckfahrt', leg: booking.rueckfahrt, toAirport: !outboundToAirport });
  return legs;
}

function LegStatus({ statusId }: { statusId: number }) {
  const { t } = useTranslation();
  if (statusId === LEG_STATUS.storniert) {
    return (
      <p className="tracking-cancelled">
        <span className="pi pi-ban" aria-hidden="true" /> {t('tracking.status.storniert')}
      </p>
    );
  }
  const current = STEPS.findIndex((step) => step === statusId);
  return (
    <ol className="tracking-steps" aria-label={t('tracking.progress')}>
      {STEPS.map((step, index) => {
        const state = index < current ? 'done' : index === current ? 'current' : 'todo';
        return (
          <li
            key={step}
            className={`tracking-step tracking-step-${state}`}
            aria-current={state === 'current' ? 'step' : undefined}
          >
            <span
              className={`pi ${state === 'todo' ? 'pi-circle' : 'pi-check-circle'}`}
              aria-hidden="true"
            />
            <span>{t(`tracking.status.${STATUS_KEY[step]}`)}</span>
            {state !== 'current' ? (
              <span className="sf-visually-hidden"> ({t(`tracking.stepState.${state}`)})</span>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}

/** The booking as a timeline: one list item per leg with time, route, flight, price and status. */
export function TrackingTimeline({ booking }: { booking: BookingTracking }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const airport = `${t(`common.airports.${booking.flughafen}`)} (${booking.flughafen})`;
  return (
    <ol className="tracking-timeline">
      {legsOf(booking).map(({ key, leg, toAirport }) => {
        const from = toAirport ? placeLine(leg) : airport;
        const to = toAirport ? airport : placeLine(leg);
        const status = STATUS_KEY[leg.statusId] ?? 'gebucht';
        return (
          <li key={key} className={`tracking-leg tracking-leg-${status}`}>
            <span className="tracking-marker" aria-hidden="true">
              <span className={`pi ${toAirport ? 'pi-send' : 'pi-home'}`} />
            </span>
            <div className="tracking-leg-body">
              <h4 className="tracking-leg-title">
                {t(`tracking.legs.${key}`)}:{' '}
                {leg.datum ? formatCalendarDate(leg.datum, locale) : t('tracking.noDate')}
                {leg.zeit
                  ? `, ${t(leg.istFesteZeit ? 'tracking.at' : 'tracking.atFlight', { time: formatClockTime(leg.zeit, locale) })}`
                  : ''}
              </h4>
              <dl className="tracking-leg-details">
                <dt>{t('tracking.details.route')}</dt>
                <dd>{t('tracking.details.fromTo', { from, to })}</dd>
                <dt>{t('tracking.details.time')}</dt>
                <dd>
                  {leg.istFesteZeit
                    ? t('tracking.details.fixedTime')
                    : toAirport
                      ? t('tracking.details.flightTimeDeparture')
                      : t('tracking.details.flightTime')}
                </dd>
                {leg.flugnummer ? (
                  <>
                    <dt>{t('common.fields.flightNumber')}</dt>
                    <dd>{leg.flugnummer}</dd>
                  </>
                ) : null}
                <dt>{t('common.fields.luggage')}</dt>
                <dd>{leg.gepaeckstck}</dd>
                <dt>{t('common.price.ride')}</dt>
                <dd>
                  <ChargedPrice
                    cent={leg.preis.betragCent}
                    cancelled={leg.statusId === LEG_STATUS.storniert}
                    locale={locale}
                  />
                </dd>
                <dt>{t('tracking.details.status')}</dt>
                <dd>
                  <span className={`tracking-badge tracking-badge-${status}`}>
                    {t(`tracking.status.${status}`)}
                  </span>
                </dd>
              </dl>
              <LegStatus statusId={leg.statusId} />
            </div>
          </li>
        );
      })}
    </ol>
  );
}
