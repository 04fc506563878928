import { z } from 'zod';
import { rules } from '../../ui/service-form';

/** Vouchers are 10 characters of A-Z and 2-9; accept what people type (lower case, spaces). */
const VOUCHER = /^[A-Z0-9]{4,20}$/;

export const trackingSchema = z.object({
  voucher: z
    .string()
    .transform((value) => value.replace(/[\s-]+/g, '').toUpperCase())
    .pipe(
      z
        .string()
        .min(1, 'validation.required')
        .max(20, 'validation.voucher')
        .regex(VOUCHER, 'validation.voucher'),
    ),
  name: rules.nameText(60),
});

export type TrackingFormValues = z.input<typeof trackingSchema>;
export type TrackingQuery = z.output<typeof trackingSchema>;
