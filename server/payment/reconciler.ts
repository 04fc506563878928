import { randomUUID } from 'node:crypto';
import { errorFields, log, withLogContext } from '../observability/log';
import type { PaymentService } from './service';

/**
 * Settles the attempts no browser and no notification settled (a lost notification, a process
 * that died mid-capture): every `everyMs` one round of PaymentService.reconcile. Rounds never
 * overlap within a process; across processes the service claims rows with SKIP LOCKED.
 */
export function startReconciler(
  service: Pick<PaymentService, 'reconcile'>,
  options: {
    everyMs: number;
    signal?: AbortSignal | undefined;
    onError?: (error: unknown) => void;
  },
): void {
  const onError =
    options.onError ??
    ((error: unknown) =>
      log().error(
        { event: 'payment.reconcileFailed', ...errorFields(error) },
        'reconciliation round failed',
      ));
  let running = false;
  const round = async () => {
    if (running) return;
    running = true;
    try {
      // Each round is traced like a request: its changes carry the round's id in the money trail.
      await withLogContext({ requestId: `reconcile-${randomUUID()}` }, () => service.reconcile());
    } catch (error) {
      onError(error);
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void round(), options.everyMs);
  // The reconciler never keeps a process alive that is otherwise done.
  timer.unref();
  options.signal?.addEventListener('abort', () => clearInterval(timer), { once: true });
}
