import { z } from 'zod';

/**
 * "Zugangscode vergessen?": one field for the company id or the login e-mail, the two things a
 * company user may still know. Messages are translation keys.
 */
export const forgotAccessCodeSchema = z.object({
  kennung: z
    .string()
    .trim()
    .min(1, 'validation.required')
    .max(120, 'validation.tooLong')
    .refine(
      (value) => /^[1-9]\d{0,8}$/.test(value) || z.email().safeParse(value).success,
      'companyAccess.forgot.errors.kennung',
    ),
});
export type ForgotAccessCodeValues = z.infer<typeof forgotAccessCodeSchema>;
