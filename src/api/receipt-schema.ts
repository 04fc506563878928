import { z } from 'zod/mini';

/**
 * The receipt of a message the server took (contact, logistics, registration). A module of its
 * own: the service pages that send them need none of the booking schemas in ./schemas, which
 * cost a slow phone tens of milliseconds to build while the page hydrates.
 */
export const receiptSchema = z.object({ referenz: z.string(), eingegangenAm: z.string() });
export type Receipt = z.infer<typeof receiptSchema>;
