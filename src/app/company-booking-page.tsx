import { useOutletContext } from 'react-router';
import { CompanyBookingFlow } from '../features/booking/route';
import type { PassengerPicker } from '../features/booking/passenger-picker-slot';
import type { CompanyAreaContext } from '../features/company/company-area';
import { lazyStep } from '../ui/booking/lazy-step';

/* The company feature's customer list and form, a chunk of its own like every wizard step. */
const LazyPicker = lazyStep(() =>
  import('../features/company/passenger-picker').then((m) => m.PassengerPicker),
);
/* Its customer list alone (the chunk the picker loads for it), for 52460's trip details. */
const LazyList = lazyStep(() =>
  import('../features/company/customer-list-picker').then((m) => m.CustomerListPicker),
);
export const passengerPicker: PassengerPicker = {
  render: (props) => <LazyPicker.Component {...props} />,
  preload: LazyPicker.preload,
  renderList: (props) => <LazyList.Component {...props} />,
  preloadList: LazyList.preload,
};

/**
 * The company wizard in the company area's outlet: the booking feature's host with the company
 * the area read and the company feature's passenger picker. Features do not import each other
 * (DESIGN.md section 3), so the app puts the two together here.
 */
export function CompanyBookingPage() {
  const company = useOutletContext<CompanyAreaContext>();
  return <CompanyBookingFlow company={company} passengerPicker={passengerPicker} />;
}
