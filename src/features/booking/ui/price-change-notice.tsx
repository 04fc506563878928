import { useState } from 'react';
import { Message } from 'primereact/message';
import { useTranslation } from 'react-i18next';
import { formatPrice } from '../../../ui/booking/format';
import { useLocale } from '../../../i18n/use-locale';

interface PricedPlace {
  /** The booking the total belongs to: its voucher, or "" for a new one. */
  booking: string;
  /** The lists' key: airport and postcode (optionsKeyOf). */
  key: string;
  totalCent: number;
}

/**
 * When a changed address (the trip details' postcode) brings another tariff, the total changes
 * after the step is left: this says so, with the old and the new total, until the total changes
 * again. A changed tariff or extra changes the total in view and needs none, and neither does
 * the next booking (a new order after a finished one): its total is not a change of the last.
 */
export function usePriceChangeNotice(
  booking: string,
  key: string | null,
  totalCent: number | null,
) {
  const [seen, setSeen] = useState<PricedPlace | null>(null);
  const [change, setChange] = useState<{ beforeCent: number; afterCent: number } | null>(null);
  // Derived while rendering (React's "storing information from previous renders"): the notice
  // is there in the same paint as the new total.
  const unseen = seen?.booking !== booking || seen.key !== key || seen.totalCent !== totalCent;
  if (key !== null && totalCent !== null && unseen) {
    const moved =
      seen !== null && seen.booking === booking && seen.key !== key && seen.totalCent !== totalCent;
    // A total changed in view (another tariff or extra) makes an earlier notice stale.
    setChange(moved ? { beforeCent: seen.totalCent, afterCent: totalCent } : null);
    setSeen({ booking, key, totalCent });
  }
  return change;
}

export function PriceChangeNotice({
  beforeCent,
  afterCent,
  place,
}: {
  beforeCent: number;
  afterCent: number;
  place: string;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <Message
      severity="info"
      className="price-change-notice"
      role="status"
      text={t('booking.total.changed', {
        place,
        before: formatPrice(beforeCent, locale),
        after: formatPrice(afterCent, locale),
      })}
    />
  );
}
