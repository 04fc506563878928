import { useTranslation } from 'react-i18next';
import { formatPrice } from '../../../ui/booking/format';
import { useLocale } from '../../../i18n/use-locale';
import './booking.css';

export interface PriceTotalProps {
  /** Name of the chosen transfer type, if any. */
  tariffName: string | null;
  legCent: number | null;
  legs: number;
  extrasCent: number;
  totalCent: number | null;
  /** The prices are still loading (a step drawn before its lists): its place is kept. */
  pending?: boolean;
}

/**
 * The running total beside every step after the tariff: tariff per leg, legs, extras and the
 * sum. The sum is a polite live region, so a changed choice is announced.
 */
export function PriceTotal({
  tariffName,
  legCent,
  legs,
  extrasCent,
  totalCent,
  pending = false,
}: PriceTotalProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const sum = pending ? '…' : totalCent === null ? '–' : formatPrice(totalCent, locale);
  return (
    <aside
      className="price-total"
      aria-labelledby="price-total-title"
      aria-busy={pending || undefined}
    >
      <h2 id="price-total-title" className="price-total__title">
        {t('booking.total.title')}
      </h2>
      <dl className="price-total__rows">
        <div>
          <dt>{t('booking.total.tariff')}</dt>
          <dd>{pending ? '…' : (tariffName ?? t('booking.total.noTariff'))}</dd>
        </div>
        {legCent !== null ? (
          <div>
            <dt>{t('booking.total.legs', { count: legs })}</dt>
            <dd>
              {legs} × {formatPrice(legCent, locale)}
            </dd>
          </div>
        ) : null}
        {extrasCent > 0 ? (
          <div>
            <dt>{t('booking.total.extras')}</dt>
            <dd>{formatPrice(extrasCent, locale)}</dd>
          </div>
        ) : null}
      </dl>
      <p className="price-total__sum" aria-live="polite" aria-atomic="true">
        <span>{t('common.price.total')}</span> <strong>{sum}</strong>{' '}
        <span className="price-total__vat">{t('common.price.inclVat')}</span>
      </p>
    </aside>
  );
}
