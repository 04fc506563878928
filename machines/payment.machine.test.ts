import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type {
  PaymentInitResponse,
  PaymentSession,
  PaymentStatusResponse,
} from '../src/domain/payment';
import { paymentMachine, type PaymentCallInput, type TabBooking } from './payment.machine';

const session = (overrides: Partial<PaymentSession> = {}): PaymentSession => ({
  flow: 'privat',
  buchungId: 7,
  voucher: 'V7',
  token: null,
  redirectUrl: null,
  expiration: null,
  ...overrides,
});

const returned = () =>
  session({
    token: 'tok-1',
    redirectUrl: '/sandbox/zahlung/tok-1',
    expiration: '2030-01-01T00:00:00Z',
    stage: 'redirected',
  });

const status = (overrides: Partial<PaymentStatusResponse> = {}): PaymentStatusResponse => ({
  buchungId: 7,
  token: 'tok-1',
  status: 'authorized',
  reason: null,
  errorName: null,
  bookingPaid: false,
  alreadyCaptured: false,
  amountCent: 12_345,
  currency: 'EUR',
  ...overrides,
});

const init: PaymentInitResponse = {
  buchungId: 7,
  token: 'tok-2',
  expiration: '2030-01-01T00:00:00Z',
  redirectUrl: '/sandbox/zahlung/tok-2',
  amountCent: 12_345,
  currency: 'EUR',
};

class FakeApiError extends Error {
  constructor(
    readonly kind: string,
    readonly code?: string,
  ) {
    super(code ?? kind);
  }
}

type Answer<T> = T | Error | (() => T | Error);

function answers<T, I>(...list: Answer<T>[]) {
  const calls: I[] = [];
  const fn = fromPromise<T, I>(async ({ input }) => {
    calls.push(input);
    const next = list.length > 1 ? list.shift()! : list[0]!;
    const value = typeof next === 'function' ? (next as () => T | Error)() : next;
    if (value instanceof Error) throw value;
    return value;
  });
  return { fn, calls };
}

function run(
  start: PaymentSession | null,
  fakes: {
    init?: Answer<PaymentInitResponse>[];
    assert?: Answer<PaymentStatusResponse>[];
    capture?: Answer<PaymentStatusResponse>[];
    status?: Answer<PaymentStatusResponse>[];
  } = {},
  tabBooking: TabBooking | null = null,
) {
  const initialize = answers<PaymentInitResponse, { buchungId: number }>(...(fakes.init ?? [init]));
  const assert = answers<PaymentStatusResponse, PaymentCallInput>(...(fakes.assert ?? [status()]));
  const capture = answers<PaymentStatusResponse, PaymentCallInput>(
    ...(fakes.capture ?? [status({ status: 'captured', bookingPaid: true })]),
  );
  const getStatus = answers<PaymentStatusResponse, PaymentCallInput>(
    ...(fakes.status ?? [status()]),
  );
  const discard = answers<PaymentStatusResponse, PaymentCallInput>(status({ status: 'discarded' }));
  const persisted: PaymentSession[] = [];
  const actions = {
    persistSession: vi.fn(),
    redirectToHostedPage: vi.fn(),
    completePayment: vi.fn(),
    goToSummary: vi.fn(),
  };
  const machine = paymentMachine.provide({
    actors: {
      initializePayment: initialize.fn,
      assertPayment: assert.fn,
      capturePayment: capture.fn,
      getPaymentStatus: getStatus.fn,
      discardPayment: discard.fn,
    },
    actions: {
      ...actions,
      persistSession: ({ context }) => {
        actions.persistSession();
        if (context.session) persisted.push(context.session);
      },
    },
  });
  const actor = createActor(machine, { input: { session: start, tabBooking } }).start();
  return { actor, actions, persisted, calls: { initialize, assert, capture, getStatus, discard } };
}

const settle = (actor: ReturnType<typeof run>['actor'], state: string) =>
  waitFor(actor, (snapshot) => snapshot.matches(state as never), { timeout: 1000 });

describe('payment machine: the happy path', () => {
  it('initializes, stores the token and redirects to the hosted page', async () => {
    const { actor, actions, persisted, calls } = run(session());
    await settle(actor, 'redirecting');
    expect(calls.initialize.calls).toEqual([{ buchungId: 7 }]);
    expect(persisted.at(-1)).toMatchObject({
      token: 'tok-2',
      redirectUrl: '/sandbox/zahlung/tok-2',
      stage: 'redirected',
    });
    expect(actions.redirectToHostedPage).toHaveBeenCalledTimes(1);
  });

  it('back from the hosted page: asserts, captures, is paid', async () => {
    const { actor, actions, persisted, calls } = run(returned());
    await settle(actor, 'paid');
    expect(calls.assert.calls).toEqual([
      { buchungId: 7, token: 'tok-1' } satisfies PaymentCallInput,
    ]);
    expect(calls.capture.calls).toHaveLength(1);
    expect(persisted.map((s) => s.stage)).toEqual(['asserting', 'capturing']);
    expect(actions.completePayment).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().hasTag('success')).toBe(true);
    expect(actor.getSnapshot().context.session?.stage).toBe('done');
  });

  it('a return without reload (payment.returned) goes on to assert', async () => {
    const { actor } = run(session());
    await settle(actor, 'redirecting');
    actor.send({ type: 'payment.returned' });
    await settle(actor, 'paid');
  });
});

