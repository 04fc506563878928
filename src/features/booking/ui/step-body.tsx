import { useDeferredValue, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button';
import { FrameIcon } from '../../../ui/frame-icon';
import { LoadingIndicator } from '../../../ui/loading-indicator';
import { RetryMessage } from '../../../ui/retry-message';

export interface StepBodyProps {
  phase: 'loading' | 'failure' | 'ready';
  /** Translated failure text. */
  errorMessage?: string;
  onRetry?: () => void;
  onBack?: () => void;
  children: ReactNode;
}

/** The body of a wizard step: a spinner while loading, a retry in place on failure, else the step. */
export function StepBody({ phase, errorMessage, onRetry, onBack, children }: StepBodyProps) {
  const { t } = useTranslation();
  // A step whose lists have come is a large render, and a machine's update renders at once and in
  // one piece: a phone would not answer a tap until the step is drawn. Its first drawing is
  // deferred, so React draws it in slices that yield to input; the spinner stays until then.
  const deferred = useDeferredValue(phase);
  const shown = phase === 'ready' ? deferred : phase;
  if (shown === 'loading') return <StepLoading />;
  if (shown === 'failure') {
    return (
      <div className="booking-failure">
        <RetryMessage
          message={errorMessage ?? t('common.status.loadFailed')}
          {...(onRetry ? { onRetry } : {})}
        />
        {onBack ? (
          <div className="booking-actions">
            <Button
              type="button"
              label={t('common.actions.back')}
              icon={<FrameIcon name="back" />}
              text
              onClick={onBack}
            />
          </div>
        ) : null}
      </div>
    );
  }
  return <>{children}</>;
}

/** A step-sized box with the spinner, so the price total and footer below do not jump up and back down. */
export function StepLoading() {
  return (
    <div className="step-body__loading">
      <LoadingIndicator showLabel />
    </div>
  );
}
