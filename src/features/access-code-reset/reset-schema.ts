import { z } from 'zod/mini';
import { accessCodeProblem } from '../../domain/access-code';

/**
 * The new access code twice. The strength rule is the server's (src/domain/access-code.ts); its
 * problems and a mismatch are translation keys under companyAccess.reset.errors.
 */
export const resetFormSchema = z
  .object({
    zugangscode: z.string(),
    bestaetigung: z.string(),
  })
  .check(
    z.superRefine((values, ctx) => {
      if (values.zugangscode === '') {
        ctx.addIssue({ code: 'custom', path: ['zugangscode'], message: 'validation.required' });
      } else {
        const problem = accessCodeProblem(values.zugangscode);
        if (problem)
          ctx.addIssue({
            code: 'custom',
            path: ['zugangscode'],
            message: `companyAccess.reset.errors.${problem}`,
          });
      }
      if (values.bestaetigung === '') {
        ctx.addIssue({ code: 'custom', path: ['bestaetigung'], message: 'validation.required' });
      } else if (values.bestaetigung !== values.zugangscode) {
        ctx.addIssue({
          code: 'custom',
          path: ['bestaetigung'],
          message: 'companyAccess.reset.errors.mismatch',
        });
      }
    }),
  );
export type ResetFormValues = z.infer<typeof resetFormSchema>;
