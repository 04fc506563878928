import type { PaymentFailureReason } from '../../src/domain/payment';
import type { ProviderBehavior } from './provider';

/**
 * Every ErrorName the Saferpay JSON API documents, mapped to what the customer sees.
 * outcome: the payment machine's state; reason: which message and next actions the UI shows.
 * `pending` means "the payer has not finished the hosted page yet" (only meaningful for Assert).
 */
export type ErrorOutcome =
  'aborted' | 'declined' | 'failed' | 'expired' | 'alreadyCaptured' | 'pending';

export interface ErrorMapping {
  outcome: ErrorOutcome;
  reason: PaymentFailureReason | null;
}

const m = (outcome: ErrorOutcome, reason: PaymentFailureReason | null): ErrorMapping => ({
  outcome,
  reason,
});

export const SAFERPAY_ERROR_NAMES = {
  ACTION_NOT_SUPPORTED: m('failed', 'configuration'),
  ALIAS_INVALID: m('declined', 'cardInvalid'),
  AMOUNT_INVALID: m('failed', 'configuration'),
  AUTHENTICATION_FAILED: m('failed', 'configuration'),
  BLOCKED_BY_RISK_MANAGEMENT: m('declined', 'riskBlocked'),
  CARD_CHECK_FAILED: m('declined', 'cardInvalid'),
  CARD_CVC_INVALID: m('declined', 'cardInvalid'),
  CARD_CVC_REQUIRED: m('declined', 'cardInvalid'),
  CARD_EXPIRED: m('declined', 'cardExpired'),
  COMMUNICATION_FAILED: m('failed', 'technical'),
  COMMUNICATION_TIMEOUT: m('failed', 'technical'),
  CONDITION_NOT_SATISFIED: m('failed', 'configuration'),
  CURRENCY_INVALID: m('failed', 'configuration'),
  GENERAL_DECLINED: m('declined', 'declined'),
  INTERNAL_ERROR: m('failed', 'technical'),
  NO_CONTRACT: m('failed', 'configuration'),
  NO_CREDITS_AVAILABLE: m('failed', 'configuration'),
  PAYER_AUTHENTICATION_REQUIRED: m('declined', 'threeDsFailed'),
  PAYMENTMEANS_INVALID: m('declined', 'cardInvalid'),
  PERMISSION_DENIED: m('failed', 'configuration'),
  '3DS_AUTHENTICATION_FAILED': m('declined', 'threeDsFailed'),
  TOKEN_EXPIRED: m('expired', 'tokenExpired'),
  TOKEN_INVALID: m('expired', 'tokenExpired'),
  TRANSACTION_ABORTED: m('aborted', 'aborted'),
  TRANSACTION_ALREADY_CAPTURED: m('alreadyCaptured', null),
  TRANSACTION_DECLINED: m('declined', 'declined'),
  TRANSACTION_IN_WRONG_STATE: m('pending', null),
  TRANSACTION_NOT_FOUND: m('failed', 'technical'),
  TRANSACTION_NOT_STARTED: m('pending', null),
  UNEXPECTED_ERROR_BY_ACQUIRER: m('failed', 'retryLater'),
  UPDATE_CARD_INFORMATION: m('declined', 'cardInvalid'),
  VALIDATION_FAILED: m('failed', 'configuration'),
} as const satisfies Record<string, ErrorMapping>;

/**
 * The outcome of an error. Unknown names fall back on Saferpay's Behavior: OTHER_MEANS asks for
 * another card, RETRY_LATER for patience, anything else is a technical failure.
 * TRANSACTION_IN_WRONG_STATE means "not finished yet" for Assert only; elsewhere it is a failure.
 */
export function mapProviderError(
  errorName: string,
  behavior: ProviderBehavior | null,
  operation: 'initialize' | 'assert' | 'capture' | 'cancel' = 'assert',
): ErrorMapping {
  const known = (SAFERPAY_ERROR_NAMES as Record<string, ErrorMapping>)[errorName];
  if (known) {
    if (known.outcome === 'pending' && operation !== 'assert') return m('failed', 'technical');
    return known;
  }
  if (behavior === 'OTHER_MEANS') return m('declined', 'declined');
  if (behavior === 'RETRY_LATER') return m('failed', 'retryLater');
  return m('failed', 'technical');
}
