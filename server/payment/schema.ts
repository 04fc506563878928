// Drizzle view of server/payment/migrations/*.sql (the SQL files are the source of truth).
import { bigserial, boolean, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

export const PAYMENT_ROW_STATUSES = [
  'initializing',
  'pending',
  'authorized',
  'capturing',
  'captured',
  'aborted',
  'declined',
  'failed',
  'expired',
  'discarded',
] as const;
export type PaymentRowStatus = (typeof PAYMENT_ROW_STATUSES)[number];

export const payments = pgTable('payments', {
  id: serial('id').primaryKey(),
  buchungId: integer('buchung_id').notNull(),
  provider: text('provider').notNull(),
  requestId: text('request_id').notNull(),
  token: text('token'),
  status: text('status').$type<PaymentRowStatus>().notNull(),
  reason: text('reason'),
  errorName: text('error_name'),
  amountCent: integer('amount_cent').notNull(),
  currency: text('currency').notNull().default('EUR'),
  orderId: text('order_id').notNull(),
  language: text('language').notNull(),
  redirectUrl: text('redirect_url'),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }),
  transactionId: text('transaction_id'),
  captureId: text('capture_id'),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  /** When the reconciler asks the provider about this open attempt next. */
  nextCheckAt: timestamp('next_check_at', { withTimezone: true, mode: 'date' })
    .notNull()
    .defaultNow(),
  checks: integer('checks').notNull().default(0),
  /** The payer's browser has been told this attempt is captured (see PaymentService view). */
  payerTold: boolean('payer_told').notNull().default(false),
  /** The request (X-Request-Id) or reconciler round of the last change: copied into the money trail. */
  lastRequestId: text('last_request_id'),
});
export type PaymentRow = typeof payments.$inferSelect;

export const SANDBOX_PAGE_STATUSES = [
  'open',
  'challenge',
  'authorized',
  'captured',
  'canceled',
  'failed',
] as const;
export type SandboxPageStatus = (typeof SANDBOX_PAGE_STATUSES)[number];

export const sandboxPaymentPages = pgTable('sandbox_payment_pages', {
  token: text('token').primaryKey(),
  requestId: text('request_id').notNull(),
  orderId: text('order_id').notNull(),
  description: text('description').notNull(),
  amountCent: integer('amount_cent').notNull(),
  currency: text('currency').notNull(),
  language: text('language').notNull(),
  returnUrl: text('return_url').notNull(),
  notifyUrl: text('notify_url'),
  status: text('status').$type<SandboxPageStatus>().notNull(),
  errorName: text('error_name'),
  transactionId: text('transaction_id'),
  captureId: text('capture_id'),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
export type SandboxPageRow = typeof sandboxPaymentPages.$inferSelect;

/** The money trail: appended by a trigger on every status change of `payments`, never changed. */
export const paymentEvents = pgTable('payment_events', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  /** 'payment' (an attempt's status) or 'refund' (a refund's status, migration 0103). */
  kind: text('kind').$type<'payment' | 'refund'>().notNull().default('payment'),
  paymentId: integer('payment_id').notNull(),
  buchungId: integer('buchung_id').notNull(),
  fromStatus: text('from_status').$type<PaymentRowStatus | RefundStatus>(),
  toStatus: text('to_status').$type<PaymentRowStatus | RefundStatus>().notNull(),
  amountCent: integer('amount_cent').notNull(),
  currency: text('currency').notNull(),
  provider: text('provider').notNull(),
  transactionId: text('transaction_id'),
  captureId: text('capture_id'),
  errorName: text('error_name'),
  reason: text('reason'),
  requestId: text('request_id'),
  at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

export const REFUND_STATUSES = ['pending', 'refunding', 'refunded', 'failed'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/** One refund per cancelled paid booking (migration 0103, docs/decisions/0009). */
export const refunds = pgTable('refunds', {
  id: serial('id').primaryKey(),
  buchungId: integer('buchung_id').notNull(),
  paymentId: integer('payment_id').notNull(),
  provider: text('provider').notNull(),
  requestId: text('request_id').notNull(),
  status: text('status').$type<RefundStatus>().notNull(),
  amountCent: integer('amount_cent').notNull(),
  currency: text('currency').notNull(),
  transactionId: text('transaction_id'),
  captureId: text('capture_id'),
  errorName: text('error_name'),
  tries: integer('tries').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  lastRequestId: text('last_request_id'),
});
export type RefundRow = typeof refunds.$inferSelect;

/** The sandbox provider's own record of the refunds it made. */
export const sandboxRefunds = pgTable('sandbox_refunds', {
  transactionId: text('transaction_id').primaryKey(),
  requestId: text('request_id').notNull(),
  refundedCaptureId: text('refunded_capture_id').notNull(),
  amountCent: integer('amount_cent').notNull(),
  currency: text('currency').notNull(),
  orderId: text('order_id'),
  status: text('status').$type<'authorized' | 'captured'>().notNull(),
  captureId: text('capture_id'),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
