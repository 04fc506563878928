import { useTranslation } from 'react-i18next';
import { useLocale } from '../../i18n/use-locale';
import { formatInstant } from '../service-form/format';

/**
 * By when an unpaid card booking must be paid, or it is cancelled (docs/decisions/0024): the
 * server's `zahlungBis`, in Berlin time and the page's language. Nothing without a deadline.
 */
export function PaymentDeadline({ until }: { until: string | null | undefined }) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (!until) return null;
  return <>{t('booking.status.payBy', { until: formatInstant(until, locale) })}</>;
}
