import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { companyLoginLink } from '../domain/company-login-link';
import { describeFailure } from './describe-failure';
import { FailureMessage, RetryMessage } from './retry-message';

/**
 * A failed call in the company area, shown in place. Without a valid session or access a retry
 * cannot help: those offer to sign in again (and come back to this page) instead; other final
 * answers offer no retry.
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
  const { pathname } = useLocation();
  const { key, retryable, signIn } = describeFailure(error);
  if (signIn) {
    // The login comes back here, where the company's draft or list is still waiting.
    return (
      <FailureMessage
        icon="pi-lock"
        text={t(key)}
        action={<Link to={companyLoginLink(pathname)}>{t('failures.signIn')}</Link>}
      />
    );
  }
  return <RetryMessage message={t(key)} onRetry={retryable ? onRetry : undefined} busy={busy} />;
}
