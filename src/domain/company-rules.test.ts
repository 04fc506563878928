import { describe, expect, it } from 'vitest';
import type { CompanySession } from './company';
import {
  entryRoute,
  hasJointName,
  isFirmNameHidden,
  logoGroup,
  nameMentionsConti,
  restoredTab,
  tabOfPath,
  tabPath,
  visibleTabs,
} from './company-rules';

const normal: CompanySession = {
  firmenId: 10001,
  name: 'Nordlicht Logistik GmbH',
  name2: 'Standort Hannover',
  alsPrivat: false,
  buchungListeAktiv: true,
  kundeListeAktiv: true,
};
const company = (patch: Partial<CompanySession>): CompanySession => ({ ...normal, ...patch });
const noGroups = { vw: [], conti: [], mtu: [] };

describe('entryRoute', () => {
  it("leads to the entry step of the company's capabilities", () => {
    expect(entryRoute(company({ firmenId: 52460 }))).toBe('mtu-tarifauswahl');
    expect(entryRoute(company({ alsPrivat: true }))).toBe('reiseziel');
    expect(entryRoute(normal)).toBe('neuer-auftrag');
  });
});

describe('visibleTabs', () => {
  it('always starts with tab 0 and keeps the order', () => {
    expect(visibleTabs(normal)).toEqual([0, 1, 2, 3]);
    expect(visibleTabs(company({ buchungListeAktiv: false, kundeListeAktiv: false }))).toEqual([
      0, 3,
    ]);
    expect(visibleTabs(company({ alsPrivat: true }))).toEqual([0, 3]);
    expect(visibleTabs(company({ firmenId: 52460 }))).toEqual([0, 1, 2]);
    expect(
      visibleTabs(company({ firmenId: 52460, buchungListeAktiv: false, kundeListeAktiv: false })),
    ).toEqual([0]);
  });
});

describe('tabPath', () => {
  it('maps tab 0 to the entry route and the others to their screens', () => {
    expect(tabPath(0, normal)).toBe('neuer-auftrag');
    expect(tabPath(0, company({ alsPrivat: true }))).toBe('reiseziel');
    expect(tabPath(1, normal)).toBe('gebuchte-fahrten');
    expect(tabPath(2, normal)).toBe('kunde');
    expect(tabPath(3, normal)).toBe('preisabfrage');
  });
});

describe('tabOfPath', () => {
  it('puts the list screens on their tabs and every wizard step on tab 0', () => {
    expect(tabOfPath('gebuchte-fahrten')).toBe(1);
    expect(tabOfPath('gebuchte-fahrten-bearbeiten')).toBe(1);
    expect(tabOfPath('kunde')).toBe(2);
    expect(tabOfPath('preisabfrage')).toBe(3);
    for (const step of [
      'neuer-auftrag',
      'reiseziel',
      'mtu-tarifauswahl',
      'tarif-auswahl',
      'reise-details',
      'zusammenfassung',
      'status',
      '',
    ]) {
      expect(tabOfPath(step)).toBe(0);
    }
  });
});

describe('restoredTab', () => {
  it('restores a remembered tab the company may see', () => {
    expect(restoredTab(2, normal)).toBe(2);
  });
  it('falls back to tab 0 for a missing or forbidden tab', () => {
    expect(restoredTab(null, normal)).toBe(0);
    expect(restoredTab(1, company({ alsPrivat: true }))).toBe(0);
    expect(restoredTab(3, company({ firmenId: 52460 }))).toBe(0);
    expect(restoredTab(7, normal)).toBe(0);
  });
});

describe('isFirmNameHidden', () => {
  it('hides the firm-name line for 100058 and 51632 only', () => {
    expect(isFirmNameHidden(100058)).toBe(true);
    expect(isFirmNameHidden(51632)).toBe(true);
    expect(isFirmNameHidden(10001)).toBe(false);
  });
});

describe('hasJointName', () => {
  it('is true for the reinsurers 61817 and 50394 only', () => {
    expect(hasJointName(61817)).toBe(true);
    expect(hasJointName(50394)).toBe(true);
    expect(hasJointName(61818)).toBe(false);
  });
});

describe('nameMentionsConti', () => {
  it('finds "conti" anywhere in the name, in any case', () => {
    expect(nameMentionsConti('Conti Reifenwerk')).toBe(true);
    expect(nameMentionsConti('Intercontinental Parts')).toBe(true);
    expect(nameMentionsConti('CONTI')).toBe(true);
    expect(nameMentionsConti('Contor GmbH')).toBe(false);
  });
});

describe('logoGroup', () => {
  const groups = { vw: [20001], conti: [20002], mtu: [52460] };
  it('shows the logo of the group that lists the company', () => {
    expect(logoGroup(company({ firmenId: 20001 }), groups)).toBe('vw');
    expect(logoGroup(company({ firmenId: 20002 }), groups)).toBe('conti');
    expect(logoGroup(company({ firmenId: 52460 }), groups)).toBe('mtu');
  });
  it('shows the conti logo for a name containing "conti"', () => {
    expect(logoGroup(company({ name: 'Conti Werk Nord' }), noGroups)).toBe('conti');
  });
  it('shows no logo otherwise', () => {
    expect(logoGroup(normal, groups)).toBeNull();
  });
});
