import type { CompanySession } from './company';
import {
  companyCapabilities,
  type CompanyData,
  type CompanyTab,
  type EntryStep,
} from './company-capabilities';
import { FIRM_NAME_HIDDEN_IDS, REINSURER_IDS } from './constants';

export type { CompanyTab } from './company-capabilities';

/**
 * The company layout's rules of spec sections 2 and 6 (DESIGN.md section 8): tab paths, the
 * remembered tab, firm name and logo. What a company may do (entry step, tariffs, tabs, payment)
 * is decided in company-capabilities.ts; these helpers only read it.
 */

/** Where the booking-entry tab leads (the company's entry step). */
export function entryRoute(company: CompanyData): EntryStep {
  return companyCapabilities(company).entryStep;
}

/** The tabs a company sees, in order. Tab 0 (booking entry) is always there. */
export function visibleTabs(company: CompanyData): CompanyTab[] {
  return companyCapabilities(company).tabs;
}

/** URL segment below /buchung/ of each tab. */
export function tabPath(tab: CompanyTab, company: CompanyData): string {
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
