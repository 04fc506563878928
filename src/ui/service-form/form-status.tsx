import { useTranslation } from 'react-i18next';
import { RetryMessage } from '../retry-message';
import type { Failure } from './failure';
import { ErrorSummary } from './form-feedback';

interface FailureTexts {
  /** Translated text for a failed request (server error). */
  serverErrorText: string;
  /** Translated text for a throttled request. */
  throttledText: string;
}

interface FailureRetryProps extends FailureTexts {
  failure: Failure | null;
  sending: boolean;
  onRetry: () => void;
}

/**
 * A failed request (other than the server's field errors, which land on the fields) with a
 * retry button in place: offline, throttled or a server error each say so in their own words.
 */
export function FailureRetry({
  failure,
  sending,
  onRetry,
  serverErrorText,
  throttledText,
}: FailureRetryProps) {
  const { t } = useTranslation();
  if (!failure || failure.kind === 'validation') return null;
  const message =
    failure.kind === 'offline'
      ? t('common.status.offline')
      : failure.kind === 'throttled'
        ? throttledText
        : serverErrorText;
  return <RetryMessage message={message} onRetry={onRetry} busy={sending} />;
}

interface FormStatusProps extends FailureRetryProps {
  invalidCount: number;
}

/**
 * Above the submit button: the invalid-field summary after a submit attempt, or a failed
 * request with a retry button (the form and its input stay as they are).
 */
export function FormStatus({ invalidCount, ...failure }: FormStatusProps) {
  const { t } = useTranslation();
  const summary = invalidCount > 0 ? t('validation.summary', { count: invalidCount }) : null;
  return (
    <>
      <ErrorSummary message={summary} />
      <FailureRetry {...failure} />
    </>
  );
}
