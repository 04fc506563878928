import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { getBookingByExternalId } from '../../api/booking';
import { bookingStore, companyStore } from '../../session';
import { LoadingIndicator } from '../../ui/loading-indicator';
import { PageTitle } from '../../ui/page-title';
import { companyErrorKey } from './company-call-error';

const EXTERNAL_ID = /^[A-Za-z0-9_-]{1,100}$/;

/**
 * /buchung/bearbeiten/:externeId: loads the booking the link stands for and continues it in the
 * wizard (trip details; saving updates it with PUT). A private booking continues in the private
 * wizard; a company booking needs that company's session for its tariff.
 */
export function EditByExternalIdPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { externeId = '' } = useParams();
  const [error, setError] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (!EXTERNAL_ID.test(externeId)) {
      setError('company.errors.notFound');
      return;
    }
    getBookingByExternalId(externeId).then(
      (booking) => {
        bookingStore.write({ ...booking, idempotencyKey: null });
        const firmenId = booking.buchungStamm.firmenId;
        if (firmenId === null) {
          void navigate('/privat-buchung/zusammenfassung', { replace: true });
          return;
        }
        const company = companyStore.read();
        if (company && company.firmenId !== firmenId) companyStore.clear();
        void navigate('/buchung/reise-details', { replace: true });
      },
      (failure: unknown) => setError(companyErrorKey(failure)),
    );
  }, [externeId, navigate]);

  return (
    <section className="company-screen">
      <PageTitle title={t('company.editLink.title')} />
      {error ? (
        <div role="alert">
          <p>{t(error)}</p>
          <p>
            <Link to="/start">{t('common.actions.backToStart')}</Link>
          </p>
        </div>
      ) : (
        <LoadingIndicator label={t('company.editLink.loading')} showLabel />
      )}
    </section>
  );
}
