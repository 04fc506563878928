import { useEffect, useState } from 'react';
import { getSalutations } from '../../api/customer';

export interface SalutationOption {
  id: number;
  name: string;
}

/**
 * The salutations of GET /Kunde/Anrede in the current language. Optional on this form, so a
 * failed load just leaves the list empty (the user can still register).
 */
export function useSalutations(enabled = true): SalutationOption[] {
  const [options, setOptions] = useState<SalutationOption[]>([]);
  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    getSalutations({ signal: controller.signal })
      .then((list) => setOptions(list))
      .catch(() => setOptions([]));
    return () => controller.abort();
  }, [enabled]);
  return options;
}
