import type { z } from 'zod/mini';

/**
 * Typed, validated access to one Web Storage key. A value that is missing, not JSON, too large
 * or not of the schema's shape reads as null and is removed, so tampered or stale data never
 * crashes the app. Unknown properties are stripped by the schema, so nothing unexpected (e.g. a
 * `__proto__` key) reaches the app.
 */
export interface StoredValue<T> {
  read(): T | null;
  /**
   * Validates and stores the value. Throws if the value does not match the schema (a bug in the
   * caller); returns false if the browser refused to store it (storage blocked or full).
   */
  write(value: T): boolean;
  clear(): void;
}

/**
 * No legitimate value comes near this (a full booking draft is a few KB). Anything larger was
 * not written by us and is dropped before JSON.parse spends time on it.
 */
export const MAX_STORED_LENGTH = 200_000;

export function storedValue<T>(
  storage: () => Storage,
  key: string,
  schema: z.ZodMiniType<T>,
): StoredValue<T> {
  const remove = () => {
    try {
      storage().removeItem(key);
    } catch {
      // storage blocked: nothing to remove
    }
  };
  return {
    read() {
      let raw: string | null;
      try {
        raw = storage().getItem(key);
      } catch {
        return null; // storage blocked (e.g. privacy settings): behave as empty
      }
      if (raw === null) return null;
      if (raw.length <= MAX_STORED_LENGTH) {
        try {
          const parsed = schema.safeParse(JSON.parse(raw));
          if (parsed.success) return parsed.data;
        } catch {
          // not JSON: fall through and drop it
        }
      }
      remove();
      return null;
    },
    write(value) {
      const serialized = JSON.stringify(schema.parse(value));
      try {
        storage().setItem(key, serialized);
        return true;
      } catch {
        return false; // quota exceeded or storage blocked
      }
    },
    clear: remove,
  };
}
