import { z } from 'zod';

/**
 * The card payment session kept in sessionStorage under PAYMENT_SESSION_KEY, so that a reload
 * on /zahlung or the return from the hosted payment page resumes where it was.
 */
export const paymentSessionSchema = z.object({
  /** Which wizard started the payment; decides where /zahlung goes afterwards. */
  flow: z.enum(['privat', 'firma']),
  buchungId: z.number().int().positive(),
  voucher: z.string().max(20),
  /** Token of the hosted payment page, once initialized. */
  token: z.string().max(100).nullable(),
  redirectUrl: z.string().max(2000).nullable(),
  /** ISO timestamp after which the token is no longer valid. */
  expiration: z.string().max(40).nullable(),
});
export type PaymentSession = z.infer<typeof paymentSessionSchema>;
