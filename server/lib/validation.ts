// zod -> contract field errors. Every zod issue becomes { path, code } with a FieldErrorCode of
// docs/openapi.yaml; custom rules attach their code via `params.fieldCode`.
import { z } from 'zod';
import type { Context } from 'hono';
import { ApiError, validationError, type FieldErrorSpec } from './errors';
import type { FieldErrorCode } from './i18n';

function issueToFieldError(issue: z.core.$ZodIssue, prefix: string): FieldErrorSpec {
  const path =
    [prefix, ...issue.path.map(String)].filter(Boolean).join('.') || (prefix ? prefix : 'body');
  const custom = (
    issue as {
      params?: { fieldCode?: FieldErrorCode; reason?: string; min?: number; max?: number };
    }
  ).params;
  if (issue.code === 'custom' && custom?.fieldCode) {
    return {
      path,
      code: custom.fieldCode,
      params: { reason: custom.reason, min: custom.min, max: custom.max },
    };
  }
  // A missing field (reported with reportInput) is `required`, whatever its type.
  if ('input' in issue && issue.input === undefined && issue.code !== 'unrecognized_keys')
    return { path, code: 'required' };
  switch (issue.code) {
    case 'invalid_type':
      return {
        path,
        code: issue.input === undefined || issue.input === null ? 'required' : 'format',
      };
    case 'too_small': {
      const minimum = Number(issue.minimum);
      if (issue.origin === 'string')
        return minimum <= 1
          ? { path, code: 'required' }
          : { path, code: 'length', params: { min: minimum } };
      if (issue.origin === 'array') return { path, code: 'required' };
      return { path, code: 'range', params: { min: minimum } };
    }
    case 'too_big': {
      const maximum = Number(issue.maximum);
      if (issue.origin === 'string' || issue.origin === 'array')
        return { path, code: 'length', params: { max: maximum } };
      return { path, code: 'range', params: { max: maximum } };
    }
    case 'invalid_format':
      return { path, code: issue.format === 'email' ? 'invalidEmail' : 'format' };
    case 'invalid_value':
      if (issue.values.length === 1 && issue.values[0] === true)
        return { path, code: 'consentRequired' };
      return { path, code: 'unknownValue' };
    case 'invalid_union':
      return { path, code: 'unknownValue' };
    default:
      return { path, code: 'format' };
  }
}

export function fieldErrorsOf(error: z.ZodError, prefix = ''): FieldErrorSpec[] {
  const seen = new Set<string>();
  return error.issues
    .map((issue) => issueToFieldError(issue, prefix))
    .filter((fieldError) =>
      seen.has(fieldError.path) ? false : (seen.add(fieldError.path), true),
    );
}

/** Paths of strings with a NUL character: PostgreSQL text cannot hold it, so it is a 400. */
function nulPaths(value: unknown, path: string[], out: string[]): void {
  if (out.length >= 20) return;
  if (typeof value === 'string') {
    if (value.includes('\u0000')) out.push(path.join('.'));
  } else if (Array.isArray(value))
    value.forEach((item, i) => nulPaths(item, [...path, String(i)], out));
  else if (value && typeof value === 'object')
    for (const [key, item] of Object.entries(value)) nulPaths(item, [...path, key], out);
}

export function parseOrThrow<S extends z.ZodType>(
  schema: S,
  data: unknown,
  prefix = '',
): z.output<S> {
  const withNul: string[] = [];
  nulPaths(data, prefix ? [prefix] : [], withNul);
  if (withNul.length > 0)
    throw validationError(
      withNul.map((path) => ({ path: path || prefix || 'body', code: 'format' as const })),
    );
  const result = schema.safeParse(data, { reportInput: true });
  if (!result.success) throw validationError(fieldErrorsOf(result.error, prefix));
  return result.data;
}

/** Far deeper than any body of the contract (a booking nests 3 levels). */
export const MAX_JSON_DEPTH = 32;

/**
 * Whether JSON text nests arrays and objects deeper than `max`, counted in one loop over the
 * characters: JSON.parse copes with any depth, but every recursive walk after it (the NUL check,
 * schema checks, JSON.stringify) would overflow the stack on 50,000 levels and answer 500.
 */
export function jsonNestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text.charCodeAt(i);
    if (inString) {
      if (ch === 0x5c)
        i += 1; // backslash: skip the escaped character
      else if (ch === 0x22) inString = false;
    } else if (ch === 0x22) inString = true;
    else if (ch === 0x5b || ch === 0x7b) {
      depth += 1;
      if (depth > max) return true;
    } else if (ch === 0x5d || ch === 0x7d) depth -= 1;
  }
  return false;
}

/** Reads a JSON body; malformed JSON and non-objects are a 400 with one field error on `body`. */
export async function readJson(c: Context): Promise<unknown> {
  // Only JSON: a cross-site HTML form (text/plain, urlencoded) can never reach a handler.
  const type = c.req.header('content-type') ?? '';
  if (!/^application\/(.+\+)?json\b/i.test(type.trim()))
    throw validationError([{ path: 'header.Content-Type', code: type ? 'format' : 'required' }]);
  const text = await c.req.text();
  if (text.length > 200_000)
    throw validationError([{ path: 'body', code: 'length', params: { max: 200_000 } }]);
  if (jsonNestsDeeperThan(text, MAX_JSON_DEPTH))
    throw new ApiError('validation', [
      { path: 'body', code: 'format', params: { reason: 'depth', max: MAX_JSON_DEPTH } },
    ]);
  try {
    return text.length === 0 ? undefined : (JSON.parse(text) as unknown);
  } catch {
    throw new ApiError('validation', [
      { path: 'body', code: 'format', params: { reason: 'json' } },
    ]);
  }
}

export async function parseBody<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  const body = await readJson(c);
  if (body === undefined || body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw validationError([{ path: 'body', code: body === undefined ? 'required' : 'format' }]);
  }
  return parseOrThrow(schema, body);
}

// ---- reusable field schemas --------------------------------------------------------------

/** Integer path/query parameter within int4, from its string form. */
export const idParam = (min = 1) =>
  z
    .string()
    .regex(/^\d{1,10}$/)
    .transform(Number)
    .pipe(z.number().int().min(min).max(2_147_483_647));

export const text = (max: number) => z.string().max(max);
export const requiredText = (max: number) => z.string().trim().min(1).max(max);
export const emailText = (max = 120) => z.string().trim().min(1).max(max).pipe(z.email());
export const optionalEmail = (max = 120) =>
  z
    .string()
    .trim()
    .max(max)
    .refine((value) => value === '' || z.email().safeParse(value).success, {
      params: { fieldCode: 'invalidEmail' },
    });
export const plzSchema = z.string().regex(/^\d{5}$/);
export const airportSchema = z.enum(['HAJ', 'BRE', 'HAM', 'BER']);
export const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
