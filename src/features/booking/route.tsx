// The booking feature's route components (lazy chunk of /privat-buchung/* and the wizard steps of /buchung/*).
export { PrivateBookingFlow, Flow } from './private-host';
export { CompanyBookingFlow } from './company-host';
