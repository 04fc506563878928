import { classifyFailure } from '../../ui/service-form/failure';
import type { ServerFieldError } from '../../ui/service-form/server-errors';

/** What the page says when a self-service call fails. */
export type SelfServiceFailure =
  | { kind: 'closed' | 'priceWouldChange' | 'paymentInProgress' | 'cancelled' | 'throttled' }
  | { kind: 'validation'; fieldErrors: readonly ServerFieldError[] }
  /** Network trouble or a server error: the same step can be sent again. */
  | { kind: 'retry' };

const BY_CODE: Record<string, SelfServiceFailure['kind']> = {
  selfServiceClosed: 'closed',
  bookingNotEditable: 'closed',
  alreadyPaid: 'priceWouldChange',
  paymentInProgress: 'paymentInProgress',
  bookingCancelled: 'cancelled',
};

export function selfServiceFailure(error: unknown): SelfServiceFailure {
  const code = (error as { code?: unknown } | null)?.code;
  const known = typeof code === 'string' ? BY_CODE[code] : undefined;
  if (known && known !== 'validation') return { kind: known } as SelfServiceFailure;
  const failure = classifyFailure(error);
  if (failure.kind === 'validation') return failure;
  if (failure.kind === 'throttled') return { kind: 'throttled' };
  return { kind: 'retry' };
}
