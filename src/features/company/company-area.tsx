import { useCallback, useEffect, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { logoutCompany } from '../../api/company';
import { restoredTab, tabOfPath, tabPath, visibleTabs } from '../../domain/company-rules';
import { activeTabCookie, bookingStore, companyStore } from '../../session';
import { BookedRideEditPage } from './booked-rides/booked-ride-edit-page';
import { BookedRidesPage } from './booked-rides/booked-rides-page';
import { CompanyHeader } from './company-header';
import { CompanyTabs } from './company-tabs';
import { CustomersPage } from './customers/customers-page';
import { PriceInquiryPage } from './price-inquiry/price-inquiry-page';
import { CompanyBookingFlow } from './wizard/company-booking-flow';
import './company.css';

/**
 * /buchung/*: the company booking area. The route table gives the children no elements of their
 * own, so this layout picks the screen from the path: the list screens by name, every other
 * segment belongs to the booking wizard (which owns its URLs through its router sync).
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
    return <Navigate replace to={`/buchung/${tabPath(restoredTab(activeTabCookie.read(), company), company)}`} />;
  }
  if (!allowed && company) {
    return <Navigate replace to={`/buchung/${tabPath(0, company)}`} />;
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
        {renderScreen(segments, company)}
      </div>
    </div>
  );
}

function renderScreen(segments: string[], company: ReturnType<typeof companyStore.read>) {
  const [segment, voucher, id] = segments;
  if (company && segment === 'gebuchte-fahrten') return <BookedRidesPage company={company} />;
  if (company && segment === 'gebuchte-fahrten-bearbeiten' && voucher && id) {
    return <BookedRideEditPage company={company} voucher={voucher} buchungId={Number(id)} />;
  }
  if (company && segment === 'kunde') return <CustomersPage company={company} />;
  if (company && segment === 'preisabfrage') return <PriceInquiryPage company={company} />;
  return <CompanyBookingFlow company={company} />;
}
