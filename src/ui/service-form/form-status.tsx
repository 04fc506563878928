import { useTranslation } from 'react-i18next';
import { RetryMessage } from '../retry-message';
import type { Failure } from './failure';
import { ErrorSummary } from './form-feedback';

interface FormStatusProps {
  invalidCount: number;
  failure: Failure | null;
  sending: boolean;
  onRetry: () => void;
  /** Translated text for a failed request (server error). */
  serverErrorText: string;
  /** Translated text for a throttled request. */
  throttledText: string;
}

/**
 * Above the submit button: the invalid-field summary after a submit attempt, or a failed
 * request with a retry button (the form and its input stay as they are).
 */
export function FormStatus({
  invalidCount,
  failure,
  sending,
  onRetry,
  serverErrorText,
  throttledText,
}: FormStatusProps) {
  const { t } = useTranslation();
  const summary = invalidCount > 0 ? t('validation.summary', { count: invalidCount }) : null;
  return (
    <>
      <ErrorSummary message={summary} />
      {failure && failure.kind !== 'validation' ? (
        <RetryMessage
          message={
            failure.kind === 'offline'
              ? t('common.status.offline')
              : failure.kind === 'throttled'
                ? throttledText
                : serverErrorText
          }
          onRetry={onRetry}
          busy={sending}
        />
      ) : null}
    </>
  );
}
