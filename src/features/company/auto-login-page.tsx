import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { loginWithExternalId } from '../../api/company';
import { entryRoute } from '../../domain/company-rules';
import { activeTabCookie, bookingStore, companyStore } from '../../session';
import { LoadingIndicator } from '../../ui/loading-indicator';
import { PageTitle } from '../../ui/page-title';
import { describeFailure } from '../../ui/describe-failure';

const EXTERNAL_ID = /^[A-Za-z0-9_-]{1,100}$/;
const COMPANY_ID = /^[1-9]\d{0,8}$/;

/**
 * /login/:externeId/:firmenId/start.html: the automatic login link a company puts on its
 * intranet. Signs in with the external id and opens the company's entry route.
 */
export function AutoLoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { externeId = '', firmenId = '' } = useParams();
  const [error, setError] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    // One login per page view, also under StrictMode's double effects.
    if (started.current) return;
    started.current = true;
    if (!EXTERNAL_ID.test(externeId) || !COMPANY_ID.test(firmenId)) {
      setError('company.autoLogin.invalidLink');
      return;
    }
    loginWithExternalId(externeId, Number(firmenId)).then(
      (company) => {
        bookingStore.clear();
        companyStore.write(company);
        activeTabCookie.write(0);
        void navigate(`/buchung/${entryRoute(company)}`, { replace: true });
      },
      (failure: unknown) => {
        const { code, status } = (failure ?? {}) as { code?: unknown; status?: unknown };
        if (code === 'loginFailed' || status === 401 || status === 404)
          setError('company.autoLogin.failed');
        else if (code === 'tooManyRequests' || status === 429)
          setError('companyLogin.errors.throttled');
        else setError(describeFailure(failure).key);
      },
    );
  }, [externeId, firmenId, navigate]);

  return (
    <section className="company-screen">
      <PageTitle title={t('company.autoLogin.title')} />
      {error ? (
        <div role="alert">
          <p>{t(error)}</p>
          <p>
            <Link to="/start#firmenlogin">{t('company.autoLogin.manual')}</Link>
          </p>
        </div>
      ) : (
        <LoadingIndicator label={t('company.autoLogin.signingIn')} showLabel />
      )}
    </section>
  );
}
