import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PAYMENT_FAILURE_REASONS } from '../../src/domain/payment';
import { mapProviderError, SAFERPAY_ERROR_NAMES } from './error-names';
import { createFakeSaferpay, startFakeSaferpay, type FakeSaferpay } from './fake-saferpay-api';
import type { PaymentProvider } from './provider';
import {
  createSaferpayAdapter,
  saferpayConfigFromEnv,
  type SaferpayConfig,
} from './saferpay-adapter';

let fake: FakeSaferpay;
let server: Awaited<ReturnType<typeof startFakeSaferpay>>;
let config: SaferpayConfig;
let adapter: PaymentProvider;

const INIT = '/Payment/v1/PaymentPage/Initialize';
const ASSERT = '/Payment/v1/PaymentPage/Assert';
const CAPTURE = '/Payment/v1/Transaction/Capture';

function initRequest(requestId = 'req-1') {
  return {
    requestId,
    amountCent: 12_345,
    currency: 'EUR' as const,
    orderId: 'V123456',
    description: 'Flughafentransfer V123456',
    returnUrl: 'https://shuttle.example/zahlung?buchung=7',
    notifyUrl: 'https://shuttle.example/api/Saferpay/Notify/req',
    language: 'en' as const,
  };
}

async function authorizedToken(): Promise<{ token: string; transactionId: string }> {
  const init = await adapter.initialize(initRequest(`req-${Math.random().toString(36).slice(2)}`));
  if (!init.ok) throw new Error(init.error.errorName);
  fake.setPayerOutcome(init.value.token, 'AUTHORIZED');
  const page = fake.pages.get(init.value.token)!;
  return { token: init.value.token, transactionId: page.transactionId! };
}

beforeAll(async () => {
  fake = createFakeSaferpay();
  server = await startFakeSaferpay(fake);
  config = {
    baseUrl: server.baseUrl,
    ...fake.credentials,
    timeoutMs: 2_000,
    retryDelayMs: 0,
  };
  adapter = createSaferpayAdapter(config);
});

afterAll(async () => {
  await server.stop();
});

beforeEach(() => {
  fake.requests.length = 0;
});

describe('Saferpay adapter: request fields', () => {
  it('sends Initialize with RequestHeader, TerminalId, amount in minor units as a string, ReturnUrl, Payer and the notify URLs', async () => {
    const result = await adapter.initialize(initRequest());
    expect(result.ok).toBe(true);
    const [request] = fake.requests;
    expect(request!.path).toBe(INIT);
    expect(request!.authorization).toBe(
      `Basic ${Buffer.from(`${fake.credentials.username}:${fake.credentials.password}`).toString('base64')}`,
    );
    expect(request!.body).toEqual({
      RequestHeader: {
        SpecVersion: '1.40',
        CustomerId: fake.credentials.customerId,
        RequestId: 'req-1',
        RetryIndicator: 0,
      },
      TerminalId: fake.credentials.terminalId,
      Payment: {
        Amount: { Value: '12345', CurrencyCode: 'EUR' },
        OrderId: 'V123456',
        Description: 'Flughafentransfer V123456',
      },
      Payer: { LanguageCode: 'en' },
      ReturnUrl: { Url: 'https://shuttle.example/zahlung?buchung=7' },
      Notification: {
        SuccessNotifyUrl: 'https://shuttle.example/api/Saferpay/Notify/req',
        FailNotifyUrl: 'https://shuttle.example/api/Saferpay/Notify/req',
      },
    });
    if (result.ok) {
      expect(result.value.token).toMatch(/^[a-z0-9]+$/);
      expect(result.value.redirectUrl).toBe(`${server.baseUrl}/hosted/${result.value.token}`);
      expect(Number.isNaN(Date.parse(result.value.expiration))).toBe(false);
    }
  });

  it('asserts with the token and captures with TransactionReference.TransactionId', async () => {
    const { token, transactionId } = await authorizedToken();
    fake.requests.length = 0;
    const assert = await adapter.assert({ requestId: 'req-a', token });
    expect(assert).toMatchObject({
      ok: true,
      value: { status: 'AUTHORIZED', transactionId, amountValue: '12345', currency: 'EUR' },
    });
    expect(fake.requests[0]!.body).toMatchObject({
      RequestHeader: { RequestId: 'req-a', RetryIndicator: 0 },
      Token: token,
    });
    const capture = await adapter.capture({ requestId: 'req-c', transactionId });
    expect(capture).toMatchObject({ ok: true, value: { status: 'CAPTURED' } });
    expect(fake.requests[1]!.path).toBe(CAPTURE);
    expect(fake.requests[1]!.body).toMatchObject({
      TransactionReference: { TransactionId: transactionId },
    });
  });

  it('reads the configuration from the environment and says which variable is missing', () => {
    expect(() =>
      saferpayConfigFromEnv({ SAFERPAY_BASE_URL: 'https://test.saferpay.com/api' }),
    ).toThrow(/SAFERPAY_CUSTOMER_ID/);
    const env = {
      SAFERPAY_BASE_URL: 'https://test.saferpay.com/api',
      SAFERPAY_CUSTOMER_ID: '1',
      SAFERPAY_TERMINAL_ID: '2',
      SAFERPAY_USERNAME: 'u',
      SAFERPAY_PASSWORD: 'p',
    };
    expect(saferpayConfigFromEnv(env)).toMatchObject({
      baseUrl: env.SAFERPAY_BASE_URL,
      terminalId: '2',
    });
  });
});

