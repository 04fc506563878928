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

/** The private wizard's steps under /privat-buchung (the machine's `meta.path` of each step). */
export const PRIVATE_BOOKING_STEPS = [
  'tarif-auswahl',
  'reise-details',
  'kreditkarte-zahlung',
  'zusammenfassung',
  'status',
] as const;

/** The company area's screens under /buchung: wizard steps and the non-wizard screens. */
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
