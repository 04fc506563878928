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

/**
 * A retry that is under way or has worked takes its message, and the focused button with it,
 * away. The focus would fall to the page's body (the next Tab starts at the top of the page);
 * it goes instead to the nearest container the page lets take the focus (tabIndex -1: a view,
 * the main region), unless what replaced the message has taken it itself. A ref cleanup runs
 * before React takes the button out of the page, while it still has the focus and its place
 * (on a span of its own: PrimeReact's Button hands its ref over without the cleanup).
 */
function keepFocusAfterRetry(action: HTMLSpanElement | null) {
  if (!action) return undefined;
  return () => {
    if (!action.contains(document.activeElement)) return;
    const container = action.parentElement?.closest<HTMLElement>('[tabindex="-1"]');
    setTimeout(() => {
      const active = document.activeElement;
      if (container?.isConnected && (active === null || active === document.body))
        container.focus({ preventScroll: true });
    });
  };
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
          <span ref={keepFocusAfterRetry} className="retry-message__action">
            <Button
              type="button"
              label={retryLabel ?? t('common.actions.retry')}
              icon="pi pi-refresh"
              outlined
              loading={busy}
              disabled={busy}
              onClick={onRetry}
            />
          </span>
        ) : null
      }
    />
  );
}
