import { z } from 'zod/mini';
import * as rules from '../../ui/service-form/rules';

/** Vouchers are 10 characters of A-Z and 2-9; accept what people type (lower case, spaces). */
const VOUCHER = /^[A-Z0-9]{4,20}$/;

export const trackingSchema = z.object({
  voucher: z.pipe(
    z.pipe(
      z.string(),
      z.transform((value: string) => value.replace(/[\s-]+/g, '').toUpperCase()),
    ),
    z
      .string()
      .check(
        z.minLength(1, 'validation.required'),
        z.maxLength(20, 'validation.voucher'),
        z.regex(VOUCHER, 'validation.voucher'),
      ),
  ),
  name: rules.nameText(60),
});

export type TrackingFormValues = z.input<typeof trackingSchema>;
export type TrackingQuery = z.output<typeof trackingSchema>;
