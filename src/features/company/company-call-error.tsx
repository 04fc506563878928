import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { RetryMessage } from '../../ui/retry-message';

/**
 * Translation key for a failed company call (an ApiError, or the FlowError a machine keeps):
 * session and access problems and the booking conflicts get their own text.
 */
export function companyErrorKey(error: unknown): string {
  const { kind, code, status } = (error ?? {}) as {
    kind?: unknown;
    code?: unknown;
    status?: unknown;
  };
  if (code === 'unauthorized' || status === 401) return 'company.errors.sessionExpired';
  if (code === 'forbidden' || status === 403) return 'company.errors.forbidden';
  if (code === 'noTariff') return 'company.errors.noTariff';
  if (code === 'bookingCancelled') return 'company.errors.bookingCancelled';
  if (code === 'bookingNotEditable') return 'company.errors.bookingNotEditable';
  if (code === 'alreadyPaid') return 'company.errors.alreadyPaid';
  if (code === 'paymentInProgress') return 'company.errors.paymentInProgress';
  if (code === 'validation' || status === 400) return 'company.errors.validation';
  if (code === 'notFound' || status === 404) return 'company.errors.notFound';
  if (kind === 'timeout') return 'company.errors.timeout';
  if (kind === 'http' || kind === 'invalidResponse') return 'company.errors.server';
  return 'company.errors.network';
}

/**
 * A failed call in the company area, shown in place. Without a valid session or access a retry
 * cannot help: those offer to sign in again instead.
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
  const key = companyErrorKey(error);
  const accessProblem =
    key === 'company.errors.sessionExpired' || key === 'company.errors.forbidden';
  if (accessProblem) {
    return (
      <div className="retry-message" role="alert">
        <span className="pi pi-lock retry-message__icon" aria-hidden="true" />
        <p className="retry-message__text">{t(key)}</p>
        <Link to="/start#firmenlogin">{t('company.errors.loginAgain')}</Link>
      </div>
    );
  }
  return <RetryMessage message={t(key)} onRetry={onRetry} busy={busy} />;
}
