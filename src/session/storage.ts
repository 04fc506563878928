import type { z } from 'zod';

/**
 * Typed, validated access to one Web Storage key. A value that is missing, not JSON or not of
 * the schema's shape reads as null and is removed, so tampered or stale data never crashes the app.
 */
export interface StoredValue<T> {
  read(): T | null;
  write(value: T): void;
  clear(): void;
}

export function storedValue<T>(
  storage: () => Storage,
  key: string,
  schema: z.ZodType<T>,
): StoredValue<T> {
  return {
    read() {
      let raw: string | null;
      try {
        raw = storage().getItem(key);
      } catch {
        return null;
      }
      if (raw === null) return null;
      try {
        const parsed = schema.safeParse(JSON.parse(raw));
        if (parsed.success) return parsed.data;
      } catch {
        // not JSON: fall through and drop it
      }
      storage().removeItem(key);
      return null;
    },
    write(value) {
      storage().setItem(key, JSON.stringify(schema.parse(value)));
    },
    clear() {
      storage().removeItem(key);
    },
  };
}
