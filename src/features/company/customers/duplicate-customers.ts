import { searchCustomers } from '../../../api/customer';
import type { CallOptions } from '../../../api/client';
import type { Customer } from '../../../api/schemas';

/** What tells a saved passenger apart: the names and the e-mail address as typed. */
export interface CustomerIdentity {
  vorname: string;
  name: string;
  email: string;
}

/** Case aside, and runs of spaces as one: "  jonas   BRANDT" is "Jonas Brandt". */
function folded(text: string): string {
  return text.trim().replace(/\s+/g, ' ').toLocaleLowerCase('de');
}

/**
 * The stored customers that are probably the one about to be created: the same surname and
 * first name, or the same e-mail address (case aside). `self` (the customer being edited) is
 * never its own duplicate. Each found once, in the order given.
 */
export function duplicatesOf(
  typed: CustomerIdentity,
  stored: readonly Customer[],
  self: number | null = null,
): Customer[] {
  const name = folded(typed.name);
  const vorname = folded(typed.vorname);
  const email = folded(typed.email);
  const seen = new Set<number | null>();
  return stored.filter(({ kundeStamm: k }) => {
    if ((self !== null && k.id === self) || seen.has(k.id)) return false;
    const sameName = name !== '' && folded(k.name) === name && folded(k.vorname) === vorname;
    const sameEmail = email !== '' && folded(k.email) === email;
    if (!sameName && !sameEmail) return false;
    if (k.id !== null) seen.add(k.id);
    return true;
  });
}

const SEARCH_MAX = 100; // GET /Kunde/SucheMitBereich: suche maxLength
const PAGE_SIZE = 100; // its proSeite maximum
const MAX_PAGES = 5;

/**
 * Every customer the server's text search finds for `suche`. The search matches every word as a
 * part of a name, e-mail or cost centre, so it finds a superset of the exact matches; a text cut
 * to the parameter's length still does (its last word becomes a part of itself).
 */
async function everyFound(
  firmenId: number,
  suche: string,
  options?: CallOptions,
): Promise<Customer[]> {
  const found: Customer[] = [];
  for (let seite = 1; seite <= MAX_PAGES; seite += 1) {
    const page = await searchCustomers(
      { firmenId, suche: suche.slice(0, SEARCH_MAX), seite, proSeite: PAGE_SIZE },
      options,
    );
    found.push(...page.eintraege);
    if (page.eintraege.length === 0 || found.length >= page.gesamt) break;
  }
  return found;
}

/**
 * The company's stored customers that `typed` probably duplicates (duplicatesOf), asked of the
 * server when the customer is about to be created, not taken from the page of the list in view.
 */
export async function findDuplicateCustomers(
  firmenId: number,
  typed: CustomerIdentity,
  options?: CallOptions,
): Promise<Customer[]> {
  const byName = folded(`${typed.vorname} ${typed.name}`);
  const byEmail = typed.email.trim();
  const [named, mailed] = await Promise.all([
    byName ? everyFound(firmenId, byName, options) : [],
    byEmail ? everyFound(firmenId, byEmail, options) : [],
  ]);
  return duplicatesOf(typed, [...named, ...mailed]);
}