describe('Saferpay adapter: retry semantics', () => {
  it('repeats a call answered with Behavior RETRY with the same RequestId and RetryIndicator + 1', async () => {
    fake.failNext(INIT, { kind: 'error', status: 500 });
    const result = await adapter.initialize(initRequest('req-retry'));
    expect(result.ok).toBe(true);
    expect(fake.requests.map((r) => r.body.RequestHeader)).toEqual([
      expect.objectContaining({ RequestId: 'req-retry', RetryIndicator: 0 }),
      expect.objectContaining({ RequestId: 'req-retry', RetryIndicator: 1 }),
    ]);
  });

  it('repeats a call that timed out, keeping its RequestId', async () => {
    const quick = createSaferpayAdapter({ ...config, timeoutMs: 300 });
    fake.failNext(INIT, { kind: 'hang' });
    const result = await quick.initialize(initRequest('req-timeout'));
    expect(result.ok).toBe(true);
    const headers = fake.requests.map((r) => r.body.RequestHeader as Record<string, unknown>);
    expect(headers.map((h) => h.RequestId)).toEqual(['req-timeout', 'req-timeout']);
    expect(headers.map((h) => h.RetryIndicator)).toEqual([0, 1]);
  });

  it('gives up after maxRetries and reports the last error', async () => {
    const limited = createSaferpayAdapter({ ...config, maxRetries: 1 });
    fake.failNext(INIT, { kind: 'error', status: 500 });
    fake.failNext(INIT, { kind: 'error', status: 500 });
    const result = await limited.initialize(initRequest('req-giveup'));
    expect(result).toMatchObject({
      ok: false,
      error: { errorName: 'INTERNAL_ERROR', behavior: 'RETRY', httpStatus: 500 },
    });
    expect(fake.requests).toHaveLength(2);
  });

  it('does not repeat a call whose Behavior is ABORT or OTHER_MEANS', async () => {
    const result = await adapter.initialize({ ...initRequest('req-bad'), returnUrl: 'not a url' });
    expect(result).toMatchObject({
      ok: false,
      error: { errorName: 'VALIDATION_FAILED', behavior: 'ABORT', httpStatus: 400 },
    });
    expect(fake.requests).toHaveLength(1);
  });

  it('reports wrong credentials as AUTHENTICATION_FAILED', async () => {
    const wrong = createSaferpayAdapter({ ...config, password: 'wrong' });
    const result = await wrong.initialize(initRequest('req-auth'));
    expect(result).toMatchObject({
      ok: false,
      error: { errorName: 'AUTHENTICATION_FAILED', httpStatus: 401 },
    });
    if (!result.ok)
      expect(
        mapProviderError(result.error.errorName, result.error.behavior, 'initialize').outcome,
      ).toBe('failed');
  });

  it('answers a second capture with TRANSACTION_ALREADY_CAPTURED (recognised, not a failure)', async () => {
    const { transactionId } = await authorizedToken();
    expect((await adapter.capture({ requestId: 'cap-1', transactionId })).ok).toBe(true);
    const second = await adapter.capture({ requestId: 'cap-2', transactionId });
    expect(second).toMatchObject({
      ok: false,
      error: { errorName: 'TRANSACTION_ALREADY_CAPTURED' },
    });
    if (!second.ok)
      expect(
        mapProviderError(second.error.errorName, second.error.behavior, 'capture').outcome,
      ).toBe('alreadyCaptured');
  });
});

