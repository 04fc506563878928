import type { z } from 'zod/mini';

/**
 * The message of each invalid field of a form schema, by path ('firma.plz'): the first one, as
 * the form shows it (react-hook-form's firstError mode).
 */
export function firstErrors(schema: z.ZodMiniType, values: unknown): Record<string, string> {
  const result = schema.safeParse(values);
  const first: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) first[issue.path.join('.')] ??= issue.message;
  return first;
}
