import { z } from 'zod/mini';

/** The three ways a company signs in (spec section 6). */
export const LOGIN_METHODS = ['id', 'email', 'externeId'] as const;
export type LoginMethod = (typeof LOGIN_METHODS)[number];

const required = 'validation.required';

const firmenId = z
  .string()
  .check(z.trim(), z.minLength(1, required), z.regex(/^[1-9]\d{0,8}$/, 'validation.companyId'));

const zugangscode = z
  .string()
  .check(z.minLength(1, required), z.maxLength(64, 'validation.tooLong'));

/**
 * Validation of the login form; messages are translation keys. One flat shape for all methods
 * (so switching method keeps what was typed), checked per method in superRefine.
 */
export const loginFormSchema = z
  .object({
    method: z.enum(LOGIN_METHODS),
    firmenId: z.string(),
    email: z.string(),
    externeId: z.string(),
    zugangscode: z.string(),
  })
  .check(
    z.superRefine((values, ctx) => {
      const check = (path: keyof typeof values, schema: z.ZodMiniType, value: string) => {
        const result = schema.safeParse(value);
        if (!result.success)
          ctx.addIssue({
            code: 'custom',
            path: [path],
            message: result.error.issues[0]?.message ?? 'validation.invalid',
          });
      };
      if (values.method !== 'email') check('firmenId', firmenId, values.firmenId);
      if (values.method === 'email') {
        check(
          'email',
          z.pipe(
            z
              .string()
              .check(z.trim(), z.minLength(1, required), z.maxLength(120, 'validation.tooLong')),
            z.email('validation.invalidEmail'),
          ),
          values.email,
        );
      }
      if (values.method === 'externeId') {
        check(
          'externeId',
          z
            .string()
            .check(
              z.trim(),
              z.minLength(1, required),
              z.maxLength(100, 'validation.tooLong'),
              z.regex(/^[A-Za-z0-9_-]+$/, 'validation.invalidCharacters'),
            ),
          values.externeId,
        );
      } else {
        check('zugangscode', zugangscode, values.zugangscode);
      }
    }),
  );
export type LoginFormValues = z.infer<typeof loginFormSchema>;

/** What goes to the API for each method. */
export type LoginRequest =
  | { method: 'id'; firmenId: number; zugangscode: string }
  | { method: 'email'; email: string; zugangscode: string }
  | { method: 'externeId'; externeId: string; firmenId: number };

export function toLoginRequest(values: LoginFormValues): LoginRequest {
  switch (values.method) {
    case 'id':
      return {
        method: 'id',
        firmenId: Number(values.firmenId.trim()),
        zugangscode: values.zugangscode,
      };
    case 'email':
      return { method: 'email', email: values.email.trim(), zugangscode: values.zugangscode };
    case 'externeId':
      return {
        method: 'externeId',
        externeId: values.externeId.trim(),
        firmenId: Number(values.firmenId.trim()),
      };
  }
}
