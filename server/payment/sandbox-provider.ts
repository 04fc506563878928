import { and, eq, sql } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import {
  providerError,
  type PaymentProvider,
  type ProviderResult,
  type ProviderTransaction,
} from './provider';
import { sandboxPaymentPages, sandboxRefunds, type SandboxPageRow } from './schema';
import type { PaymentDb } from './db';

/**
 * The local sandbox provider (PAYMENT_PROVIDER=sandbox, the default): behaves like Saferpay's
 * payment page API, but the "hosted page" is server/payment/sandbox-routes.ts on this server and
 * its state lives in sandbox_payment_pages. Error names and behaviours are Saferpay's.
 */
export interface SandboxOptions {
  /** How long a token stays valid; Saferpay's tokens expire too. */
  tokenLifetimeMs?: number;
  now?: () => Date;
}

export const SANDBOX_PATH = '/sandbox';

export function sandboxPagePath(token: string): string {
  return `${SANDBOX_PATH}/zahlung/${encodeURIComponent(token)}`;
}

export function createSandboxProvider(
  db: PaymentDb,
  options: SandboxOptions = {},
): PaymentProvider {
  const lifetime = options.tokenLifetimeMs ?? 30 * 60_000;
  const now = options.now ?? (() => new Date());

  const fail = (
    name: string,
    message: string,
    behavior: 'ABORT' | 'OTHER_MEANS' | 'RETRY' = 'ABORT',
  ) => ({ ok: false, error: providerError(name, message, { behavior }) }) as const;

  async function pageByTransaction(transactionId: string): Promise<SandboxPageRow | undefined> {
    const rows = await db
      .select()
      .from(sandboxPaymentPages)
      .where(eq(sandboxPaymentPages.transactionId, transactionId));
    return rows[0];
  }

  return {
    name: 'sandbox',

    async initialize(request) {
      const token = randomBytes(15).toString('base64url');
      // The same RequestId (a retried call) gets the same page, like Saferpay.
      await db
        .insert(sandboxPaymentPages)
        .values({
          token,
          requestId: request.requestId,
          orderId: request.orderId,
          description: request.description,
          amountCent: request.amountCent,
          currency: request.currency,
          language: request.language,
          returnUrl: request.returnUrl,
          notifyUrl: request.notifyUrl,
          status: 'open',
          expiresAt: new Date(now().getTime() + lifetime),
        })
        .onConflictDoNothing({ target: sandboxPaymentPages.requestId });
      const [page] = await db
        .select()
        .from(sandboxPaymentPages)
        .where(eq(sandboxPaymentPages.requestId, request.requestId));
      if (!page) return fail('INTERNAL_ERROR', 'sandbox page not stored', 'RETRY');
      return {
        ok: true,
        value: {
          token: page.token,
          expiration: page.expiresAt.toISOString(),
          redirectUrl: sandboxPagePath(page.token),
        },
      };
    },

    async assert({ token }): Promise<ProviderResult<ProviderTransaction>> {
      const [page] = await db
        .select()
        .from(sandboxPaymentPages)
        .where(eq(sandboxPaymentPages.token, token));
      if (!page) return fail('TOKEN_INVALID', 'unknown token');
      if (page.status === 'authorized' || page.status === 'captured') {
        return {
          ok: true,
          value: {
            status: page.status === 'captured' ? 'CAPTURED' : 'AUTHORIZED',
            transactionId: page.transactionId!,
            amountValue: String(page.amountCent),
            currency: page.currency,
            orderId: page.orderId,
            captureId: page.captureId,
          },
        };
      }
      if (page.status === 'failed') {
        const name = page.errorName ?? 'TRANSACTION_DECLINED';
        const behavior =
          name === 'TRANSACTION_DECLINED' || name === '3DS_AUTHENTICATION_FAILED'
            ? 'OTHER_MEANS'
            : 'ABORT';
        return fail(name, `sandbox outcome ${name}`, behavior);
      }
      if (page.status === 'canceled') return fail('TRANSACTION_ABORTED', 'payment canceled');
      if (page.expiresAt.getTime() <= now().getTime())
        return fail('TOKEN_EXPIRED', 'token expired');
      return fail('TRANSACTION_IN_WRONG_STATE', 'the payer has not finished the payment page');
    },

    async capture({ transactionId }) {
      // Conditional update: two concurrent captures of one transaction capture it once.
      const captureId = `${transactionId}-c`;
      const updated = await db
        .update(sandboxPaymentPages)
        .set({ status: 'captured', captureId })
        .where(
          and(
            eq(sandboxPaymentPages.transactionId, transactionId),
            eq(sandboxPaymentPages.status, 'authorized'),
          ),
        )
        .returning({ token: sandboxPaymentPages.token });
      if (updated.length === 1) return { ok: true, value: { status: 'CAPTURED', captureId } };
      const page = await pageByTransaction(transactionId);
      if (!page) return fail('TRANSACTION_NOT_FOUND', 'unknown transaction');
      if (page.status === 'captured')
        return fail('TRANSACTION_ALREADY_CAPTURED', 'transaction already captured');
      return fail('TRANSACTION_IN_WRONG_STATE', `transaction is ${page.status}`);
    },

    async cancel({ transactionId }) {
      const updated = await db
        .update(sandboxPaymentPages)
        .set({ status: 'canceled' })
        .where(
          and(
            eq(sandboxPaymentPages.transactionId, transactionId),
            eq(sandboxPaymentPages.status, 'authorized'),
          ),
        )
        .returning({ token: sandboxPaymentPages.token });
      if (updated.length === 1) return { ok: true, value: null };
      const page = await pageByTransaction(transactionId);
      if (!page) return fail('TRANSACTION_NOT_FOUND', 'unknown transaction');
      if (page.status === 'captured')
        return fail('TRANSACTION_ALREADY_CAPTURED', 'transaction already captured');
      return { ok: true, value: null };
    },

    async refund(request) {
      // Only a captured payment can be refunded; the same RequestId finds the same refund.
      const [page] = await db
        .select()
        .from(sandboxPaymentPages)
        .where(eq(sandboxPaymentPages.transactionId, request.transactionId));
      if (!page || page.status !== 'captured')
        return fail('TRANSACTION_IN_WRONG_STATE', 'only a captured payment can be refunded');
      if (request.amountCent <= 0 || request.amountCent > page.amountCent)
        return fail('VALIDATION_FAILED', 'refund amount out of range');
      const transactionId = `r${randomBytes(10).toString('hex')}`;
      const captureId = `${transactionId}-c`;
      // The sandbox authorizes and captures its refunds in one step.
      await db
        .insert(sandboxRefunds)
        .values({
          transactionId,
          requestId: request.requestId,
          refundedCaptureId: page.captureId ?? page.transactionId!,
          amountCent: request.amountCent,
          currency: request.currency,
          orderId: request.orderId,
          status: 'captured',
          captureId,
        })
        .onConflictDoNothing({ target: sandboxRefunds.requestId });
      const [refund] = await db
        .select()
        .from(sandboxRefunds)
        .where(eq(sandboxRefunds.requestId, request.requestId));
      if (!refund) return fail('INTERNAL_ERROR', 'sandbox refund not stored', 'RETRY');
      return {
        ok: true,
        value: {
          status: 'CAPTURED',
          transactionId: refund.transactionId,
          captureId: refund.captureId,
        },
      };
    },
  };
}

/** Closes an open sandbox page (the attempt was discarded), so it cannot be paid any more. */
export async function closeSandboxPage(db: PaymentDb, token: string): Promise<void> {
  await db
    .update(sandboxPaymentPages)
    .set({ status: 'failed', errorName: 'TRANSACTION_ABORTED' })
    .where(
      and(
        eq(sandboxPaymentPages.token, token),
        sql`${sandboxPaymentPages.status} IN ('open', 'challenge')`,
      ),
    );
}