describe('payment machine: already captured is a success', () => {
  it('double return: Assert says captured', async () => {
    const { actor, actions, calls } = run(returned(), {
      assert: [status({ status: 'captured', bookingPaid: true, alreadyCaptured: true })],
    });
    await settle(actor, 'alreadyCaptured');
    expect(calls.capture.calls).toHaveLength(0);
    expect(actions.completePayment).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().hasTag('success')).toBe(true);
  });

  it('capture answers alreadyCaptured (retried call, second tab)', async () => {
    const { actor } = run(returned(), {
      capture: [status({ status: 'captured', bookingPaid: true, alreadyCaptured: true })],
    });
    await settle(actor, 'alreadyCaptured');
  });

  it('this attempt was discarded because another tab paid the booking', async () => {
    const { actor } = run(returned(), {
      capture: [
        status({
          status: 'discarded',
          reason: 'discarded',
          bookingPaid: true,
          alreadyCaptured: true,
        }),
      ],
    });
    await settle(actor, 'alreadyCaptured');
  });

  it('initialize refused with PAYMENT_ALREADY_PAID', async () => {
    const { actor, actions } = run(session(), {
      init: [new FakeApiError('http', 'PAYMENT_ALREADY_PAID')],
    });
    await settle(actor, 'alreadyCaptured');
    expect(actions.completePayment).toHaveBeenCalledTimes(1);
  });
});

describe('payment machine: outcomes and their next actions', () => {
  const cases = [
    ['aborted', status({ status: 'aborted', reason: 'aborted' }), 'user.retry'],
    ['aborted', status({ status: 'discarded', reason: 'discarded' }), 'user.retry'],
    [
      'declined',
      status({ status: 'declined', reason: 'declined', errorName: 'TRANSACTION_DECLINED' }),
      'user.chooseOtherCard',
    ],
    [
      'declined',
      status({
        status: 'declined',
        reason: 'threeDsFailed',
        errorName: '3DS_AUTHENTICATION_FAILED',
      }),
      'user.chooseOtherCard',
    ],
    ['failed', status({ status: 'failed', reason: 'technical' }), 'user.retry'],
    ['expired', status({ status: 'expired', reason: 'tokenExpired' }), 'user.retry'],
  ] as const;

  it.each(cases)(
    '%s (%#): a new attempt with a new token, or back to the summary',
    async (state, answer, next) => {
      const { actor, calls } = run(returned(), { assert: [answer] });
      await settle(actor, state);
      expect(actor.getSnapshot().context.reason).toBe(answer.reason);
      expect(actor.getSnapshot().can({ type: 'user.backToSummary' })).toBe(true);
      expect(actor.getSnapshot().can({ type: next })).toBe(true);
      expect(actor.getSnapshot().can({ type: 'user.resume' })).toBe(false);
      actor.send({ type: next });
      await settle(actor, 'redirecting');
      expect(calls.initialize.calls).toHaveLength(1);
      expect(actor.getSnapshot().context.session?.token).toBe('tok-2');
    },
  );

  it('pending (payer came back without finishing): resume the same page, start anew, or leave', async () => {
    const { actor, actions, calls, persisted } = run(returned(), {
      assert: [status({ status: 'pending' })],
    });
    await settle(actor, 'pending');
    expect(actor.getSnapshot().can({ type: 'user.retry' })).toBe(true);
    actor.send({ type: 'user.resume' });
    await settle(actor, 'redirecting');
    expect(calls.initialize.calls).toHaveLength(0);
    // Stored before leaving again, so the next return asserts.
    expect(persisted.at(-1)).toMatchObject({ token: 'tok-1', stage: 'redirected' });
    expect(actions.redirectToHostedPage).toHaveBeenCalledTimes(1);
  });

  it('back to the summary closes the open attempt and leaves', async () => {
    const { actor, actions, calls } = run(returned(), {
      assert: [status({ status: 'declined', reason: 'declined' })],
    });
    await settle(actor, 'declined');
    actor.send({ type: 'user.backToSummary' });
    await settle(actor, 'left');
    expect(calls.discard.calls).toEqual([{ buchungId: 7, token: 'tok-1' }]);
    expect(actions.goToSummary).toHaveBeenCalledTimes(1);
  });

  it('without a token there is nothing to close', async () => {
    const { actor, calls, actions } = run(session(), { init: [new FakeApiError('network')] });
    await settle(actor, 'initializeFailed');
    actor.send({ type: 'user.backToSummary' });
    await settle(actor, 'left');
    expect(calls.discard.calls).toHaveLength(0);
    expect(actions.goToSummary).toHaveBeenCalledTimes(1);
  });
});

