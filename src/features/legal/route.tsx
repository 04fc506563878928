import './legal.css';

export { AccessibilityPage } from './accessibility-page';
export { ImprintPage } from './imprint-page';
export { PrivacyPage } from './privacy-page';
export { TermsPage } from './terms-page';
