import { Suspense, useCallback, useEffect, useState } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { logoutCompany } from '../../api/company';
import { loadSalutations } from '../../api/salutations';
import { restoredTab, tabOfPath, tabPath, visibleTabs } from '../../domain/company-rules';
import { BOOKING_STEP_PATHS } from '../../domain/route-paths';
import { activeTabCookie, bookingStore, companyStore } from '../../session';
import type { CompanySession } from '../../domain/company';
import { lazyStep } from '../../ui/booking/lazy-step';
import { LoadingIndicator } from '../../ui/loading-indicator';
import { CompanyHeader } from './company-header';
import { CompanyTabs } from './company-tabs';
import './company.css';

/* Each tab's screen is a chunk of its own: a company user opening the wizard doesn't load the lists. */
const BookedRides = lazyStep(() =>
  import('./booked-rides/booked-rides-page').then((m) => m.BookedRidesPage),
);
const BookedRideEdit = lazyStep(() =>
  import('./booked-rides/booked-ride-edit-page').then((m) => m.BookedRideEditPage),
);
const Customers = lazyStep(() => import('./customers/customers-page').then((m) => m.CustomersPage));
const PriceInquiry = lazyStep(() =>
  import('./price-inquiry/price-inquiry-page').then((m) => m.PriceInquiryPage),
);

/** What the company area hands to the screens of its outlet: the signed-in company, if any. */
export type CompanyAreaContext = CompanySession | null;

/**
 * /buchung/*: the company booking area. The list screens have no route elements of their own, so
 * this layout picks them from the path; every other segment belongs to the booking wizard, which
 * the app's router puts into the outlet (the booking feature, which owns its URLs through its
 * router sync).
 */
export function CompanyArea() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [company] = useState(() => companyStore.read());
  const [loggingOut, setLoggingOut] = useState(false);
  const segments = pathname.replace(/\/+$/, '').split('/').slice(2);
  const segment = segments[0] ?? '';
  const tab = tabOfPath(segment);
  const allowed = company ? visibleTabs(company).includes(tab) : tab === 0;

  useEffect(() => {
    if (company && segment && allowed) activeTabCookie.write(tab);
  }, [company, segment, allowed, tab]);

  // The wizard's first step is the customer form: its salutations come with the area's calls, and
  // so does the code of the customer list above it, for a company that has one.
  useEffect(() => {
    if (!company || segment !== BOOKING_STEP_PATHS.neuerAuftrag) return;
    void loadSalutations().catch(() => undefined);
    if (company.kundeListeAktiv) void import('./customer-list-picker').catch(() => undefined);
  }, [company, segment]);

  const logout = useCallback(async () => {
    setLoggingOut(true);
    try {
      await logoutCompany();
    } catch {
      // The cookie session expires on its own; the local data goes in any case.
    }
    bookingStore.clear();
    companyStore.clear();
    void navigate('/');
  }, [navigate]);

  if (segment === '' && company) {
    return (
      <Navigate
        replace
        to={`/buchung/${tabPath(restoredTab(activeTabCookie.read(), company), company)}`}
      />
    );
  }
  // A list screen without a company goes to the wizard, which says that a company login is missing.
  if (!allowed) {
    return <Navigate replace to={company ? `/buchung/${tabPath(0, company)}` : '/buchung'} />;
  }

  return (
    <div className="company-area">
      {company ? (
        <>
          <CompanyHeader company={company} onLogout={() => void logout()} loggingOut={loggingOut} />
          <CompanyTabs company={company} active={tab} />
        </>
      ) : null}
      <div className="company-area__content">
        <Suspense fallback={<LoadingIndicator />}>{renderScreen(segments, company)}</Suspense>
      </div>
    </div>
  );
}

function renderScreen(segments: string[], company: CompanySession | null) {
  const [segment, voucher, id] = segments;
  if (company && segment === 'gebuchte-fahrten') return <BookedRides.Component company={company} />;
  if (company && segment === 'gebuchte-fahrten-bearbeiten' && voucher && id) {
    return <BookedRideEdit.Component company={company} voucher={voucher} buchungId={Number(id)} />;
  }
  if (company && segment === 'kunde') return <Customers.Component company={company} />;
  if (company && segment === 'preisabfrage') return <PriceInquiry.Component company={company} />;
  return <Outlet context={company satisfies CompanyAreaContext} />;
}
