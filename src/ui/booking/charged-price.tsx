import { Trans } from 'react-i18next';
import { formatPrice } from './format';

/**
 * A booking's price as charged (the company's lists, the booking link, tracking). A cancelled booking costs nothing: 0 first, and under it the
 * former total, named ("bisher …") and struck through, so that it is heard as well as seen.
 */
export function ChargedPrice({
  cent,
  cancelled,
  locale,
}: {
  /** The booking's total as the server keeps it (its last total once cancelled). */
  cent: number;
  cancelled: boolean;
  locale: string;
}) {
  const price = formatPrice(cent, locale);
  if (!cancelled) return <>{price}</>;
  return (
    <>
      {formatPrice(0, locale)}
      <br />
      <span className="text-muted charged-price__former">
        <Trans i18nKey="common.price.former" values={{ price }} components={{ s: <s /> }} />
      </span>
    </>
  );
}
