import { z } from 'zod/mini';
import { addressSchema, legSchema, type Address, type Leg } from './booking';

/**
 * The string values of the forms that edit a customer, an address or a ride, shared by the
 * client's forms, the stored trip-details draft and the machines' mapping onto a booking
 * (machines import only src/domain). They are derived from the booking schemas, so a field added
 * to a leg or an address is a form field, kept in the draft and mapped onto the booking without
 * being named again. Rules and limits of the fields: field-rules.ts.
 */

/** Who travels / who is the contact (kundeStamm without ids); anredeId '' is none chosen. */
const PERSON_FIELD_KEYS = [
  'anredeId',
  'vorname',
  'name',
  'co',
  'email',
  'mobil',
  'telefon',
] as const;
export type PersonFields = Record<(typeof PERSON_FIELD_KEYS)[number], string>;

/** A stored person (kundeStamm, a trip's traveller) as the forms hold it. */
export function personFieldsOf(
  person: Omit<PersonFields, 'anredeId'> & { anredeId: number | null },
): PersonFields {
  return {
    anredeId: person.anredeId === null ? '' : String(person.anredeId),
    vorname: person.vorname,
    name: person.name,
    co: person.co,
    email: person.email,
    mobil: person.mobil,
    telefon: person.telefon,
  };
}

/** A street address (kundeAdresse, buchungAdresse). */
const ADDRESS_FIELD_KEYS = z.keyof(addressSchema).options;
export type AddressFields = Record<keyof Address, string>;

/** An address's values trimmed, as stored. */
export function addressFromFields(fields: AddressFields): Address {
  return Object.fromEntries(ADDRESS_FIELD_KEYS.map((key) => [key, fields[key].trim()])) as Address;
}

/** What the user chooses about a ride's time: fest = exactly then, flug = follows the flight. */
const TIME_KINDS = ['fest', 'flug'] as const;
type TimeKind = (typeof TIME_KINDS)[number];

/**
 * The part of a leg a user edits: everything but what the server (id, status, price), the leg's
 * place in the booking (art) or the booking's address step (buchungAdresse) sets.
 */
const legDetailsSchema = z.omit(legSchema, {
  id: true,
  art: true,
  statusId: true,
  buchungAdresse: true,
  preis: true,
});
export type LegDetails = z.infer<typeof legDetailsSchema>;

/** istFesteZeit is asked as a choice of two (zeitArt); every other leg field is typed. */
type TypedLegKey = Exclude<keyof LegDetails, 'istFesteZeit'>;
const TYPED_LEG_KEYS = z
  .keyof(legDetailsSchema)
  .options.filter((key): key is TypedLegKey => key !== 'istFesteZeit');

/** A yes/no field stays a checkbox's boolean; numbers and texts are typed as text. */
type FieldValue<T> = T extends boolean ? boolean : string;
/** One ride's timing and extras as the form holds them. */
export type LegFields = { [K in TypedLegKey]: FieldValue<LegDetails[K]> } & { zeitArt: TimeKind };

/** The value kind of a domain field, seen through its default/nullable wrappers. */
function kindOf(schema: z.core.$ZodType): 'boolean' | 'number' | 'text' {
  const def = schema._zod.def as { type: string; innerType?: z.core.$ZodType };
  if (def.innerType) return kindOf(def.innerType);
  if (def.type === 'boolean') return 'boolean';
  return def.type === 'number' ? 'number' : 'text';
}
const legKind = (key: TypedLegKey) => kindOf(legDetailsSchema.shape[key]);

/**
 * The leg fields as a form or a draft holds them, each text checked by `text` (the forms add
 * their rules on top with `.extend`, the draft only bounds the size).
 */
export function legFieldsSchema<T extends z.ZodMiniType<string>>(text: T) {
  const shape = Object.fromEntries(
    TYPED_LEG_KEYS.map((key) => [key, legKind(key) === 'boolean' ? z.boolean() : text]),
  ) as { [K in TypedLegKey]: LegDetails[K] extends boolean ? z.ZodMiniBoolean<boolean> : T };
  return z.object({ ...shape, zeitArt: z.enum(TIME_KINDS) });
}

/** The trip-details step of both wizards: person, address, outbound ride and an optional return. */
export function tripDetailsFieldsSchema<T extends z.ZodMiniType<string>>(text: T) {
  const texts = <K extends string>(keys: readonly K[]) =>
    Object.fromEntries(keys.map((key) => [key, text])) as Record<K, T>;
  const leg = legFieldsSchema(text);
  return z.object({
    ...texts(PERSON_FIELD_KEYS),
    ...texts(ADDRESS_FIELD_KEYS),
    hinfahrt: leg,
    mitRueckfahrt: z.boolean(),
    rueckfahrt: leg,
  });
}
export type TripDetailsFields = PersonFields &
  AddressFields & {
    hinfahrt: LegFields;
    mitRueckfahrt: boolean;
    rueckfahrt: LegFields;
  };

/** The editable part of a stored leg. */
export function legDetailsOf(leg: Leg): LegDetails {
  return Object.fromEntries(
    z.keyof(legDetailsSchema).options.map((key) => [key, leg[key]]),
  ) as LegDetails;
}

/** A leg's editable values as the form shows them. */
export function legFieldsOf(leg: LegDetails): LegFields {
  const typed = Object.fromEntries(
    TYPED_LEG_KEYS.map((key) => [key, legKind(key) === 'boolean' ? leg[key] : String(leg[key])]),
  );
  return { ...typed, zeitArt: leg.istFesteZeit ? 'fest' : 'flug' } as LegFields;
}

/** Flight numbers are kept as the schedule writes them: LH123, not "lh 123". */
const normalizeFlightNumber = (value: string) => value.trim().toUpperCase().replace(/\s+/g, '');

/** The form's (already checked) values back onto a leg, trimmed and normalised. */
export function legDetailsFromFields(fields: LegFields): LegDetails {
  const typed = Object.fromEntries(
    TYPED_LEG_KEYS.map((key) => {
      const value = fields[key];
      if (typeof value === 'boolean') return [key, value];
      if (legKind(key) === 'number') return [key, Number(value)];
      return [key, key === 'flugnummer' ? normalizeFlightNumber(value) : value.trim()];
    }),
  );
  return { ...typed, istFesteZeit: fields.zeitArt === 'fest' } as LegDetails;
}
