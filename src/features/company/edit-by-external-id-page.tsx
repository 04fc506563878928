import { Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { getBookingByExternalId } from '../../api/booking';
import type { Booking } from '../../domain/booking';
import { bookingLockOf } from '../../domain/booking-lock';
import type { CompanySession } from '../../domain/company';
import { visibleTabs } from '../../domain/company-rules';
import { companyLoginLink } from '../../domain/company-login-link';
import { bookingStore, companyStore } from '../../session';
import { lazyStep } from '../../ui/booking/lazy-step';
import { FrameIcon } from '../../ui/frame-icon';
import { LoadingIndicator } from '../../ui/loading-indicator';
import { PageTitle } from '../../ui/page-title';
import { describeFailure } from '../../ui/describe-failure';

const EXTERNAL_ID = /^[A-Za-z0-9_-]{1,100}$/;
const TO_FORM = 'formular';

const BookedRide = lazyStep(() =>
  import('./booked-rides/booked-ride-edit-page').then((m) => m.BookedRideEditPage),
);

type View =
  | { kind: 'loading' }
  | { kind: 'failed'; key: string }
  /** Shown here with the booking's token: its rides can be changed or cancelled, or read why not. */
  | { kind: 'booking'; booking: Booking; company: CompanySession | null };

/**
 * /buchung/bearbeiten/:externeId, the edit link of a booking (e-mail, booking list). The
 * external id is a capability for this one booking (docs/decisions/0007-edit-link-access.md):
 * - the booking is shown here with its token: its rides can be changed or cancelled (the
 *   e-mail's link says so);
 * - with `?formular`, an open private booking, or one of the company that is signed in, goes on
 *   in its wizard (trip details; saving updates it), which the page links to; without a company
 *   login, the login brings the user back to the link for the company wizard; another company's
 *   login stays as it is;
 * - a booking that can no longer be changed (cancelled, under way, done) is shown read-only
 *   with the reason.
 */
export function EditByExternalIdPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { externeId = '' } = useParams();
  // `?formular`: the booking goes on in its wizard, as it is now on the server.
  const toForm = useSearchParams()[0].has(TO_FORM);
  const [view, setView] = useState<View>({ kind: 'loading' });
  const loadedFor = useRef<string | null>(null);

  useEffect(() => {
    const request = `${externeId}|${toForm}`;
    if (loadedFor.current === request) return;
    const first = loadedFor.current === null;
    loadedFor.current = request;
    if (!first) setView({ kind: 'loading' });
    if (!EXTERNAL_ID.test(externeId)) {
      setView({ kind: 'failed', key: 'company.errors.notFound' });
      return;
    }
    getBookingByExternalId(externeId).then(
      (booking) => {
        const firmenId = booking.buchungStamm.firmenId;
        const company = companyStore.read();
        const open = bookingLockOf(booking, new Date()) === null;
        if (open && firmenId === null && toForm) {
          bookingStore.write({ ...booking, idempotencyKey: null });
          void navigate('/privat-buchung/zusammenfassung', { replace: true });
        } else if (open && firmenId !== null && company?.firmenId === firmenId && toForm) {
          bookingStore.write({ ...booking, idempotencyKey: null });
          void navigate('/buchung/reise-details', { replace: true });
        } else {
          void BookedRide.preload();
          setView({ kind: 'booking', booking, company });
        }
      },
      (failure: unknown) => setView({ kind: 'failed', key: describeFailure(failure).key }),
    );
  }, [externeId, toForm, navigate]);

  if (view.kind === 'booking') {
    const { booking, company } = view;
    const { id, voucher, zugriffsToken, firmenId } = booking.buchungStamm;
    const own = company !== null && company.firmenId === firmenId;
    return (
      <Suspense fallback={<LoadingIndicator />}>
        <BookedRide.Component
          company={company}
          voucher={voucher ?? ''}
          buchungId={id ?? 0}
          token={zugriffsToken ?? ''}
          intro={
            own || firmenId === null
              ? (current: Booking, editable: boolean) => (
                  <FormLinkNote externeId={editable ? externeId : null} own={own} />
                )
              : // The login to edit it is offered only while the booking can still be changed.
                (current: Booking, editable: boolean) => (
                  <LinkNote company={company} externeId={externeId} offerLogin={editable} />
                )
          }
          back={<BackLink company={company} own={own} />}
        />
      </Suspense>
    );
  }

  return (
    <section className="company-screen">
      <PageTitle title={t('company.editLink.title')} />
      {view.kind === 'failed' ? (
        <div role="alert">
          <p>{t(view.key)}</p>
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

/** How the booking was opened and what the link allows; another company's login stays as it is. */
function LinkNote({
  company,
  externeId,
  offerLogin,
}: {
  company: CompanySession | null;
  externeId: string;
  offerLogin: boolean;
}) {
  const { t } = useTranslation();
  const back = `/buchung/bearbeiten/${externeId}?${TO_FORM}`;
  return (
    <div className="company-link-note">
      <p>{t('company.editLink.byLink')}</p>
      {company ? (
        <p>{t('company.editLink.otherCompany', { company: company.name })}</p>
      ) : offerLogin ? (
        <p>
          {t('company.editLink.loginHint')}{' '}
          <Link to={companyLoginLink(back)}>{t('company.editLink.login')}</Link>
        </p>
      ) : null}
    </div>
  );
}

/**
 * A private booking by its link, or the signed-in company's own: its rides here, its contact (the
 * passenger) and trip details in the wizard, loaded again on the way (a ride cancelled here
 * meanwhile is cancelled there too). `externeId` is null once the booking can no longer be changed.
 */
function FormLinkNote({ externeId, own }: { externeId: string | null; own: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="company-link-note">
      <p>{t('company.editLink.byLink')}</p>
      {externeId ? (
        <p>
          {t(own ? 'company.editLink.ownHint' : 'company.editLink.privateHint')}{' '}
          <Link to={`/buchung/bearbeiten/${externeId}?${TO_FORM}`}>
            {t('company.editLink.toForm')}
          </Link>
        </p>
      ) : null}
    </div>
  );
}

function BackLink({ company, own }: { company: CompanySession | null; own: boolean }) {
  const { t } = useTranslation();
  const [to, label] = !company
    ? ['/start', t('common.actions.backToStart')]
    : own && visibleTabs(company).includes(1)
      ? ['/buchung/gebuchte-fahrten', t('company.edit.backToList')]
      : ['/buchung', t('company.editLink.backToArea')];
  return (
    <p>
      <Link to={to}>
        <FrameIcon name="back" /> {label}
      </Link>
    </p>
  );
}
