import { z } from 'zod/mini';
import { text, wholeNumber } from './schema-parts';

/** The company session object of spec section 3, held in sessionStorage `Firma`. */
export const companySessionSchema = z.object({
  firmenId: wholeNumber(z.positive()),
  name: text(120),
  name2: text(120),
  alsPrivat: z.boolean(),
  buchungListeAktiv: z.boolean(),
  kundeListeAktiv: z.boolean(),
});
export type CompanySession = z.infer<typeof companySessionSchema>;
