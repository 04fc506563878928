import { getSalutations } from '../../api/customer';
import type { Salutation } from '../../api/schemas';

/*
 * The salutations of the customer form (the wizard's passenger step, the customers tab). They
 * do not change during a page view (a language switch reloads the page), so one call serves
 * every form, and the company area asks for it as it opens such a screen: with its other calls,
 * not a round trip later once the form's code has mounted.
 */

let loading: Promise<Salutation[]> | null = null;

/** The salutations, from the one call of this page view; a failed call is made anew next time. */
export function loadSalutations(): Promise<Salutation[]> {
  loading ??= getSalutations().catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}