describe('Saferpay adapter: payer outcomes on Assert', () => {
  const cases = [
    ['TRANSACTION_DECLINED', 'declined', 'declined'],
    ['3DS_AUTHENTICATION_FAILED', 'declined', 'threeDsFailed'],
    ['TRANSACTION_ABORTED', 'aborted', 'aborted'],
    ['TOKEN_EXPIRED', 'expired', 'tokenExpired'],
  ] as const;
  it.each(cases)('%s -> %s (%s)', async (errorName, outcome, reason) => {
    const init = await adapter.initialize(initRequest(`req-${errorName}`));
    if (!init.ok) throw new Error('init failed');
    fake.setPayerOutcome(init.value.token, errorName);
    const result = await adapter.assert({ requestId: `a-${errorName}`, token: init.value.token });
    expect(result).toMatchObject({ ok: false, error: { errorName } });
    if (!result.ok)
      expect(mapProviderError(result.error.errorName, result.error.behavior)).toEqual({
        outcome,
        reason,
      });
  });

  it('an unfinished payment page asserts as pending', async () => {
    const init = await adapter.initialize(initRequest('req-open'));
    if (!init.ok) throw new Error('init failed');
    const result = await adapter.assert({ requestId: 'a-open', token: init.value.token });
    expect(result.ok).toBe(false);
    if (!result.ok)
      expect(
        mapProviderError(result.error.errorName, result.error.behavior, 'assert').outcome,
      ).toBe('pending');
  });
});

