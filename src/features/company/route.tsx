// The company feature's route components (lazy chunk of /buchung/*, /login/... and /buchung/bearbeiten/...).
export { CompanyArea } from './company-area';
export { AutoLoginPage } from './auto-login-page';
export { EditByExternalIdPage } from './edit-by-external-id-page';
