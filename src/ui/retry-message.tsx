import type { ReactNode } from 'react';
import { Message } from 'primereact/message';
import { useTranslation } from 'react-i18next';
import { Button } from './button';

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
 * A failure in place, on PrimeReact's Message: role="alert" announces it once when it appears;
 * the rest of the screen (and what the user typed) stays as it was. `action` follows the text.
 */
export function FailureMessage({
  icon,
  text,
  action,
  className,
}: {
  icon: string;
  text: string;
  action?: ReactNode;
  className?: string | undefined;
}) {
  return (
    <Message
      severity="error"
      className={['retry-message', className].filter(Boolean).join(' ')}
      content={
        <>
          <span className={`pi ${icon} retry-message__icon`} aria-hidden="true" />
          <p className="retry-message__text">{text}</p>
          {action}
        </>
      }
    />
  );
}

/** A failed call, shown in place with a retry button. */
export function RetryMessage({
  message,
  onRetry,
  busy = false,
  retryLabel,
  className,
}: RetryMessageProps) {
  const { t } = useTranslation();
  return (
    <FailureMessage
      icon="pi-exclamation-triangle"
      text={message}
      className={className}
      action={
        onRetry ? (
          <Button
            type="button"
            label={retryLabel ?? t('common.actions.retry')}
            icon="pi pi-refresh"
            outlined
            loading={busy}
            disabled={busy}
            onClick={onRetry}
          />
        ) : null
      }
    />
  );
}