describe('every documented ErrorName maps to a user-facing outcome', () => {
  const outcomes = ['aborted', 'declined', 'failed', 'expired', 'alreadyCaptured', 'pending'];
  it.each(Object.keys(SAFERPAY_ERROR_NAMES))('%s', async (errorName) => {
    // Delivered through the real adapter, so the name survives the HTTP error body.
    fake.failNext(ASSERT, {
      kind: 'error',
      status: 402,
      body: {
        ResponseHeader: { SpecVersion: '1.40', RequestId: 'x' },
        Behavior: 'ABORT',
        ErrorName: errorName,
        ErrorMessage: 'm',
      },
    });
    const result = await adapter.assert({ requestId: `map-${errorName}`, token: 'tok' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.errorName).toBe(errorName);
    const mapping = mapProviderError(result.error.errorName, result.error.behavior, 'assert');
    expect(outcomes).toContain(mapping.outcome);
    if (mapping.outcome !== 'pending' && mapping.outcome !== 'alreadyCaptured') {
      expect(PAYMENT_FAILURE_REASONS).toContain(mapping.reason);
    }
    // Outside Assert, "not finished yet" is a failure like any other.
    expect(mapProviderError(errorName, 'ABORT', 'capture').outcome).not.toBe('pending');
  });

  it('an unknown name falls back on its Behavior', () => {
    expect(mapProviderError('SOMETHING_NEW', 'OTHER_MEANS')).toEqual({
      outcome: 'declined',
      reason: 'declined',
    });
    expect(mapProviderError('SOMETHING_NEW', 'RETRY_LATER')).toEqual({
      outcome: 'failed',
      reason: 'retryLater',
    });
    expect(mapProviderError('SOMETHING_NEW', null)).toEqual({
      outcome: 'failed',
      reason: 'technical',
    });
  });
});

describe('refund (Transaction/Refund, then Transaction/Capture of the refund)', () => {
  const REFUND = '/Payment/v1/Transaction/Refund';

  async function capturedPayment() {
    const { transactionId } = await authorizedToken();
    const captured = await adapter.capture({ requestId: `cap-${transactionId}`, transactionId });
    if (!captured.ok) throw new Error(captured.error.errorName);
    return { transactionId, captureId: captured.value.captureId };
  }
  const refundRequest = (
    payment: { transactionId: string; captureId: string | null },
    requestId: string,
    repeat = false,
  ) => ({
    requestId,
    captureId: payment.captureId,
    transactionId: payment.transactionId,
    amountCent: 12_345,
    currency: 'EUR' as const,
    orderId: 'V123456',
    repeat,
  });

  it('refunds by CaptureReference.CaptureId and captures the refund', async () => {
    const payment = await capturedPayment();
    fake.requests.length = 0;
    const result = await adapter.refund(refundRequest(payment, 'ref-1'));
    expect(result).toMatchObject({ ok: true, value: { status: 'CAPTURED' } });
    expect(fake.requests.map((r) => r.path)).toEqual([REFUND, CAPTURE]);
    expect(fake.requests[0]!.body).toMatchObject({
      Refund: { Amount: { Value: '12345', CurrencyCode: 'EUR' }, OrderId: 'V123456' },
      CaptureReference: { CaptureId: payment.captureId },
    });
    const refunds = [...fake.refunds.values()].filter(
      (r) => r.refundedReference === payment.captureId,
    );
    expect(refunds).toEqual([
      expect.objectContaining({ status: 'CAPTURED', amountValue: '12345' }),
    ]);
  });

  it('a lost answer is repeated with the same RequestId and refunds once', async () => {
    const payment = await capturedPayment();
    const quick = createSaferpayAdapter({ ...config, timeoutMs: 300 });
    fake.requests.length = 0;
    fake.failNext(REFUND, { kind: 'lose' });
    const result = await quick.refund(refundRequest(payment, 'ref-lost'));
    expect(result.ok).toBe(true);
    const refundCalls = fake.requests.filter((r) => r.path === REFUND);
    expect(
      refundCalls.map((r) => (r.body.RequestHeader as { RetryIndicator: number }).RetryIndicator),
    ).toEqual([0, 1]);
    expect(
      [...fake.refunds.values()].filter((r) => r.refundedReference === payment.captureId),
    ).toHaveLength(1);
    // A later process takes the refund over: sent as a repeat, it gets the same refund back.
    const again = await adapter.refund(refundRequest(payment, 'ref-lost', true));
    expect(again).toMatchObject({
      ok: true,
      value: { transactionId: result.ok ? result.value.transactionId : '' },
    });
    expect(
      [...fake.refunds.values()].filter((r) => r.refundedReference === payment.captureId),
    ).toHaveLength(1);
  });

  it('an uncaptured payment cannot be refunded', async () => {
    const { transactionId } = await authorizedToken();
    const result = await adapter.refund(
      refundRequest({ transactionId, captureId: null }, 'ref-wrong'),
    );
    expect(result).toMatchObject({ ok: false, error: { errorName: 'TRANSACTION_IN_WRONG_STATE' } });
  });
});
