import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { grantPayment } from '../../api/self-service';
import { bookingLockOf } from '../../domain/booking-lock';
import type { BookingTracking } from '../../domain/booking-tracking';
import { paymentStore } from '../../session';
import { Button } from '../../ui/button';
import { PaymentDeadline } from '../../ui/booking/payment-deadline';
import { FailureMessage } from '../../ui/retry-message';
import { classifyFailure } from '../../ui/service-form/failure';
import { Hotline } from './self-service-texts';

/** Why the payment could not start: the first three are final, the others can be tried again. */
type PayFailure = 'paid' | 'tooLate' | 'cancelled' | 'throttled' | 'offline' | 'retry';

const FINAL_BY_CODE: Record<string, PayFailure> = {
  alreadyPaid: 'paid',
  bookingNotEditable: 'tooLate',
  paymentNotPossible: 'tooLate',
  bookingCancelled: 'cancelled',
};

function payFailure(error: unknown): PayFailure {
  const code = (error as { code?: unknown } | null)?.code;
  const final = typeof code === 'string' ? FINAL_BY_CODE[code] : undefined;
  if (final) return final;
  const failure = classifyFailure(error);
  return failure.kind === 'throttled' || failure.kind === 'offline' ? failure.kind : 'retry';
}

/**
 * An unpaid card booking (its payment declined, abandoned or never finished) is paid from here,
 * on any device (docs/decisions/0022): the server grants the card payment calls of this booking
 * for voucher + surname, the grant goes into this tab's payment session, and /zahlung pays as the
 * wizard's step does and brings the passenger back here.
 */
export function PayLater({ booking }: { booking: BookingTracking }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // A second click while the grant is asked for starts nothing more.
  const sending = useRef(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<PayFailure | null>(null);
  const failureRef = useRef<HTMLDivElement>(null);
  const lock = bookingLockOf(
    { mitRueckfahrt: booking.rueckfahrt !== null, ...booking },
    new Date(),
  );

  const pay = async () => {
    if (sending.current) return;
    sending.current = true;
    setBusy(true);
    setFailure(null);
    try {
      const grant = await grantPayment(booking.voucher, booking.fahrgast.name);
      paymentStore.write({
        flow: 'tracking',
        buchungId: grant.buchungId,
        voucher: grant.voucher,
        token: null,
        redirectUrl: null,
        expiration: null,
        zahlungsToken: grant.zahlungsToken,
        nachname: booking.fahrgast.name,
        zahlungBis: booking.zahlungBis,
      });
      navigate('/zahlung');
    } catch (error) {
      setFailure(payFailure(error));
      sending.current = false;
      setBusy(false);
    }
  };

  const final = failure === 'paid' || failure === 'tooLate' || failure === 'cancelled';
  // A final answer takes the button away: the focus goes to what it says instead of the page.
  useEffect(() => {
    if (final) failureRef.current?.focus();
  }, [final]);
  const failureText =
    failure === 'throttled'
      ? t('tracking.selfService.failure.throttled')
      : failure === 'offline'
        ? t('common.status.offline')
        : failure
          ? t(`tracking.pay.failure.${failure}`)
          : '';
  return (
    <div className="tracking-unpaid">
      <p>
        <span className="pi pi-credit-card" aria-hidden="true" /> {t('tracking.result.unpaid')}{' '}
        <PaymentDeadline until={booking.zahlungBis} />
      </p>
      {lock === null && !final ? (
        <Button
          type="button"
          label={t('tracking.pay.action')}
          icon="pi pi-credit-card"
          loading={busy}
          onClick={() => void pay()}
        />
      ) : null}
      {failure ? (
        <div ref={failureRef} tabIndex={-1}>
          <FailureMessage
            icon="pi-exclamation-triangle"
            text={failureText}
            action={failure === 'tooLate' || failure === 'cancelled' ? <Hotline /> : undefined}
          />
        </div>
      ) : null}
    </div>
  );
}
