import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { describeFailure } from './describe-failure';
import { RetryMessage } from './retry-message';

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
      <div className="retry-message" role="alert">
        <span className="pi pi-lock retry-message__icon" aria-hidden="true" />
        <p className="retry-message__text">{t(key)}</p>
        <Link to="/start#firmenlogin">{t('failures.signIn')}</Link>
      </div>
    );
  }
  return <RetryMessage message={t(key)} onRetry={retryable ? onRetry : undefined} busy={busy} />;
}
