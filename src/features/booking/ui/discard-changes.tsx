import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button';

/**
 * Under a failed save of a booking that exists: what is on the summary is the unsaved change,
 * kept until the user adjusts it (the edit links) or discards it for the booking as stored.
 */
export function DiscardChanges({ busy, onDiscard }: { busy: boolean; onDiscard: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="booking-summary__discard">
      <p>{t('booking.summary.notSaved')}</p>
      <Button
        type="button"
        label={t('booking.summary.discard')}
        icon="pi pi-undo"
        outlined
        loading={busy}
        disabled={busy}
        onClick={onDiscard}
      />
    </div>
  );
}
