import { z } from 'zod/mini';
import { customerSchema, type Customer, type Salutation } from '../../../api/schemas';
import { FIELD_MAX as MAX, POSTCODE_PATTERN } from '../../../domain/field-rules';
import { personFieldsOf, type AddressFields, type PersonFields } from '../../../domain/form-fields';
import * as rules from '../../../ui/service-form/rules';

/** The customer (passenger) form: kundeStamm and kundeAdresse of spec section 3. */
export type CustomerFormValues = PersonFields & AddressFields & { kst: string; bereich: string };

const optionalEmail = z.union([
  z.literal(''),
  z.pipe(
    z.string().check(z.trim(), z.maxLength(MAX.email, 'validation.tooLong')),
    z.email('validation.invalidEmail'),
  ),
]);
const optionalPostcode = z.union([
  z.literal(''),
  z.string().check(z.trim(), z.regex(POSTCODE_PATTERN, 'validation.postcode')),
]);

/** Name required; the rest optional but well-formed (the server checks again). */
export const customerFormSchema = z.object({
  anredeId: z.string(),
  vorname: rules.nameText(MAX.vorname),
  name: rules.nameText(MAX.name),
  co: rules.optionalNameText(MAX.co),
  email: z.pipe(z.string().check(z.trim()), optionalEmail),
  mobil: rules.phone({ required: false }),
  telefon: rules.phone({ required: false }),
  kst: rules.optionalNameText(MAX.kst),
  bereich: rules.optionalNameText(MAX.bereich),
  strasse: rules.optionalNameText(MAX.strasse),
  plz: z.pipe(z.string().check(z.trim()), optionalPostcode),
  ort: rules.optionalNameText(MAX.ort),
  ortsteil: rules.optionalNameText(MAX.ortsteil),
});

/**
 * The wizard's passenger: the booking asks a salutation (its trip details do), so the first step
 * asks it too, from the same choices ("Divers / keine Angabe" is one of them).
 */
export const passengerFormSchema = z.extend(customerFormSchema, {
  anredeId: z.string().check(z.minLength(1, rules.MESSAGES.requiredSelect)),
});

export function customerFormValuesOf(customer: Customer): CustomerFormValues {
  const { kundeStamm: k, kundeAdresse: a } = customer;
  return {
    ...personFieldsOf(k),
    kst: k.kst,
    bereich: k.bereich,
    strasse: a.strasse,
    plz: a.plz,
    ort: a.ort,
    ortsteil: a.ortsteil,
  };
}

/** The API body: the form's values over the stored customer (ids kept) or a new one. */
export function customerOf(
  values: CustomerFormValues,
  firmenId: number,
  base: Customer | null,
  salutations: Pick<Salutation, 'id' | 'anrede'>[],
): Customer {
  const anredeId = values.anredeId ? Number(values.anredeId) : null;
  const trim = (value: string) => value.trim();
  return {
    kundeStamm: {
      id: base?.kundeStamm.id ?? null,
      firmenId,
      anredeId,
      anrede: salutations.find((s) => s.id === anredeId)?.anrede ?? '',
      vorname: trim(values.vorname),
      name: trim(values.name),
      co: trim(values.co),
      email: trim(values.email),
      mobil: trim(values.mobil),
      telefon: trim(values.telefon),
      kst: trim(values.kst),
      bereich: trim(values.bereich),
      // The version of the read the form started from: a customer changed since is not
      // overwritten (409 conflict, docs/decisions/0021).
      ...(base?.kundeStamm.version === undefined ? {} : { version: base.kundeStamm.version }),
    },
    kundeAdresse: {
      id: base?.kundeAdresse.id ?? null,
      kundeId: base?.kundeStamm.id ?? null,
      strasse: trim(values.strasse),
      plz: trim(values.plz),
      ort: trim(values.ort),
      ortsteil: trim(values.ortsteil),
    },
  };
}

/** The form of a new customer: the stored customer's defaults, nothing typed yet. */
export const EMPTY_CUSTOMER: CustomerFormValues = customerFormValuesOf(
  customerSchema.parse({
    kundeStamm: { vorname: '', name: '', email: '' },
    kundeAdresse: {},
  }),
);

/** API field paths (kundeStamm.email, kundeAdresse.plz) to form fields. */
export function customerFieldOf(path: string): keyof CustomerFormValues | null {
  const field = path.split('.').pop() ?? '';
  return field in EMPTY_CUSTOMER ? (field as keyof CustomerFormValues) : null;
}