describe('payment machine: failed calls are states with a retry', () => {
  it('initialize', async () => {
    const { actor } = run(session(), { init: [new FakeApiError('timeout'), init] });
    await settle(actor, 'initializeFailed');
    expect(actor.getSnapshot().context.error).toEqual({ kind: 'timeout', code: null });
    actor.send({ type: 'user.retry' });
    await settle(actor, 'redirecting');
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('assert', async () => {
    const { actor } = run(returned(), {
      assert: [new FakeApiError('http', 'unavailable'), status()],
    });
    await settle(actor, 'assertFailed');
    expect(actor.getSnapshot().can({ type: 'user.backToSummary' })).toBe(false);
    actor.send({ type: 'user.retry' });
    await settle(actor, 'paid');
  });

  it('capture: the retry captures (the server makes it idempotent)', async () => {
    const { actor, calls } = run(returned(), {
      capture: [new FakeApiError('network'), status({ status: 'captured', bookingPaid: true })],
    });
    await settle(actor, 'captureFailed');
    expect(actor.getSnapshot().can({ type: 'user.backToSummary' })).toBe(false);
    actor.send({ type: 'user.retry' });
    await settle(actor, 'paid');
    expect(calls.capture.calls).toHaveLength(2);
  });

  it('status', async () => {
    const { actor } = run(session({ token: 'tok-1', stage: 'capturing' }), {
      status: [
        new FakeApiError('network'),
        status({ status: 'captured', bookingPaid: true, alreadyCaptured: true }),
      ],
    });
    await settle(actor, 'statusFailed');
    actor.send({ type: 'user.retry' });
    await settle(actor, 'alreadyCaptured');
  });
});

describe('payment machine: reload on /zahlung resumes', () => {
  it('no session -> nothing to do', () => {
    const { actor } = run(null);
    expect(actor.getSnapshot().matches('missingSession')).toBe(true);
  });

  it("no session but this tab's booking is paid (Back or reload after paying) -> bookingPaid, no call", () => {
    const paidBooking = { flow: 'privat' as const, voucher: 'V7TEST', paid: true };
    const machine = paymentMachine.provide({
      actors: {
        initializePayment: fromPromise<PaymentInitResponse, { buchungId: number }>(async () => {
          throw new Error('no call expected');
        }),
      },
    });
    const actor = createActor(machine, {
      input: { session: null, tabBooking: paidBooking },
    }).start();
    expect(actor.getSnapshot().matches('bookingPaid')).toBe(true);
    expect(actor.getSnapshot().hasTag('success')).toBe(true);
    expect(actor.getSnapshot().context.tabBooking).toEqual(paidBooking);
    // A session wins: a payment that is under way goes on.
    const withSession = createActor(machine, {
      input: { session: session(), tabBooking: paidBooking },
    }).start();
    expect(withSession.getSnapshot().matches('bookingPaid')).toBe(false);
    withSession.stop();
  });

  it("no session and this tab's booking unpaid (Back after a cancelled payment) -> bookingUnpaid, no call", () => {
    const { actor, calls } = run(null, {}, { flow: 'firma', voucher: 'V7OPEN', paid: false });
    expect(actor.getSnapshot().matches('bookingUnpaid')).toBe(true);
    expect(actor.getSnapshot().hasTag('success')).toBe(false);
    expect(calls.initialize.calls).toEqual([]);
  });

  it('reload during capture: GetStatus finds it captured', async () => {
    const { actor, calls } = run(session({ token: 'tok-1', stage: 'capturing' }), {
      status: [status({ status: 'captured', bookingPaid: true, alreadyCaptured: true })],
    });
    await settle(actor, 'alreadyCaptured');
    expect(calls.getStatus.calls).toEqual([{ buchungId: 7, token: 'tok-1' }]);
    expect(calls.capture.calls).toHaveLength(0);
  });

  it('reload during assert: GetStatus says authorized, the capture follows', async () => {
    const { actor } = run(session({ token: 'tok-1', stage: 'asserting' }), {
      status: [status({ status: 'authorized' })],
    });
    await settle(actor, 'paid');
  });

  it('a session written by the wizard without a stage starts a payment', async () => {
    const { actor } = run(session({ stage: undefined }));
    await settle(actor, 'redirecting');
  });
});
