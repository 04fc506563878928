import { render, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { MemoryRouter } from 'react-router';
import { expect, vi } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import type { PaymentCallInput, TabBooking } from '../../machines/payment.machine';
import type { PaymentSession } from '../../src/domain/payment';
import { paymentStore } from '../../src/session';
import {
  MODEL_ERRORS,
  MODEL_INPUTS,
  MODEL_OUTPUTS,
  serializeModelState,
} from '../../src/features/payment/payment-model';
import type { PaymentSnapshot } from '../../src/features/payment/payment-view';
import { createPaymentPageMachine, PaymentFlow } from '../../src/features/payment/route';
import {
  defineDriver,
  type PathDriver,
  type RenderContext,
  type StepContext,
} from './runner/driver';

/*
 * Adapter of the payment engineer's model (src/features/payment/payment-model.ts: start
 * situations, call answers and failures, graph serialisation) to the generic path runner.
 * After every step the buttons shown are exactly the events the machine accepts, and the calls
 * after initializing carry the booking id and the token of the stored session.
 */

const t = (key: string) => i18next.t(key);
const BUTTONS: Record<string, string[]> = {
  'user.retry': ['payment.actions.retry', 'payment.actions.newAttempt'],
  'user.chooseOtherCard': ['payment.actions.chooseOtherCard'],
  'user.resume': ['payment.actions.resume'],
  'user.backToSummary': ['payment.actions.backToSummary'],
};
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const button = (type: string) =>
  screen.getByRole('button', {
    name: new RegExp(`^(${BUTTONS[type]!.map((k) => escape(t(k))).join('|')})$`),
  });

let navigate = vi.fn();
let redirect = vi.fn();
let unmount: (() => void) | null = null;

function mount(
  ctx: RenderContext,
  session: PaymentSession | null,
  tabBooking: TabBooking | null = null,
) {
  const machine = createPaymentPageMachine({ navigate, redirect, actors: ctx.actors as never });
  unmount = render(
    <MemoryRouter initialEntries={['/zahlung']}>
      <PaymentFlow machine={machine} session={session} tabBooking={tabBooking} />
    </MemoryRouter>,
  ).unmount;
}

const progress = (key: string) => () =>
  waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(t(`payment.progress.${key}`)));

const outcome = (state: string) => async (ctx: { snapshot: AnyMachineSnapshot }) => {
  const title = await screen.findByRole('heading', { name: t(`payment.outcome.${state}.title`) });
  const alert = within(title.closest('[role="alert"]') as HTMLElement);
  expect(alert.getByText(t(`payment.outcome.${state}.text`))).toBeInTheDocument();
  const reason = (ctx.snapshot as PaymentSnapshot).context.reason;
  if (reason && !['aborted', 'tokenExpired', 'discarded'].includes(reason)) {
    expect(alert.getByText(t(`payment.reason.${reason}`))).toBeInTheDocument();
  }
  // A resting outcome takes the focus (keyboard and screen reader users land on it).
  await waitFor(() => expect(title).toHaveFocus());
};

const callFailed = (state: string) => async (ctx: { snapshot: AnyMachineSnapshot }) => {
  // A call that did not reach the server is a connection problem; one the server failed is not.
  const kind = (ctx.snapshot as PaymentSnapshot).context.error?.kind;
  const title = kind === 'network' || kind === 'timeout' ? 'title' : 'titleServer';
  await screen.findByRole('heading', { name: t(`payment.callFailed.${title}`) });
  expect(screen.getByText(t(`payment.callFailed.${state}`))).toBeInTheDocument();
};

const success = (state: 'paid' | 'alreadyCaptured') => async () => {
  await progress(state)();
  expect(navigate).toHaveBeenCalledWith('/privat-buchung/status', { replace: true });
  expect(paymentStore.read()).toBeNull();
};

/** Back from the status step or a reload of /zahlung after paying: no session, the booking paid. */
const PAID_BOOKING: TabBooking = { flow: 'privat', voucher: 'V7TEST', paid: true };
/** Back after a cancelled payment: no session, the company's booking still to be paid. */
const UNPAID_BOOKING: TabBooking = { flow: 'firma', voucher: 'V7OPEN', paid: false };

type Input = { session: PaymentSession | null; tabBooking?: TabBooking | null };

