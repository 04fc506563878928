import { z } from 'zod/mini';
import type { components } from '../../api/schema.gen';
import * as rules from '../../ui/service-form/rules';

export type LogisticsRequest = components['schemas']['LogisticsRequest'];

export const LOGISTICS_SERVICES = ['kurier', 'gepaeck', 'fracht', 'sonstiges'] as const;

export const LOGISTICS_LIMITS = {
  firma: 120,
  vorname: 60,
  name: 60,
  strasse: 120,
  ort: 80,
  beschreibung: 2000,
} as const;

const addressSchema = z.object({
  strasse: rules.nameText(LOGISTICS_LIMITS.strasse),
  plz: rules.postcode(),
  ort: rules.nameText(LOGISTICS_LIMITS.ort),
});

/** `now` is injectable so tests can pin "today". */
export function createLogisticsSchema(now: () => Date = () => new Date()) {
  return z.object({
    // Radios give null while none is chosen; the default is ''. Both mean "choose one".
    leistung: z
      .union([z.enum(LOGISTICS_SERVICES), z.literal(''), z.null()], {
        error: 'validation.requiredSelect',
      })
      .check(z.refine((value) => value !== '' && value !== null, 'validation.requiredSelect')),
    abholAdresse: addressSchema,
    zielAdresse: addressSchema,
    datum: rules.futureDate(now),
    zeit: z.union([
      z.literal(''),
      z.string().check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'validation.invalidTime')),
    ]),
    beschreibung: rules.messageText(LOGISTICS_LIMITS.beschreibung),
    firma: rules.optionalNameText(LOGISTICS_LIMITS.firma),
    vorname: rules.optionalNameText(LOGISTICS_LIMITS.vorname),
    name: rules.nameText(LOGISTICS_LIMITS.name),
    email: rules.email(),
    telefon: rules.phone(),
    einwilligungDatenschutz: rules.consent(),
  });
}
export const logisticsSchema = createLogisticsSchema();

export type LogisticsFormValues = z.input<typeof logisticsSchema>;
export type LogisticsFormOutput = z.output<typeof logisticsSchema>;

const emptyAddress = { strasse: '', plz: '', ort: '' };

export const logisticsDefaults: LogisticsFormValues = {
  leistung: '',
  abholAdresse: { ...emptyAddress },
  zielAdresse: { ...emptyAddress },
  datum: '',
  zeit: '',
  beschreibung: '',
  firma: '',
  vorname: '',
  name: '',
  email: '',
  telefon: '',
  einwilligungDatenschutz: false,
};

/** The request body of POST /NeuKontakt/SendEmail/ with art 'logistik'. */
export function toLogisticsRequest(values: LogisticsFormOutput): LogisticsRequest {
  return {
    art: 'logistik',
    leistung: values.leistung as LogisticsRequest['leistung'],
    firma: values.firma,
    anredeId: null,
    vorname: values.vorname,
    name: values.name,
    email: values.email,
    telefon: values.telefon,
    abholAdresse: { ...values.abholAdresse, ortsteil: '' },
    zielAdresse: { ...values.zielAdresse, ortsteil: '' },
    datum: values.datum,
    zeit: values.zeit,
    beschreibung: values.beschreibung,
    einwilligungDatenschutz: true,
  };
}
