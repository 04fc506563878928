// When a new saved passenger is probably one stored already: the rule the server refuses a new
// customer by (POST /Kunde/Neu, 409 duplicateCustomer) and the customer form keeps its warning by.

/** What tells a saved passenger apart: the names and the e-mail address as typed. */
export interface CustomerIdentity {
  vorname: string;
  name: string;
  email: string;
}

/** Case aside, and runs of spaces as one: "  jonas   BRANDT" is "Jonas Brandt". */
export function foldedText(text: string): string {
  return text.trim().replace(/\s+/g, ' ').toLocaleLowerCase('de');
}

/**
 * Whether `stored` is probably the person `typed`: the same surname and first name, or the same
 * e-mail address (case and runs of spaces aside). No e-mail address matches none.
 */
export function sameCustomer(typed: CustomerIdentity, stored: CustomerIdentity): boolean {
  const name = foldedText(typed.name);
  const email = foldedText(typed.email);
  const sameName =
    name !== '' &&
    foldedText(stored.name) === name &&
    foldedText(stored.vorname) === foldedText(typed.vorname);
  return sameName || (email !== '' && foldedText(stored.email) === email);
}
