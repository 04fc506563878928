import { z } from 'zod/mini';

/**
 * "Zugangscode vergessen?": one field for the company id or the login e-mail, the two things a
 * company user may still know. Messages are translation keys.
 */
export const forgotAccessCodeSchema = z.object({
  kennung: z.string().check(
    z.trim(),
    z.minLength(1, 'validation.required'),
    z.maxLength(120, 'validation.tooLong'),
    z.refine(
      (value) => /^[1-9]\d{0,8}$/.test(value) || z.email().safeParse(value).success,
      'companyAccess.forgot.errors.kennung',
    ),
  ),
});
export type ForgotAccessCodeValues = z.infer<typeof forgotAccessCodeSchema>;
