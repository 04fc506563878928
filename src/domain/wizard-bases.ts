/*
 * Where the two wizards live. A module of their own, so the entry (src/main.tsx) can tell a
 * private step's URL without the route table (src/domain/route-paths.ts re-exports them).
 */
export const PRIVATE_BOOKING_BASE = 'privat-buchung';
export const COMPANY_AREA_BASE = 'buchung';

/** Whether `pathname` is the private wizard's or one of its steps'. */
export const isPrivateWizardPath = (pathname: string): boolean =>
  pathname === `/${PRIVATE_BOOKING_BASE}` || pathname.startsWith(`/${PRIVATE_BOOKING_BASE}/`);
