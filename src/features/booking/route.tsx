// The booking feature's route components (lazy chunk of /privat-buchung/* and, handed over by the
// app to the company area, of the wizard steps of /buchung/*).
export { PrivateBookingFlow, PrivateStepShell, CompanyBookingFlow } from './host';
