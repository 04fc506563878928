import { z } from 'zod/mini';
import type { components } from '../../api/schema.gen';
import * as rules from '../../ui/service-form/rules';

export type ContactMessage = components['schemas']['ContactMessage'];

/** Length limits of the contact form (the server allows more; these keep messages readable). */
export const CONTACT_LIMITS = {
  vorname: 60,
  name: 60,
  firma: 120,
  betreff: 120,
  nachricht: 2000,
  nachrichtMin: 10,
} as const;

/** Booking reference: the server's 10 characters of A-Z and 2-9 (a little lenient on length). */
const VOUCHER = /^[A-Za-z0-9]{4,20}$/;

export const contactSchema = z.object({
  vorname: rules.optionalNameText(CONTACT_LIMITS.vorname),
  name: rules.nameText(CONTACT_LIMITS.name),
  firma: rules.optionalNameText(CONTACT_LIMITS.firma),
  email: rules.email(),
  telefon: rules.phone({ required: false }),
  voucher: z.union([
    z.literal(''),
    z.string().check(z.trim(), z.regex(VOUCHER, 'validation.voucher')),
  ]),
  betreff: rules.lineText(CONTACT_LIMITS.betreff),
  nachricht: rules.messageText(CONTACT_LIMITS.nachricht, { min: CONTACT_LIMITS.nachrichtMin }),
  einwilligungDatenschutz: rules.consent(),
});

export type ContactFormValues = z.input<typeof contactSchema>;
export type ContactFormOutput = z.output<typeof contactSchema>;

export const contactDefaults: ContactFormValues = {
  vorname: '',
  name: '',
  firma: '',
  email: '',
  telefon: '',
  voucher: '',
  betreff: '',
  nachricht: '',
  einwilligungDatenschutz: false,
};

/** The request body of POST /NeuKontakt/SendEmail/ with art 'kontakt'. */
export function toContactMessage(values: ContactFormOutput): ContactMessage {
  return {
    art: 'kontakt',
    anredeId: null,
    vorname: values.vorname,
    name: values.name,
    firma: values.firma,
    email: values.email,
    telefon: values.telefon,
    betreff: values.betreff,
    nachricht: values.nachricht,
    voucher: values.voucher.toUpperCase(),
    einwilligungDatenschutz: true,
  };
}
