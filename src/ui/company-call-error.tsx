import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { describeFailure } from './describe-failure';
import { FailureMessage, RetryMessage } from './retry-message';

/**
 * A failed call in the company area, shown in place. Without a valid session or access a retry
 * cannot help: those offer to sign in again instead; other final answers offer no retry.
 */
export function CompanyCallError({
  error,
  onRetry,
  busy,
}: {
  error: unknown;
  onRetry?: () => void;
  busy?: boolean;
}) {
  const { t } = useTranslation();
  const { key, retryable, signIn } = describeFailure(error);
  if (signIn) {
    return (
      <FailureMessage
        icon="pi-lock"
        text={t(key)}
        action={<Link to="/start#firmenlogin">{t('failures.signIn')}</Link>}
      />
    );
  }
  return <RetryMessage message={t(key)} onRetry={retryable ? onRetry : undefined} busy={busy} />;
}
