import { z } from 'zod/mini';
import type { components } from '../../api/schema.gen';
import * as rules from '../../ui/service-form/rules';

export type Registration = components['schemas']['Registration'];

export const COUNTRIES = ['DE', 'AT', 'CH', 'NL', 'BE', 'LU', 'DK', 'PL', 'FR'] as const;

export const REGISTRATION_LIMITS = {
  firmaName: 120,
  firmaName2: 120,
  strasse: 120,
  ort: 80,
  vorname: 60,
  name: 60,
  position: 60,
  bemerkung: 2000,
} as const;

/** German VAT ids are DE + 9 digits; other EU ids: country code + 2 to 13 letters/digits. */
const VAT_ID = /^(DE\d{9}|(?!DE)[A-Z]{2}[A-Z0-9+*]{2,13})$/;
const FOREIGN_POSTCODE = /^[A-Za-z0-9 -]{3,10}$/;

/**
 * The postcode rule of a country: five digits in Germany, looser abroad. The API's billing
 * address has no country of its own: it is checked by the company's country.
 */
function postcodeProblem(postcode: string, land: string): string | null {
  const plz = postcode.trim();
  if (!plz) return null;
  if (land === 'DE') return /^\d{5}$/.test(plz) ? null : 'validation.postcode';
  return FOREIGN_POSTCODE.test(plz) ? null : 'validation.foreignPostcode';
}

const billingSchema = z.object({
  name: rules.nameText(REGISTRATION_LIMITS.firmaName),
  strasse: rules.nameText(REGISTRATION_LIMITS.strasse),
  // Required here; its format follows the company's country (postcodeProblem).
  plz: z.string().check(z.trim(), z.minLength(1, 'validation.required')),
  ort: rules.nameText(REGISTRATION_LIMITS.ort),
  email: z.union([z.literal(''), rules.email()]),
});

export const registrationSchema = z
  .object({
    firma: z.object({
      name: rules.nameText(REGISTRATION_LIMITS.firmaName),
      name2: rules.optionalNameText(REGISTRATION_LIMITS.firmaName2),
      strasse: rules.nameText(REGISTRATION_LIMITS.strasse),
      land: z.enum(COUNTRIES, 'validation.requiredSelect'),
      plz: z.string().check(z.trim(), z.minLength(1, 'validation.required')),
      ort: rules.nameText(REGISTRATION_LIMITS.ort),
      telefon: rules.phone(),
      email: rules.email(),
      ustId: z.union([
        z.literal(''),
        z.pipe(
          z.pipe(
            z.string().check(z.trim()),
            z.transform((value: string) => value.replace(/\s+/g, '').toUpperCase()),
          ),
          z
            .string()
            .check(
              z.maxLength(20, 'validation.tooLong'),
              z.regex(VAT_ID, 'registration.errors.vatId'),
            ),
        ),
      ]),
    }),
    ansprechpartner: z.object({
      anredeId: z.string(),
      vorname: rules.nameText(REGISTRATION_LIMITS.vorname),
      name: rules.nameText(REGISTRATION_LIMITS.name),
      position: rules.optionalNameText(REGISTRATION_LIMITS.position),
      email: rules.email(),
      telefon: rules.phone(),
    }),
    abweichendeRechnung: z.boolean(),
    rechnung: z.object({
      name: z.string(),
      strasse: z.string(),
      plz: z.string(),
      ort: z.string(),
      email: z.string(),
    }),
    bemerkung: rules.messageText(REGISTRATION_LIMITS.bemerkung, { required: false }),
    einwilligungDatenschutz: rules.consent(),
  })
  .check(
    z.superRefine((values, ctx) => {
      // Postcode rule depends on the country: five digits in Germany, looser abroad.
      const companyPostcode = postcodeProblem(values.firma.plz, values.firma.land);
      if (companyPostcode) {
        ctx.addIssue({ code: 'custom', path: ['firma', 'plz'], message: companyPostcode });
      }
      // The billing address is only checked when the user says it differs.
      if (!values.abweichendeRechnung) return;
      const billing = billingSchema.safeParse(values.rechnung);
      for (const issue of billing.success ? [] : billing.error.issues) {
        ctx.addIssue({
          code: 'custom',
          path: ['rechnung', ...issue.path.map(String)],
          message: issue.message,
        });
      }
      // The same country rule as the company's address (the billing address has no country).
      const billingPostcode = postcodeProblem(values.rechnung.plz, values.firma.land);
      if (billingPostcode) {
        ctx.addIssue({ code: 'custom', path: ['rechnung', 'plz'], message: billingPostcode });
      }
    }),
  );

export type RegistrationFormValues = z.input<typeof registrationSchema>;
export type RegistrationFormOutput = z.output<typeof registrationSchema>;

export const registrationDefaults: RegistrationFormValues = {
  firma: {
    name: '',
    name2: '',
    strasse: '',
    land: 'DE',
    plz: '',
    ort: '',
    telefon: '',
    email: '',
    ustId: '',
  },
  ansprechpartner: { anredeId: '', vorname: '', name: '', position: '', email: '', telefon: '' },
  abweichendeRechnung: false,
  rechnung: { name: '', strasse: '', plz: '', ort: '', email: '' },
  bemerkung: '',
  einwilligungDatenschutz: false,
};

/** The request body of POST /Firma/Neu/. */
export function toRegistration(values: RegistrationFormOutput): Registration {
  const trim = (value: string) => value.trim();
  return {
    firma: {
      name: values.firma.name,
      name2: values.firma.name2,
      strasse: values.firma.strasse,
      plz: trim(values.firma.plz),
      ort: values.firma.ort,
      land: values.firma.land,
      telefon: values.firma.telefon,
      email: values.firma.email,
      ustId: values.firma.ustId,
    },
    ansprechpartner: {
      anredeId: values.ansprechpartner.anredeId ? Number(values.ansprechpartner.anredeId) : null,
      vorname: values.ansprechpartner.vorname,
      name: values.ansprechpartner.name,
      email: values.ansprechpartner.email,
      telefon: values.ansprechpartner.telefon,
      position: values.ansprechpartner.position,
    },
    rechnungsadresse: values.abweichendeRechnung
      ? {
          name: trim(values.rechnung.name),
          strasse: trim(values.rechnung.strasse),
          plz: trim(values.rechnung.plz),
          ort: trim(values.rechnung.ort),
          email: trim(values.rechnung.email),
        }
      : null,
    bemerkung: values.bemerkung,
    einwilligungDatenschutz: true,
  };
}
