import { createBrowserRouter, createPath, type RouteObject } from 'react-router';
import { importWithReload } from '../ui/import-with-reload';
import { PublicLayout } from './layouts/public-layout';
import { RouteError } from './route-error';

let activeRouter: AppRouter | null = null;

/**
 * A lazy route loads before the navigation commits, so the address bar still shows the previous
 * page. Reloading "into" the page the user asked for (a full load of the target URL) is what
 * they expect; without a pending navigation (first load) a plain reload does the same.
 */
function reloadIntoTarget() {
  const target = activeRouter?.state.navigation.location;
  if (target) window.location.assign(createPath(target));
  else window.location.reload();
}

/* Every feature area is its own lazily loaded chunk; a failed chunk load reloads the page once. */
const lazyFeature = <T,>(load: () => Promise<T>) =>
  importWithReload(load, { reload: reloadIntoTarget });
const start = () => lazyFeature(() => import('../features/start/route'));
const contact = () => lazyFeature(() => import('../features/contact/route'));
const logistics = () => lazyFeature(() => import('../features/logistics/route'));
const registration = () => lazyFeature(() => import('../features/registration/route'));
const tracking = () => lazyFeature(() => import('../features/tracking/route'));
const flightInfo = () => lazyFeature(() => import('../features/flight-info/route'));
const legal = () => lazyFeature(() => import('../features/legal/route'));
const notFound = () => lazyFeature(() => import('../features/not-found/route'));
const privateBooking = () => lazyFeature(() => import('../features/private-booking/route'));
const company = () => lazyFeature(() => import('../features/company/route'));
const payment = () => lazyFeature(() => import('../features/payment/route'));
/* The guards read session storage through zod schemas; loading them only when a wizard URL is
   entered keeps zod out of the entry chunk (start page budget, DESIGN.md section 10). */
const guards = () => lazyFeature(() => import('./guards'));
const requirePrivateBooking = async () => (await guards()).requirePrivateBooking();
const requireCompanyArea = async () => (await guards()).requireCompanyArea();

export const PRIVATE_BOOKING_STEPS = [
  'tarif-auswahl',
  'reise-details',
  'kreditkarte-zahlung',
  'zusammenfassung',
  'status',
] as const;

export const COMPANY_AREA_PATHS = [
  'mtu-tarifauswahl',
  'tarif-auswahl',
  'reise-details',
  'zusammenfassung',
  'status',
  'gebuchte-fahrten-bearbeiten/:voucher/:id',
  'gebuchte-fahrten',
  'kreditkarte-zahlung',
  'kunde',
  'preisabfrage',
  'reiseziel',
  'neuer-auftrag',
] as const;

export const routes: RouteObject[] = [
  {
    element: <PublicLayout />,
    // Until the first page's chunk has loaded: the same spinner index.html shows, no text.
    hydrateFallbackElement: <div className="boot-spinner" aria-hidden="true" />,
    // Only if the layout itself fails; every page error below renders inside the layout.
    errorElement: <RouteError />,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          { index: true, lazy: async () => ({ Component: (await start()).StartPage }) },
          { path: 'start', lazy: async () => ({ Component: (await start()).StartPage }) },
          { path: 'kontakt', lazy: async () => ({ Component: (await contact()).ContactPage }) },
          {
            path: 'logistik',
            lazy: async () => ({ Component: (await logistics()).LogisticsPage }),
          },
          {
            path: 'neukunde',
            lazy: async () => ({ Component: (await registration()).RegistrationPage }),
          },
          { path: 'tracking', lazy: async () => ({ Component: (await tracking()).TrackingPage }) },
          {
            path: 'flugauskunft',
            lazy: async () => ({ Component: (await flightInfo()).FlightInfoPage }),
          },
          { path: 'datenschutz', lazy: async () => ({ Component: (await legal()).PrivacyPage }) },
          { path: 'impressum', lazy: async () => ({ Component: (await legal()).ImprintPage }) },
          {
            path: 'befoerderungsbedingungen',
            lazy: async () => ({ Component: (await legal()).TermsPage }),
          },
          {
            path: 'barrierefreiheit',
            lazy: async () => ({ Component: (await legal()).AccessibilityPage }),
          },
          // The wizards render their steps from the statechart, so their child routes only
          // match URLs and guard them; `element: null` says so to the router.
          {
            path: 'privat-buchung',
            loader: requirePrivateBooking,
            lazy: async () => ({ Component: (await privateBooking()).PrivateBookingFlow }),
            children: [
              { index: true, loader: requirePrivateBooking, element: null },
              ...PRIVATE_BOOKING_STEPS.map((path) => ({
                path,
                loader: requirePrivateBooking,
                element: null,
              })),
            ],
          },
          { path: 'zahlung', lazy: async () => ({ Component: (await payment()).PaymentPage }) },
          {
            path: 'login/:externeId/:firmenId/start.html',
            lazy: async () => ({ Component: (await company()).AutoLoginPage }),
          },
          {
            path: 'buchung/bearbeiten/:externeId',
            lazy: async () => ({ Component: (await company()).EditByExternalIdPage }),
          },
          {
            path: 'buchung',
            loader: requireCompanyArea,
            lazy: async () => ({ Component: (await company()).CompanyArea }),
            children: [
              { index: true, loader: requireCompanyArea, element: null },
              ...COMPANY_AREA_PATHS.map((path) => ({
                path,
                loader: requireCompanyArea,
                element: null,
              })),
            ],
          },
          { path: '*', lazy: async () => ({ Component: (await notFound()).NotFoundPage }) },
        ],
      },
    ],
  },
];

export type AppRouter = ReturnType<typeof createBrowserRouter>;

/** Creates the app's router; call it once (main.tsx). */
export function createRouter(): AppRouter {
  activeRouter = createBrowserRouter(routes);
  return activeRouter;
}
