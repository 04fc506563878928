import { lazy, Suspense, type ComponentType } from 'react';
import {
  createBrowserRouter,
  createPath,
  type LoaderFunctionArgs,
  type RouteObject,
} from 'react-router';
import {
  BOOKING_STEPS,
  COMPANY_AREA_BASE,
  COMPANY_AREA_PATHS,
  PRIVATE_BOOKING_BASE,
  PRIVATE_BOOKING_STEPS,
  PUBLIC_PATHS,
  type PublicPath,
} from '../domain/route-paths';
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
const lazyFeature = <T,>(load: () => Promise<T>): Promise<T> =>
  importWithReload(load, { reload: reloadIntoTarget });
const start = () => lazyFeature(() => import('../features/start/route'));
const contact = () => lazyFeature(() => import('../features/contact/route'));
const logistics = () => lazyFeature(() => import('../features/logistics/route'));
const registration = () => lazyFeature(() => import('../features/registration/route'));
const tracking = () => lazyFeature(() => import('../features/tracking/route'));
const flightInfo = () => lazyFeature(() => import('../features/flight-info/route'));
const legal = () => lazyFeature(() => import('../features/legal/route'));
const notFound = () => lazyFeature(() => import('../features/not-found/route'));
const booking = () => lazyFeature(() => import('../features/booking/route'));
/* The company wizard: the booking feature put into the company area by the app (./company-booking-page). */
const companyBooking = () => lazyFeature(() => import('./company-booking-page'));
const company = () => lazyFeature(() => import('../features/company/route'));
const payment = () => lazyFeature(() => import('../features/payment/route'));
const accessCodeReset = () => lazyFeature(() => import('../features/access-code-reset/route'));
/* The guards read session storage through zod schemas: loaded when a wizard URL is entered, they
   keep zod out of the entry chunk (start page budget, DESIGN.md section 10). */
const guards = () => lazyFeature(() => import('./guards'));
const requirePrivateBooking = async () => (await guards()).requirePrivateBooking();
/* A private step's frame: the prerender writes it into the step's page (scripts/prerender.ts),
   and the browser hydrates it until the step's guard has run. */
const PrivateStepShell = lazy(async () => ({ default: (await booking()).PrivateStepShell }));
const requireCompanyArea = async (args: LoaderFunctionArgs) =>
  (await guards()).requireCompanyArea(args);

/* Below /buchung, the booking wizard's steps and the list screens beside it. */
const isWizardPath = (path: string) => BOOKING_STEPS.some((step) => step.path === path);
const companyAreaRoute = (path: string) => ({ path, loader: requireCompanyArea, element: null });

type PageComponent = { Component: ComponentType };

/* Every public path of src/domain/route-paths.ts and the page it shows; the type makes a new
   path there fail to compile until it has its page here. */
const PUBLIC_PAGES: Record<PublicPath, () => Promise<PageComponent>> = {
  start: async () => ({ Component: (await start()).StartPage }),
  kontakt: async () => ({ Component: (await contact()).ContactPage }),
  logistik: async () => ({ Component: (await logistics()).LogisticsPage }),
  neukunde: async () => ({ Component: (await registration()).RegistrationPage }),
  tracking: async () => ({ Component: (await tracking()).TrackingPage }),
  flugauskunft: async () => ({ Component: (await flightInfo()).FlightInfoPage }),
  datenschutz: async () => ({ Component: (await legal()).PrivacyPage }),
  impressum: async () => ({ Component: (await legal()).ImprintPage }),
  befoerderungsbedingungen: async () => ({ Component: (await legal()).TermsPage }),
  barrierefreiheit: async () => ({ Component: (await legal()).AccessibilityPage }),
  zahlung: async () => ({ Component: (await payment()).PaymentPage }),
  'login/:externeId/:firmenId/start.html': async () => ({
    Component: (await company()).AutoLoginPage,
  }),
  'buchung/bearbeiten/:externeId': async () => ({
    Component: (await company()).EditByExternalIdPage,
  }),
  'zugangscode-zuruecksetzen': async () => ({
    Component: (await accessCodeReset()).AccessCodeResetPage,
  }),
};

export const routes: RouteObject[] = [
  {
    element: <PublicLayout />,
    // Only if the layout itself fails; every page error below renders inside the layout.
    errorElement: <RouteError />,
    children: [
      {
        // Until the first page's chunk and guard have run: the layout with index.html's spinner
        // (the prerendered placeholder of the company area).
        hydrateFallbackElement: <div className="boot-spinner" aria-hidden="true" />,
        errorElement: <RouteError />,
        children: [
          { index: true, lazy: PUBLIC_PAGES.start },
          ...PUBLIC_PATHS.map((path) => ({ path, lazy: PUBLIC_PAGES[path] })),
          // The wizards render their steps from the statechart, so their child routes only
          // match URLs and guard them; `element: null` says so to the router.
          {
            path: PRIVATE_BOOKING_BASE,
            loader: requirePrivateBooking,
            hydrateFallbackElement: (
              <Suspense>
                <PrivateStepShell />
              </Suspense>
            ),
            lazy: async () => ({ Component: (await booking()).PrivateBookingFlow }),
            children: [
              { index: true, loader: requirePrivateBooking, element: null },
              ...PRIVATE_BOOKING_STEPS.map((path) => ({
                path,
                loader: requirePrivateBooking,
                element: null,
              })),
            ],
          },
          {
            path: COMPANY_AREA_BASE,
            loader: requireCompanyArea,
            lazy: async () => ({ Component: (await company()).CompanyArea }),
            // The layout shows the list screens itself and the wizard in its outlet.
            children: [
              ...COMPANY_AREA_PATHS.filter((path) => !isWizardPath(path)).map(companyAreaRoute),
              {
                lazy: async () => ({ Component: (await companyBooking()).CompanyBookingPage }),
                children: [
                  { index: true, loader: requireCompanyArea, element: null },
                  ...COMPANY_AREA_PATHS.filter(isWizardPath).map(companyAreaRoute),
                ],
              },
            ],
          },
          { path: '*', lazy: async () => ({ Component: (await notFound()).NotFoundPage }) },
        ],
      },
    ],
  },
];

export type AppRouter = ReturnType<typeof createBrowserRouter>;

/**
 * Creates the app's router; call it once (start-app.tsx). On a page the prerender wrote, the
 * visitor may have scrolled before the app ran: `hydrationData` tells the router so, and its
 * `ScrollRestoration` leaves the page where it is instead of scrolling to the top as it would
 * for a page it draws itself (a press while it did so landed elsewhere).
 */
export function createRouter({ prerendered }: { prerendered: boolean }): AppRouter {
  activeRouter = createBrowserRouter(routes, prerendered ? { hydrationData: {} } : undefined);
  return activeRouter;
}
