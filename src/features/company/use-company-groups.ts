import { useEffect, useState } from 'react';
import { getCompanyGroup } from '../../api/company';
import type { CompanyGroups } from '../../domain/company-rules';

const EMPTY: CompanyGroups = { vw: [], conti: [], mtu: [] };
/** The lists change rarely; one load per page view is enough. */
let cached: Promise<CompanyGroups> | null = null;

function loadGroups(): Promise<CompanyGroups> {
  cached ??= Promise.all([getCompanyGroup('vw'), getCompanyGroup('conti'), getCompanyGroup('mtu')])
    .then(([vw, conti, mtu]) => ({ vw, conti, mtu }))
    .catch(() => {
      // A logo is decoration: without the lists only the name rule applies; try again next time.
      cached = null;
      return EMPTY;
    });
  return cached;
}

/** The company groups that show a logo (/Firma/VWCompanies, /ContiCompanies, /MtuCompanies). */
export function useCompanyGroups(): CompanyGroups {
  const [groups, setGroups] = useState<CompanyGroups>(EMPTY);
  useEffect(() => {
    let active = true;
    void loadGroups().then((loaded) => {
      if (active) setGroups(loaded);
    });
    return () => {
      active = false;
    };
  }, []);
  return groups;
}
