import { z } from 'zod/mini';
import { storedValue } from './storage';

/** Far above every field's own limit; longer text was not typed into our form. */
export const draftText = z.string().check(z.maxLength(2_000));

/**
 * A sessionStorage entry holding what the user typed into one wizard step and did not send yet,
 * so a reload, Back or a login that ran out does not lose it. It is unvalidated input (the form
 * checks it on submit), so `values` only bounds its shape and size. A draft belongs to one state
 * of the booking (`key`, made by the step from the values its form started from): the draft of
 * another booking state is never filled in.
 */
export function keyedDraft<V>(name: string, values: z.ZodMiniType<V>) {
  const schema = z.object({ key: z.string().check(z.maxLength(10_000)), values });
  const store = storedValue(() => window.sessionStorage, name, schema);
  return {
    store,
    /** The draft for the booking state `key`. */
    for(key: string) {
      return {
        /** The typed values, or null when there are none for this booking state. */
        read(): V | null {
          const draft = store.read();
          return draft?.key === key ? draft.values : null;
        },
        /** Keeps the typed values; input beyond the schema's bounds is not kept (never throws). */
        save(typed: V): void {
          const parsed = schema.safeParse({ key, values: typed });
          if (parsed.success) store.write(parsed.data);
          else store.clear();
        },
        clear: store.clear,
      };
    },
  };
}
