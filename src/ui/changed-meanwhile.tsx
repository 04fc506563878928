import { useTranslation } from 'react-i18next';
import { RetryMessage } from './retry-message';

/**
 * A save refused because what it was based on has been changed since (409 conflict,
 * docs/decisions/0021). Read structurally, like describeFailure: an ApiError or the same error
 * kept elsewhere.
 */
export function isChangedMeanwhile(error: unknown): boolean {
  const { status, code } = (typeof error === 'object' && error !== null ? error : {}) as {
    status?: unknown;
    code?: unknown;
  };
  return status === 409 && code === 'conflict';
}

/**
 * Says in place that the data was changed elsewhere and the change not saved; what was typed
 * stays until the user loads the current data (`onLoad`).
 */
export function ChangedMeanwhileMessage({ onLoad, busy }: { onLoad: () => void; busy: boolean }) {
  const { t } = useTranslation();
  return (
    <RetryMessage
      message={t('failures.changedMeanwhile')}
      retryLabel={t('failures.loadCurrent')}
      onRetry={onLoad}
      busy={busy}
    />
  );
}
