import { useOutletContext } from 'react-router';
import { CompanyBookingFlow } from '../features/booking/route';
import type { PassengerPicker } from '../features/booking/passenger-picker-slot';
import type { CompanyAreaContext } from '../features/company/company-area';
import { lazyStep } from '../ui/booking/lazy-step';

/* The company feature's customer list and form, a chunk of its own like every wizard step. */
const LazyPicker = lazyStep(() =>
  import('../features/company/passenger-picker').then((m) => m.PassengerPicker),
);
export const passengerPicker: PassengerPicker = {
  render: (props) => <LazyPicker.Component {...props} />,
  preload: LazyPicker.preload,
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
