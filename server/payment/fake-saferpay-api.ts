import { serve, type ServerType } from '@hono/node-server';
import { Hono, type Context } from 'hono';
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';

/**
 * A local fake of the Saferpay JSON API (payment page part), built from the documented request
 * and response shapes, for the adapter's tests and for running the app with
 * PAYMENT_PROVIDER=saferpay offline. It checks Basic auth and the RequestHeader, answers a
 * repeated RequestId (RetryIndicator > 0) with the first answer, and lets a test decide what the
 * payer does on the hosted page and which calls fail.
 */

export type FakePayerOutcome =
  | 'AUTHORIZED'
  | 'TRANSACTION_DECLINED'
  | '3DS_AUTHENTICATION_FAILED'
  | 'TRANSACTION_ABORTED'
  | 'TOKEN_EXPIRED'
  | (string & {});

interface PageState {
  token: string;
  amountValue: string;
  currency: string;
  orderId: string;
  returnUrl: string;
  /** Notification.SuccessNotifyUrl / FailNotifyUrl, called after the payer's outcome. */
  successNotifyUrl: string | null;
  failNotifyUrl: string | null;
  outcome: FakePayerOutcome | null;
  transactionId: string | null;
  status: 'OPEN' | 'AUTHORIZED' | 'CAPTURED' | 'CANCELED';
  captureId: string | null;
}

export interface RecordedRequest {
  path: string;
  body: Record<string, unknown>;
  authorization: string | null;
}

export interface FakeFailure {
  /**
   * 'hang' waits 5 s before handling the call; 'lose' handles it at once and then waits 5 s
   * before answering (the call took effect, its answer is lost): use both with a short adapter
   * timeout.
   */
  kind: 'error' | 'hang' | 'lose';
  status?: number;
  body?: Record<string, unknown>;
}

/** A refund transaction (Type REFUND) made by Transaction/Refund. */
export interface RefundState {
  transactionId: string;
  /** The CaptureId (or TransactionId) of the payment it refunds. */
  refundedReference: string;
  amountValue: string;
  currency: string;
  orderId: string;
  status: 'AUTHORIZED' | 'CAPTURED';
  captureId: string | null;
}

export interface FakeSaferpay {
  app: Hono;
  requests: RecordedRequest[];
  pages: Map<string, PageState>;
  /** Refund transactions by id. */
  refunds: Map<string, RefundState>;
  /** What the payer does on the hosted page for this token. */
  setPayerOutcome(token: string, outcome: FakePayerOutcome): void;
  /** The next call to `path` (e.g. /Payment/v1/Transaction/Capture) fails this way. */
  failNext(path: string, failure: FakeFailure): void;
  credentials: { customerId: string; terminalId: string; username: string; password: string };
}

const ERROR_STATUS: Record<string, number> = {
  VALIDATION_FAILED: 400,
  AUTHENTICATION_FAILED: 401,
  TRANSACTION_DECLINED: 402,
  '3DS_AUTHENTICATION_FAILED': 402,
  TRANSACTION_ABORTED: 402,
  TRANSACTION_ALREADY_CAPTURED: 402,
  TRANSACTION_IN_WRONG_STATE: 402,
  TOKEN_EXPIRED: 402,
  TOKEN_INVALID: 402,
  TRANSACTION_NOT_FOUND: 402,
  INTERNAL_ERROR: 500,
};

const ERROR_BEHAVIOR: Record<string, string> = {
  TRANSACTION_DECLINED: 'OTHER_MEANS',
  '3DS_AUTHENTICATION_FAILED': 'OTHER_MEANS',
  INTERNAL_ERROR: 'RETRY',
};

