import { z } from 'zod';

/** The company session object of spec section 3, held in sessionStorage `Firma`. */
export const companySessionSchema = z.object({
  firmenId: z.number().int().positive(),
  name: z.string().max(120),
  name2: z.string().max(120),
  alsPrivat: z.boolean(),
  buchungListeAktiv: z.boolean(),
  kundeListeAktiv: z.boolean(),
});
export type CompanySession = z.infer<typeof companySessionSchema>;
