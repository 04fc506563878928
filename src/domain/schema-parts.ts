import { z } from 'zod/mini';

/**
 * Building blocks of the shape schemas (zod/mini: the browser loads no classic zod, see
 * eslint.config.js). Each is what classic zod's method chain did, check for check.
 */

/** A string of at most `max` characters (classic: z.string().max(max)). */
export const text = (max: number) => z.string().check(z.maxLength(max));

/** A whole number with further checks (classic: z.number().int() and its bounds, in order). */
export const wholeNumber = (...checks: z.core.$ZodCheck<number>[]) =>
  z.number().check(z.int(), ...checks);
