import { z } from 'zod/mini';
import { text, wholeNumber } from './schema-parts';

/**
 * Card payment through the provider's hosted payment page (DESIGN.md section 6).
 * Shared by the SPA (payment session, response parsing) and the reference server (response shapes).
 */

/** Where the browser is in the flow, so that a reload on /zahlung resumes in the right place. */
export const PAYMENT_STAGES = ['start', 'redirected', 'asserting', 'capturing', 'done'] as const;
export type PaymentStage = (typeof PAYMENT_STAGES)[number];

/**
 * The card payment session kept in sessionStorage under PAYMENT_SESSION_KEY, so that a reload
 * on /zahlung or the return from the hosted payment page resumes where it was.
 * The wizards write it with token/redirectUrl/expiration null; /zahlung fills in the rest.
 */
/**
 * Which page started the payment: a wizard's summary, or paying later (0022) from tracking or
 * from the company's booked ride (`firmaFahrt`).
 */
export const PAYMENT_FLOWS = ['privat', 'firma', 'tracking', 'firmaFahrt'] as const;

export const paymentSessionSchema = z.object({
  /** Decides where /zahlung goes afterwards. */
  flow: z.enum(PAYMENT_FLOWS),
  buchungId: wholeNumber(z.positive()),
  voucher: text(20),
  /** Token of the hosted payment page, once initialized. */
  token: z.nullable(text(100)),
  redirectUrl: z.nullable(text(2000)),
  /** ISO timestamp after which the token is no longer valid. */
  expiration: z.nullable(text(40)),
  /** Set by /zahlung; absent means `start` (nothing sent to the provider yet). */
  stage: z.optional(z.enum(PAYMENT_STAGES)),
  /** Paying later from tracking (0022): the grant the payment calls send (X-Zahlung-Token). */
  zahlungsToken: z.optional(text(100)),
  /** Paying later: the surname, so that tracking shows the booking again afterwards. */
  nachname: z.optional(text(60)),
  /**
   * Paying later: by when the booking must be paid (zahlungBis, 0024), as the starting page read
   * it, so that /zahlung names it after a failed attempt; the tab holds no such booking.
   */
  zahlungBis: z.optional(z.nullable(text(40))),
});
export type PaymentSession = z.infer<typeof paymentSessionSchema>;

/**
 * State of one payment attempt (one token) as the server keeps it.
 * pending: the payer has not finished the hosted page; authorized: the card was charged
 * provisionally, capture still due; captured: paid. The rest are the failure outcomes.
 */
export const PAYMENT_STATUSES = [
  'pending',
  'authorized',
  'captured',
  'aborted',
  'declined',
  'failed',
  'expired',
  'discarded',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** Why an attempt did not succeed; the UI picks its message from this. */
export const PAYMENT_FAILURE_REASONS = [
  'declined',
  'threeDsFailed',
  'cardExpired',
  'cardInvalid',
  'riskBlocked',
  'aborted',
  'tokenExpired',
  'technical',
  'retryLater',
  'configuration',
  'discarded',
] as const;
export type PaymentFailureReason = (typeof PAYMENT_FAILURE_REASONS)[number];

/** Answer of POST /Saferpay/PaymentPageInitialize. */
export const paymentInitResponseSchema = z.object({
  buchungId: wholeNumber(z.positive()),
  token: z.string().check(z.minLength(1), z.maxLength(100)),
  /** ISO 8601 timestamp after which the hosted page no longer accepts the token. */
  expiration: text(40),
  /** The hosted payment page; the browser goes there with a full page load. */
  redirectUrl: z.string().check(z.minLength(1), z.maxLength(2000)),
  /** Amount the server computed from the booking, in cents. */
  amountCent: wholeNumber(z.positive()),
  currency: z.literal('EUR'),
});
export type PaymentInitResponse = z.infer<typeof paymentInitResponseSchema>;

/** Answer of Assert, Capture, GetStatus, DeleteStatus, Abort, Fail and Bezahlt. */
export const paymentStatusResponseSchema = z.object({
  buchungId: wholeNumber(z.positive()),
  token: z.string().check(z.minLength(1), z.maxLength(100)),
  status: z.enum(PAYMENT_STATUSES),
  reason: z.nullable(z.enum(PAYMENT_FAILURE_REASONS)),
  /** The provider's ErrorName, when it reported one (for support; the UI shows `reason`). */
  errorName: z.nullable(text(60)),
  /** The booking is paid, by this attempt or an earlier one (second tab, lost browser). */
  bookingPaid: z.boolean(),
  /** Captured before this call (double return, retry, reload, another tab); false only on the Capture call that captured it. */
  alreadyCaptured: z.boolean(),
  amountCent: wholeNumber(z.positive()),
  currency: z.literal('EUR'),
});
export type PaymentStatusResponse = z.infer<typeof paymentStatusResponseSchema>;

/** Error code of PaymentPageInitialize when the booking needs no card payment any more. */
export const PAYMENT_ALREADY_PAID_CODE = 'PAYMENT_ALREADY_PAID';

/**
 * Answer of POST /Buchung/Selbstservice/{voucher}/Zahlung (docs/decisions/0022): a grant that
 * opens the card payment calls of this one booking for a while, and nothing else.
 */
export const paymentGrantSchema = z.object({
  buchungId: wholeNumber(z.positive()),
  voucher: text(20),
  zahlungsToken: z.string().check(z.minLength(1), z.maxLength(100)),
  gueltigBis: text(40),
});
export type PaymentGrant = z.infer<typeof paymentGrantSchema>;
