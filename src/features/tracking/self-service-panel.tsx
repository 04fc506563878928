import { Button } from '../../ui/button';
import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { cancelOwnBooking } from '../../api/self-service';
import { mailsChanges, type BookingTracking } from '../../domain/booking-tracking';
import { selfServiceOf } from '../../domain/self-service';
import { hasKeptTyping } from '../../i18n';
import { useLocale } from '../../i18n/use-locale';
import { formatPrice } from '../../ui/booking/format';
import type { SelfServiceAnswer } from './tracking-result';
import { formatInstant } from '../../ui/service-form/format';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { keptPickupKey, PickupChange } from './pickup-change';
import { selfServiceFailure, type SelfServiceFailure } from './self-service-failure';
import { FailureText, Hotline, RefundLine } from './self-service-texts';

/**
 * Cancel the booking or move a pickup, within the window of src/domain/self-service.ts (the
 * server checks the same rule); outside it, or for a ride that is done or under way, the hotline.
 */
export function SelfServicePanel({
  booking,
  onChanged,
}: {
  booking: BookingTracking;
  onChanged: (booking: BookingTracking, answer: SelfServiceAnswer) => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<SelfServiceFailure | null>(null);
  // A form that was open with typing in it at a language switch opens again with it.
  const [changing, setChanging] = useState(() => hasKeptTyping(keptPickupKey(booking.voucher)));
  const changeButton = useRef<HTMLButtonElement>(null);

  if (booking.storniert) return <RefundLine booking={booking} />;
  const window = selfServiceOf(booking, new Date());
  if (!window.open) {
    return (
      <section className="tracking-self-service" aria-labelledby="tracking-self-service-title">
        <h3 id="tracking-self-service-title">{t('tracking.selfService.title')}</h3>
        <p>
          {t(`tracking.selfService.closed.${window.reason}`)} <Hotline />
        </p>
      </section>
    );
  }

  const cancel = async () => {
    setBusy(true);
    setFailure(null);
    try {
      const updated = await cancelOwnBooking(booking.voucher, booking.fahrgast.name);
      setConfirming(false);
      onChanged(updated, 'cancelled');
    } catch (error) {
      setFailure(selfServiceFailure(error));
    } finally {
      setBusy(false);
    }
  };
  const paid = booking.zahlungsstatus === 'bezahlt';
  const until = formatInstant(window.until.toISOString(), locale);

  return (
    <section className="tracking-self-service" aria-labelledby="tracking-self-service-title">
      <h3 id="tracking-self-service-title">{t('tracking.selfService.title')}</h3>
      <p>{t('tracking.selfService.openUntil', { until })}</p>
      {changing ? (
        <PickupChange
          booking={booking}
          onDone={(updated, answer) => {
            setChanging(false);
            onChanged(updated, answer);
          }}
          onClose={() => {
            // Closed without a change: the focus goes back to the button that opened the form.
            flushSync(() => setChanging(false));
            changeButton.current?.focus();
          }}
        />
      ) : (
        <div className="tracking-self-service__actions sf-no-print">
          <Button
            ref={changeButton}
            type="button"
            label={t('tracking.selfService.change')}
            icon="pi pi-clock"
            outlined
            onClick={() => setChanging(true)}
          />
          <Button
            type="button"
            label={t('tracking.selfService.cancel')}
            icon="pi pi-times"
            severity="danger"
            outlined
            onClick={() => {
              setFailure(null);
              setConfirming(true);
            }}
          />
        </div>
      )}
      <ConfirmDialog
        open={confirming}
        title={t('tracking.selfService.confirmCancel.title', { voucher: booking.voucher })}
        keepLabel={t('tracking.selfService.keep')}
        confirmLabel={t('tracking.selfService.confirmCancel.confirm')}
        confirmIcon="pi pi-times"
        busy={busy}
        error={failure ? <FailureText failure={failure} /> : null}
        onConfirm={() => void cancel()}
        onCancel={() => setConfirming(false)}
      >
        <p>
          {t('tracking.selfService.confirmCancel.text')}
          {mailsChanges(booking) ? ` ${t('tracking.selfService.confirmCancel.mail')}` : null}
        </p>
        {paid ? (
          <p>
            {t('tracking.selfService.confirmCancel.refund', {
              amount: formatPrice(booking.preis.betragCent, locale),
            })}
          </p>
        ) : null}
      </ConfirmDialog>
    </section>
  );
}
