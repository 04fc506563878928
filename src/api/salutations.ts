import { getSalutations } from './customer';
import type { Salutation } from './schemas';

/*
 * The salutations of the company's customer form (the wizard's passenger step, the customers
 * tab). They do not change during a page view (a language switch reloads the page), so one call
 * serves every form, and the company area asks for it as it opens such a screen: with its other
 * calls, not a round trip later once the form's code has mounted. Here in src/api, it is part of
 * the app's core chunk that all these screens load: a module of the company feature shared by
 * its lazy screens became a chunk of its own, one request more.
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
