import { Button } from './button';
import { useTranslation } from 'react-i18next';

interface RetryMessageProps {
  /** What failed, already translated (e.g. t('errors.network')). */
  message: string;
  /** Called by the retry button; omit it when there is nothing to retry. */
  onRetry?: () => void;
  /** Disables the button while the retried call runs. */
  busy?: boolean;
  /** Label of the button; defaults to common.actions.retry. */
  retryLabel?: string;
  className?: string;
}

/**
 * A failed call, shown in place with a retry button. role="alert" announces it once when it
 * appears; the rest of the screen (and what the user typed) stays as it was.
 */
export function RetryMessage({
  message,
  onRetry,
  busy = false,
  retryLabel,
  className,
}: RetryMessageProps) {
  const { t } = useTranslation();
  return (
    <div className={['retry-message', className].filter(Boolean).join(' ')} role="alert">
      <span className="pi pi-exclamation-triangle retry-message__icon" aria-hidden="true" />
      <p className="retry-message__text">{message}</p>
      {onRetry ? (
        <Button
          type="button"
          label={retryLabel ?? t('common.actions.retry')}
          icon="pi pi-refresh"
          outlined
          loading={busy}
          disabled={busy}
          onClick={onRetry}
        />
      ) : null}
    </div>
  );
}
