/*
 * The app's URL paths, as plain data: the router (src/app/router.tsx) builds its route table from
 * these lists and the server (server/app.ts) answers 404 for any path they do not match. It lives
 * in the domain because both sides may import it; keep it free of React and of the browser.
 */

/** Pages of the public layout, besides the index (`/`). */
export const PUBLIC_PATHS = [
  'start',
  'kontakt',
  'logistik',
  'neukunde',
  'tracking',
  'flugauskunft',
  'datenschutz',
  'impressum',
  'befoerderungsbedingungen',
  'barrierefreiheit',
  'zahlung',
  'login/:externeId/:firmenId/start.html',
  'buchung/bearbeiten/:externeId',
  'zugangscode-zuruecksetzen',
] as const;

export type PublicPath = (typeof PUBLIC_PATHS)[number];

/**
 * The booking wizard's steps, in the order a user meets them: the booking machine's state id
 * (machines/booking.machine.ts takes each step's `meta.path` from here) and the step's URL
 * segment. `private`: the step is part of the private wizard under /privat-buchung too; every
 * step is part of the company wizard under /buchung.
 */
export const BOOKING_STEPS = [
  { id: 'neuerAuftrag', path: 'neuer-auftrag', private: false },
  { id: 'reiseziel', path: 'reiseziel', private: false },
  { id: 'mtuTarifauswahl', path: 'mtu-tarifauswahl', private: false },
  { id: 'tarifAuswahl', path: 'tarif-auswahl', private: true },
  { id: 'reiseDetails', path: 'reise-details', private: true },
  { id: 'kreditkarteZahlung', path: 'kreditkarte-zahlung', private: true },
  { id: 'zusammenfassung', path: 'zusammenfassung', private: true },
  { id: 'status', path: 'status', private: true },
] as const;

export type BookingStepId = (typeof BOOKING_STEPS)[number]['id'];
export type BookingStepPath = (typeof BOOKING_STEPS)[number]['path'];

/** The URL segment of each step, by the machine's state id. */
export const BOOKING_STEP_PATHS = Object.fromEntries(
  BOOKING_STEPS.map((step) => [step.id, step.path]),
) as { [Step in (typeof BOOKING_STEPS)[number] as Step['id']]: Step['path'] };

/** The private wizard's steps under /privat-buchung. */
export const PRIVATE_BOOKING_STEPS: readonly BookingStepPath[] = BOOKING_STEPS.filter(
  (step) => step.private,
).map((step) => step.path);

/** The company area's screens under /buchung: the wizard's steps and the screens besides it. */
export const COMPANY_AREA_PATHS: readonly string[] = [
  ...BOOKING_STEPS.map((step) => step.path),
  'gebuchte-fahrten-bearbeiten/:voucher/:id',
  'gebuchte-fahrten',
  'kunde',
  'preisabfrage',
];

export const PRIVATE_BOOKING_BASE = 'privat-buchung';
export const COMPANY_AREA_BASE = 'buchung';

/** Every pattern the router matches, as absolute paths (`:name` is one non-empty segment). */
export const APP_PATH_PATTERNS: readonly string[] = [
  '/',
  ...PUBLIC_PATHS.map((path) => `/${path}`),
  `/${PRIVATE_BOOKING_BASE}`,
  ...PRIVATE_BOOKING_STEPS.map((step) => `/${PRIVATE_BOOKING_BASE}/${step}`),
  `/${COMPANY_AREA_BASE}`,
  ...COMPANY_AREA_PATHS.map((path) => `/${COMPANY_AREA_BASE}/${path}`),
];

function segmentsOf(path: string): string[] {
  return path.split('/').filter((segment) => segment !== '');
}

/**
 * The pattern of APP_PATH_PATTERNS that `pathname` matches, or undefined. Like the router:
 * static segments ignore case, a trailing slash does not matter, `:name` takes one segment.
 */
export function matchAppPath(pathname: string): string | undefined {
  const segments = segmentsOf(pathname);
  return APP_PATH_PATTERNS.find((pattern) => {
    const parts = segmentsOf(pattern);
    return (
      parts.length === segments.length &&
      parts.every((part, index) =>
        part.startsWith(':')
          ? segments[index] !== ''
          : part.toLowerCase() === segments[index]!.toLowerCase(),
      )
    );
  });
}

export function isAppPath(pathname: string): boolean {
  return matchAppPath(pathname) !== undefined;
}