export function createFakeSaferpay(
  credentials = {
    customerId: '245294',
    terminalId: '17957753',
    username: 'API_245294_test',
    password: 'secret-test',
  },
): FakeSaferpay {
  const app = new Hono();
  const requests: RecordedRequest[] = [];
  const pages = new Map<string, PageState>();
  const refunds = new Map<string, RefundState>();
  const failures = new Map<string, FakeFailure[]>();
  /** RequestId -> first answer, so a retry is answered identically and not executed twice. */
  const answered = new Map<string, { status: number; body: Record<string, unknown> }>();
  const expectedAuth = `Basic ${Buffer.from(`${credentials.username}:${credentials.password}`).toString('base64')}`;

  const error = (name: string, message: string, extra: Record<string, unknown> = {}) => ({
    status: ERROR_STATUS[name] ?? 402,
    body: {
      ResponseHeader: { SpecVersion: '1.40', RequestId: String(extra.RequestId ?? '') },
      Behavior: ERROR_BEHAVIOR[name] ?? 'ABORT',
      ErrorName: name,
      ErrorMessage: message,
      ...extra,
    },
  });

  function handle(
    path: string,
    run: (
      body: Record<string, unknown>,
      url: string,
    ) => { status: number; body: Record<string, unknown> },
  ) {
    app.post(path, async (c: Context) => {
      const raw = (await c.req.json().catch(() => null)) as Record<string, unknown> | null;
      const body = raw ?? {};
      requests.push({ path, body, authorization: c.req.header('authorization') ?? null });
      const header = (body.RequestHeader ?? {}) as Record<string, unknown>;
      const failure = failures.get(path)?.shift();
      if (failure?.kind === 'hang') {
        await new Promise((resolve) => setTimeout(resolve, 5_000));
      }
      if (failure?.kind === 'error') {
        return c.json(
          failure.body ?? error('INTERNAL_ERROR', 'injected failure').body,
          (failure.status ?? 500) as 500,
        );
      }
      if (c.req.header('authorization') !== expectedAuth) {
        const e = error('AUTHENTICATION_FAILED', 'Unable to authenticate request');
        return c.json(e.body, e.status as 401);
      }
      const details: string[] = [];
      if (header.SpecVersion === undefined)
        details.push('RequestHeader.SpecVersion: The field SpecVersion is required.');
      if (header.CustomerId !== credentials.customerId)
        details.push('RequestHeader.CustomerId: invalid');
      if (
        typeof header.RequestId !== 'string' ||
        !/^[A-Za-z0-9.:_-]{1,50}$/.test(header.RequestId)
      ) {
        details.push('RequestHeader.RequestId: The field RequestId is invalid.');
      }
      const retry = header.RetryIndicator;
      if (typeof retry !== 'number' || !Number.isInteger(retry) || retry < 0 || retry > 9) {
        details.push('RequestHeader.RetryIndicator: must be 0..9');
      }
      if (details.length > 0) {
        const e = error('VALIDATION_FAILED', 'Request validation failed', { ErrorDetail: details });
        return c.json(e.body, e.status as 400);
      }
      const cacheKey = `${path}|${String(header.RequestId)}`;
      const cached = answered.get(cacheKey);
      if (cached && (retry as number) > 0) return c.json(cached.body, cached.status as 200);
      const answer = run(body, c.req.url);
      answer.body.ResponseHeader = { SpecVersion: '1.40', RequestId: header.RequestId };
      answered.set(cacheKey, answer);
      if (failure?.kind === 'lose') await new Promise((resolve) => setTimeout(resolve, 5_000));
      return c.json(answer.body, answer.status as 200);
    });
  }

  handle('/Payment/v1/PaymentPage/Initialize', (body, url) => {
    const payment = (body.Payment ?? {}) as {
      Amount?: { Value?: unknown; CurrencyCode?: unknown };
      OrderId?: unknown;
      Description?: unknown;
    };
    const returnUrl = ((body.ReturnUrl ?? {}) as { Url?: unknown }).Url;
    const notification = (body.Notification ?? {}) as {
      SuccessNotifyUrl?: unknown;
      FailNotifyUrl?: unknown;
    };
    const details: string[] = [];
    for (const field of ['SuccessNotifyUrl', 'FailNotifyUrl'] as const) {
      const value = notification[field];
      if (
        value !== undefined &&
        (typeof value !== 'string' || !/^https?:\/\//.test(value) || value.length > 2000)
      ) {
        details.push(`Notification.${field}: absolute URL required`);
      }
    }
    if (body.TerminalId !== credentials.terminalId) details.push('TerminalId: invalid');
    const value = payment.Amount?.Value;
    if (typeof value !== 'string' || !/^[1-9]\d{0,11}$/.test(value))
      details.push('Payment.Amount.Value: minor units as a string');
    if (
      typeof payment.Amount?.CurrencyCode !== 'string' ||
      !/^[A-Z]{3}$/.test(payment.Amount.CurrencyCode)
    ) {
      details.push('Payment.Amount.CurrencyCode: ISO 4217');
    }
    if (typeof payment.Description !== 'string' || payment.Description.length === 0)
      details.push('Payment.Description: required');
    if (typeof returnUrl !== 'string' || !/^https?:\/\//.test(returnUrl))
      details.push('ReturnUrl.Url: absolute URL required');
    if (details.length > 0)
      return error('VALIDATION_FAILED', 'Request validation failed', { ErrorDetail: details });
    const token = randomUUID().replace(/-/g, '').slice(0, 24);
    pages.set(token, {
      token,
      amountValue: value as string,
      currency: payment.Amount!.CurrencyCode as string,
      orderId: String(payment.OrderId ?? ''),
      returnUrl: returnUrl as string,
      successNotifyUrl:
        typeof notification.SuccessNotifyUrl === 'string' ? notification.SuccessNotifyUrl : null,
      failNotifyUrl:
        typeof notification.FailNotifyUrl === 'string' ? notification.FailNotifyUrl : null,
      outcome: null,
      transactionId: null,
      status: 'OPEN',
      captureId: null,
    });
    return {
      status: 200,
      body: {
        Token: token,
        Expiration: new Date(Date.now() + 4 * 3600_000).toISOString(),
        // Absolute, like Saferpay's: the hosted page sits beside the API on the same fake.
        RedirectUrl: url.replace(/\/Payment\/v1\/PaymentPage\/Initialize$/, `/hosted/${token}`),
      },
    };
  });

  handle('/Payment/v1/PaymentPage/Assert', (body) => {
    const page = typeof body.Token === 'string' ? pages.get(body.Token) : undefined;
    if (!page) return error('TOKEN_INVALID', 'Invalid token');
    if (!page.outcome) return error('TRANSACTION_IN_WRONG_STATE', 'Transaction not finished yet');
    if (page.outcome !== 'AUTHORIZED') return error(page.outcome, `Payer outcome ${page.outcome}`);
    return {
      status: 200,
      body: {
        Transaction: {
          Type: 'PAYMENT',
          Status: page.status === 'CAPTURED' ? 'CAPTURED' : 'AUTHORIZED',
          Id: page.transactionId,
          CaptureId: page.captureId ?? undefined,
          Date: new Date().toISOString(),
          Amount: { Value: page.amountValue, CurrencyCode: page.currency },
          OrderId: page.orderId,
          AcquirerName: 'Fake Acquirer',
        },
        PaymentMeans: {
          Brand: { PaymentMethod: 'VISA', Name: 'VISA' },
          DisplayText: 'xxxx xxxx xxxx 0004',
        },
        Liability: { LiabilityShift: true, LiableEntity: 'ThreeDs' },
      },
    };
  });

  const byTransaction = (id: unknown) =>
    [...pages.values()].find((page) => page.transactionId === id);

  handle('/Payment/v1/Transaction/Capture', (body) => {
    const id = ((body.TransactionReference ?? {}) as { TransactionId?: unknown }).TransactionId;
    const refund = typeof id === 'string' ? refunds.get(id) : undefined;
    if (refund) {
      // Capturing a refund moves the money back to the card holder.
      if (refund.status === 'CAPTURED')
        return error('TRANSACTION_ALREADY_CAPTURED', 'Transaction already captured');
      refund.status = 'CAPTURED';
      refund.captureId = `${refund.transactionId}_c`;
      return {
        status: 200,
        body: { CaptureId: refund.captureId, Status: 'CAPTURED', Date: new Date().toISOString() },
      };
    }
    const page = byTransaction(id);
    if (!page) return error('TRANSACTION_NOT_FOUND', 'Transaction not found');
    if (page.status === 'CAPTURED')
      return error('TRANSACTION_ALREADY_CAPTURED', 'Transaction already captured');
    if (page.status !== 'AUTHORIZED')
      return error('TRANSACTION_IN_WRONG_STATE', 'Transaction not authorized');
    page.status = 'CAPTURED';
    page.captureId = `${page.transactionId}_c`;
    return {
      status: 200,
      body: { CaptureId: page.captureId, Status: 'CAPTURED', Date: new Date().toISOString() },
    };
  });

  handle('/Payment/v1/Transaction/Cancel', (body) => {
    const id = ((body.TransactionReference ?? {}) as { TransactionId?: unknown }).TransactionId;
    const page = byTransaction(id);
    if (!page) return error('TRANSACTION_NOT_FOUND', 'Transaction not found');
    if (page.status === 'CAPTURED')
      return error('TRANSACTION_ALREADY_CAPTURED', 'Transaction already captured');
    page.status = 'CANCELED';
    return {
      status: 200,
      body: {
        TransactionId: page.transactionId,
        OrderId: page.orderId,
        Date: new Date().toISOString(),
      },
    };
  });

  // Referenced refund of a captured payment: a new transaction of Type REFUND, AUTHORIZED until
  // it is captured. Saferpay allows several refunds of one payment: keeping to one is ours to do.
  handle('/Payment/v1/Transaction/Refund', (body) => {
    const refund = (body.Refund ?? {}) as {
      Amount?: { Value?: unknown; CurrencyCode?: unknown };
      OrderId?: unknown;
    };
    const reference = (body.CaptureReference ?? {}) as {
      CaptureId?: unknown;
      TransactionId?: unknown;
    };
    const details: string[] = [];
    const value = refund.Amount?.Value;
    if (typeof value !== 'string' || !/^[1-9]\d{0,11}$/.test(value))
      details.push('Refund.Amount.Value: minor units as a string');
    if (typeof refund.Amount?.CurrencyCode !== 'string')
      details.push('Refund.Amount.CurrencyCode: ISO 4217');
    if (reference.CaptureId === undefined && reference.TransactionId === undefined)
      details.push('CaptureReference: CaptureId or TransactionId required');
    if (details.length > 0)
      return error('VALIDATION_FAILED', 'Request validation failed', { ErrorDetail: details });
    const page = [...pages.values()].find(
      (p) =>
        (reference.CaptureId !== undefined && p.captureId === reference.CaptureId) ||
        (reference.TransactionId !== undefined && p.transactionId === reference.TransactionId),
    );
    if (!page) return error('TRANSACTION_NOT_FOUND', 'Transaction not found');
    if (page.status !== 'CAPTURED')
      return error('TRANSACTION_IN_WRONG_STATE', 'Only a captured transaction can be refunded');
    const transactionId = `fakeR${randomUUID().replace(/-/g, '').slice(0, 16)}`;
    const state: RefundState = {
      transactionId,
      refundedReference: String(reference.CaptureId ?? reference.TransactionId),
      amountValue: value as string,
      currency: refund.Amount!.CurrencyCode as string,
      orderId: String(refund.OrderId ?? ''),
      status: 'AUTHORIZED',
      captureId: null,
    };
    refunds.set(transactionId, state);
    return {
      status: 200,
      body: {
        Transaction: {
          Type: 'REFUND',
          Status: 'AUTHORIZED',
          Id: transactionId,
          Date: new Date().toISOString(),
          Amount: { Value: state.amountValue, CurrencyCode: state.currency },
          OrderId: state.orderId,
          AcquirerName: 'Fake Acquirer',
        },
        PaymentMeans: {
          Brand: { PaymentMethod: 'VISA', Name: 'VISA' },
          DisplayText: 'xxxx xxxx xxxx 0004',
        },
      },
    };
  });

  // A bare hosted page: links for the payer's choice, then back to the ReturnUrl.
  app.get('/hosted/:token', (c) => {
    const page = pages.get(c.req.param('token'));
    if (!page) return c.text('unknown token', 404);
    const links = ['AUTHORIZED', 'TRANSACTION_DECLINED', 'TRANSACTION_ABORTED']
      .map((o) => `<li><a href="${page.token}/${o}">${o}</a></li>`)
      .join('');
    return c.html(
      `<!doctype html><html lang="en"><title>Fake Saferpay</title><h1>Fake Saferpay</h1><ul>${links}</ul></html>`,
    );
  });
  app.get('/hosted/:token/:outcome', (c) => {
    const page = pages.get(c.req.param('token'));
    if (!page) return c.text('unknown token', 404);
    setOutcome(page, c.req.param('outcome'));
    // Like Saferpay: the shop's server hears of the outcome even if the payer never returns.
    const notifyUrl = page.outcome === 'AUTHORIZED' ? page.successNotifyUrl : page.failNotifyUrl;
    if (notifyUrl) void fetch(notifyUrl).catch(() => undefined);
    return c.redirect(page.returnUrl, 302);
  });

  function setOutcome(page: PageState, outcome: FakePayerOutcome) {
    page.outcome = outcome;
    if (outcome === 'AUTHORIZED' && !page.transactionId) {
      page.transactionId = `fake${randomUUID().replace(/-/g, '').slice(0, 16)}`;
      page.status = 'AUTHORIZED';
    }
  }

  return {
    app,
    requests,
    pages,
    refunds,
    credentials,
    setPayerOutcome(token, outcome) {
      const page = pages.get(token);
      if (!page) throw new Error(`unknown token ${token}`);
      setOutcome(page, outcome);
    },
    failNext(path, failure) {
      failures.set(path, [...(failures.get(path) ?? []), failure]);
    },
  };
}

/** Starts the fake on a loopback port; returns its base URL (ending in /api) and a stop function. */
export async function startFakeSaferpay(
  fake: FakeSaferpay,
): Promise<{ baseUrl: string; origin: string; stop: () => Promise<void> }> {
  const root = new Hono();
  root.route('/api', fake.app);
  let server: ServerType;
  const port = await new Promise<number>((resolve) => {
    server = serve({ fetch: root.fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) =>
      resolve(info.port),
    );
  });
  const origin = `http://127.0.0.1:${port}`;
  return {
    origin,
    baseUrl: `${origin}/api`,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
