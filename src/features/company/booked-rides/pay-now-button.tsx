import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paymentStore } from '../../../session';
import { Button } from '../../../ui/button';

/**
 * Pays the company's unpaid card booking from its booked ride (0022): no grant is needed, the
 * company's session cookie goes with every payment call (0004). /zahlung pays as the wizard's
 * step does and brings the payer back to this ride, paid or not (flow `firmaFahrt`).
 */
export function PayNowButton({
  buchungId,
  voucher,
  zahlungBis,
}: {
  buchungId: number;
  voucher: string;
  /** Named on /zahlung after a failed attempt (0024). */
  zahlungBis: string | null | undefined;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // A second click before the page has gone starts no second payment.
  const started = useRef(false);
  const pay = () => {
    if (started.current) return;
    started.current = true;
    paymentStore.write({
      flow: 'firmaFahrt',
      buchungId,
      voucher,
      token: null,
      redirectUrl: null,
      expiration: null,
      zahlungBis: zahlungBis ?? null,
    });
    navigate('/zahlung');
  };
  return (
    <Button
      type="button"
      className="company-pay-now"
      label={t('tracking.pay.action')}
      icon="pi pi-credit-card"
      onClick={pay}
    />
  );
}