const driver: PathDriver<{ type: string }, Input> = defineDriver<{ type: string }, Input>({
  inputs: {
    ...Object.fromEntries(
      Object.entries(MODEL_INPUTS).map(([name, session]) => [name, { session }]),
    ),
    paidEarlier: { session: null, tabBooking: PAID_BOOKING },
    unpaidEarlier: { session: null, tabBooking: UNPAID_BOOKING },
  },
  outputs: Object.fromEntries(
    Object.entries(MODEL_OUTPUTS).map(([src, outputs]) => [src, () => outputs]),
  ),
  errors: Object.fromEntries(
    Object.entries(MODEL_ERRORS).map(([src, errors]) => [src, () => errors]),
  ),
  serializeState: (s) => serializeModelState(s as PaymentSnapshot),
  render: (ctx) => {
    navigate = vi.fn();
    redirect = vi.fn();
    sessionStorage.clear();
    if (ctx.input.session) paymentStore.write(ctx.input.session);
    mount(ctx, ctx.input.session, ctx.input.tabBooking ?? null);
  },
  on: {
    'user.retry': ({ user }) => user.click(button('user.retry')),
    'user.chooseOtherCard': ({ user }) => user.click(button('user.chooseOtherCard')),
    'user.resume': ({ user }) => user.click(button('user.resume')),
    'user.backToSummary': ({ user }) => user.click(button('user.backToSummary')),
    // The hosted page sends the browser back to /zahlung: a new page load with the stored session.
    'payment.returned': (ctx) => {
      unmount?.();
      mount(ctx, paymentStore.read());
      ctx.creditModelStep();
    },
  },
  states: {
    // Decisions (left by `always` only) show the screen of the state they chose.
    restoring: decided,
    checkingInitError: decided,
    returned: decided,
    evaluating: decided,
    'leaving.checking': decided,
    leaving: progress('leaving'),
    initializing: progress('initializing'),
    redirecting: async ({ snapshot }) => {
      await progress('redirecting')();
      const session = (snapshot as PaymentSnapshot).context.session!;
      expect(redirect).toHaveBeenLastCalledWith(session.redirectUrl);
      expect(paymentStore.read()).toMatchObject({ token: session.token, stage: 'redirected' });
      expect(
        screen.getByRole('link', { name: t('payment.actions.toPaymentPage') }),
      ).toHaveAttribute('href', session.redirectUrl);
    },
    asserting: progress('asserting'),
    checkingStatus: progress('checkingStatus'),
    capturing: async () => {
      await progress('capturing')();
      expect(paymentStore.read()?.stage).toBe('capturing');
    },
    paid: success('paid'),
    alreadyCaptured: success('alreadyCaptured'),
    'leaving.discarding': progress('leaving'),
    left: async () => {
      await waitFor(() =>
        expect(navigate).toHaveBeenCalledWith('/privat-buchung/zusammenfassung', { replace: true }),
      );
      expect(paymentStore.read()).toBeNull();
    },
    bookingPaid: async () => {
      await screen.findByRole('heading', { name: t('payment.paidBefore.title') });
      expect(
        screen.getByText(i18next.t('payment.paidBefore.text', { voucher: PAID_BOOKING.voucher })),
      ).toBeInTheDocument();
      expect(screen.getByRole('link', { name: t('payment.actions.toBooking') })).toHaveAttribute(
        'href',
        '/privat-buchung/status',
      );
    },
    bookingUnpaid: async () => {
      await screen.findByRole('heading', { name: t('payment.unpaid.title') });
      expect(
        screen.getByText(i18next.t('payment.unpaid.text', { voucher: UNPAID_BOOKING.voucher })),
      ).toBeInTheDocument();
      expect(
        screen.getByRole('link', { name: t('payment.actions.backToSummary') }),
      ).toHaveAttribute('href', '/buchung/zusammenfassung');
    },
    missingSession: async () => {
      await screen.findByRole('heading', { name: t('payment.missing.title') });
      expect(screen.getByRole('link', { name: t('payment.actions.backToStart') })).toHaveAttribute(
        'href',
        '/start',
      );
    },
    pending: outcome('pending'),
    aborted: outcome('aborted'),
    declined: outcome('declined'),
    failed: outcome('failed'),
    expired: outcome('expired'),
    initializeFailed: callFailed('initializeFailed'),
    assertFailed: callFailed('assertFailed'),
    statusFailed: callFailed('statusFailed'),
    captureFailed: callFailed('captureFailed'),
  },
  everyState: ({ snapshot, calls }) => {
    // The buttons are exactly the events the machine accepts now.
    for (const [type, keys] of Object.entries(BUTTONS)) {
      const names = keys.map((key) => t(key));
      const shown = screen
        .queryAllByRole('button')
        .some((b) => names.includes(b.textContent?.trim() ?? ''));
      expect(shown, `button for ${type} in ${JSON.stringify(snapshot.value)}`).toBe(
        snapshot.can({ type } as never),
      );
    }
    // Every call after initializing names the booking and, while it runs, the stored token.
    const token = paymentStore.read()?.token;
    for (const call of calls().filter((c) => c.src !== 'initializePayment')) {
      expect(call.input).toEqual({
        buchungId: 7,
        token: expect.any(String),
      } satisfies PaymentCallInput);
      if (!call.settled && token) expect((call.input as PaymentCallInput).token).toBe(token);
    }
  },
});
export default driver;

const DECISIONS = ['restoring', 'checkingInitError', 'returned', 'evaluating', 'leaving.checking'];

/** The screen a decision led to: the check of the state the machine rests in now. */
async function decided(ctx: StepContext<{ type: string }, Input>): Promise<void> {
  const shown = Object.entries(driver.states).find(
    ([key]) => !DECISIONS.includes(key) && ctx.snapshot.matches(key as never),
  );
  expect(shown, `a check for ${JSON.stringify(ctx.snapshot.value)}`).toBeDefined();
  await shown![1](ctx);
}
