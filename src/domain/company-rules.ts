import type { CompanySession } from './company';
import { FIRM_NAME_HIDDEN_IDS, MTU_COMPANY_ID, REINSURER_IDS } from './constants';

/**
 * The company rules of spec sections 2 and 6, one small named function each (DESIGN.md section 8).
 * Pure functions of the company session object, so the layout, the tabs and the booking machine
 * all answer the same question the same way.
 */

type CompanyFlags = Pick<CompanySession, 'firmenId' | 'alsPrivat'>;

/** Company 52460 books with its own tariff flow (spec section 6). */
export function isMtuCompany(firmenId: number): boolean {
  return firmenId === MTU_COMPANY_ID;
}

/** URL segments of the three wizard entry steps below /buchung/. */
export const ENTRY_ROUTES = ['mtu-tarifauswahl', 'reiseziel', 'neuer-auftrag'] as const;
export type EntryRoute = (typeof ENTRY_ROUTES)[number];

/** Where the booking-entry tab leads: 52460 -> mtu-tarifauswahl, alsPrivat -> reiseziel, else neuer-auftrag. */
export function entryRoute(company: CompanyFlags): EntryRoute {
  if (isMtuCompany(company.firmenId)) return 'mtu-tarifauswahl';
  if (company.alsPrivat) return 'reiseziel';
  return 'neuer-auftrag';
}

/** Tab 1 (gebuchte Fahrten): only non-private companies with an active booking list. */
export function showsBookingListTab(
  company: Pick<CompanySession, 'alsPrivat' | 'buchungListeAktiv'>,
): boolean {
  return !company.alsPrivat && company.buchungListeAktiv;
}

/** Tab 2 (Kunde): only non-private companies with an active customer list. */
export function showsCustomerListTab(
  company: Pick<CompanySession, 'alsPrivat' | 'kundeListeAktiv'>,
): boolean {
  return !company.alsPrivat && company.kundeListeAktiv;
}

/** Tab 3 (Preisabfrage): every company except 52460. */
export function showsPriceInquiryTab(company: Pick<CompanySession, 'firmenId'>): boolean {
  return !isMtuCompany(company.firmenId);
}

export const COMPANY_TABS = [0, 1, 2, 3] as const;
export type CompanyTab = (typeof COMPANY_TABS)[number];

/** The tabs a company sees, in order. Tab 0 (booking entry) is always there. */
export function visibleTabs(company: CompanySession): CompanyTab[] {
  const tabs: CompanyTab[] = [0];
  if (showsBookingListTab(company)) tabs.push(1);
  if (showsCustomerListTab(company)) tabs.push(2);
  if (showsPriceInquiryTab(company)) tabs.push(3);
  return tabs;
}

/** URL segment below /buchung/ of each tab. */
export function tabPath(tab: CompanyTab, company: CompanyFlags): string {
  switch (tab) {
    case 0:
      return entryRoute(company);
    case 1:
      return 'gebuchte-fahrten';
    case 2:
      return 'kunde';
    case 3:
      return 'preisabfrage';
  }
}

/** Which tab a path below /buchung/ belongs to: the list screens to theirs, every wizard step to 0. */
export function tabOfPath(segment: string): CompanyTab {
  if (segment === 'gebuchte-fahrten' || segment.startsWith('gebuchte-fahrten-bearbeiten')) return 1;
  if (segment === 'kunde') return 2;
  if (segment === 'preisabfrage') return 3;
  return 0;
}

/** A remembered tab (cookie) counts only if this company may see it; otherwise tab 0. */
export function restoredTab(remembered: number | null, company: CompanySession): CompanyTab {
  const tabs = visibleTabs(company);
  return tabs.find((tab) => tab === remembered) ?? 0;
}

/** Companies 100058 and 51632 show no firm-name line in the layout. */
export function isFirmNameHidden(firmenId: number): boolean {
  return (FIRM_NAME_HIDDEN_IDS as readonly number[]).includes(firmenId);
}

/** The two reinsurer companies 61817 and 50394 show one joint name instead of their own. */
export function hasJointName(firmenId: number): boolean {
  return (REINSURER_IDS as readonly number[]).includes(firmenId);
}

/** Company groups the API lists (/Firma/VWCompanies, /Firma/ContiCompanies, /Firma/MtuCompanies). */
export interface CompanyGroups {
  vw: readonly number[];
  conti: readonly number[];
  mtu: readonly number[];
}
export const LOGO_GROUPS = ['vw', 'conti', 'mtu'] as const;
export type LogoGroup = (typeof LOGO_GROUPS)[number];

/** A firm name containing "conti" (any case) shows the conti group's logo. */
export function nameMentionsConti(name: string): boolean {
  return name.toLocaleLowerCase('de-DE').includes('conti');
}

/** Which group logo a company shows, if any: listed ids first, then the "conti" name rule. */
export function logoGroup(
  company: Pick<CompanySession, 'firmenId' | 'name'>,
  groups: CompanyGroups,
): LogoGroup | null {
  const listed = LOGO_GROUPS.find((group) => groups[group].includes(company.firmenId));
  if (listed) return listed;
  if (nameMentionsConti(company.name)) return 'conti';
  return null;
}
