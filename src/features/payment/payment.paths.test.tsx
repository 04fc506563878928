import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { MemoryRouter } from 'react-router';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { fromPromise, type AnyStateNode, type EventObject } from 'xstate';
import { getShortestPaths, getSimplePaths, type StatePath } from 'xstate/graph';
import { paymentMachine, type PaymentCallInput } from '../../../machines/payment.machine';
import type { PaymentSession } from '../../domain/payment';
import { paymentStore } from '../../session';
import { MODEL_INPUTS, describeEvent, modelEvents, serializeModelState } from './payment-model';
import type { PaymentSnapshot } from './payment-view';
import { createPaymentPageMachine, PaymentFlow } from './route';

/*
 * Model-based UI tests: paths generated from machines/payment.machine.ts with xstate/graph
 * (shortest paths to every distinct state, plus simple paths that end in a final state), each
 * driven through the real /zahlung screen in jsdom. The calls are fakes the path resolves or
 * rejects; the user's steps are clicks on the buttons; the return from the hosted page is a new
 * page load from the stored session. After every step the screen must show that state.
 */

type Path = StatePath<PaymentSnapshot, EventObject>;

const t = (key: string, options?: Record<string, unknown>) => i18next.t(key, options ?? {});
const ACTOR_NAMES = ['initializePayment', 'assertPayment', 'capturePayment', 'getPaymentStatus', 'discardPayment'] as const;

/** What each button is called, per event (retry reads "new attempt" in some states). */
const BUTTON_NAMES: Record<string, string[]> = {
  'user.retry': ['payment.actions.retry', 'payment.actions.newAttempt'],
  'user.chooseOtherCard': ['payment.actions.chooseOtherCard'],
  'user.resume': ['payment.actions.resume'],
  'user.backToSummary': ['payment.actions.backToSummary'],
};
const buttonFor = (type: string) => {
  const names = BUTTON_NAMES[type]!.map((key) => t(key));
  return screen.getByRole('button', { name: new RegExp(`^(${names.map(escape).join('|')})$`) });
};
function escape(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** One mounted /zahlung page whose calls wait for the path to answer them. */
function mountPage(session: PaymentSession | null) {
  const pending = new Map<string, { input: unknown; resolve: (v: unknown) => void; reject: (e: unknown) => void }[]>();
  const actors = Object.fromEntries(
    ACTOR_NAMES.map((name) => [
      name,
      fromPromise<unknown, unknown>(
        ({ input }) =>
          new Promise((resolve, reject) => {
            pending.set(name, [...(pending.get(name) ?? []), { input, resolve, reject }]);
          }),
      ),
    ]),
  );
  const navigate = vi.fn();
  const redirect = vi.fn();
  const machine = createPaymentPageMachine({ navigate, redirect, actors: actors as never });
  const view = render(
    <MemoryRouter initialEntries={['/zahlung']}>
      <PaymentFlow machine={machine} session={session} />
    </MemoryRouter>,
  );
  return { pending, navigate, redirect, view };
}

type Page = ReturnType<typeof mountPage>;

const coverage = { states: new Set<string>(), transitions: new Set<string>(), paths: 0 };

function atomicStateIds(node: AnyStateNode): string[] {
  const children = Object.values(node.states) as AnyStateNode[];
  return children.length === 0 ? [node.id] : children.flatMap(atomicStateIds);
}
const leafId = (snapshot: PaymentSnapshot) => [...snapshot._nodes].filter((n) => n.type === 'atomic' || n.type === 'final').map((n) => n.id).join(',');

/** The screen shows the state the model is in. */
async function expectScreen(snapshot: PaymentSnapshot, page: Page) {
  const value = snapshot.value;
  const progress = () => screen.getByRole('status');
  const heading = (text: string) => screen.findByRole('heading', { name: text });
  const state = typeof value === 'string' ? value : Object.keys(value)[0]!;
  switch (state) {
    case 'initializing':
      await waitFor(() => expect(progress()).toHaveTextContent(t('payment.progress.initializing')));
      break;
    case 'redirecting':
      await waitFor(() => expect(progress()).toHaveTextContent(t('payment.progress.redirecting')));
      expect(page.redirect).toHaveBeenLastCalledWith(snapshot.context.session!.redirectUrl);
      expect(paymentStore.read()).toMatchObject({ token: snapshot.context.session!.token, stage: 'redirected' });
      expect(screen.getByRole('link', { name: t('payment.actions.toPaymentPage') })).toHaveAttribute('href', snapshot.context.session!.redirectUrl);
      break;
    case 'asserting':
      await waitFor(() => expect(progress()).toHaveTextContent(t('payment.progress.asserting')));
      break;
    case 'checkingStatus':
      await waitFor(() => expect(progress()).toHaveTextContent(t('payment.progress.checkingStatus')));
      break;
    case 'capturing':
      await waitFor(() => expect(progress()).toHaveTextContent(t('payment.progress.capturing')));
      expect(paymentStore.read()?.stage).toBe('capturing');
      break;
    case 'paid':
    case 'alreadyCaptured':
      await waitFor(() => expect(progress()).toHaveTextContent(t(`payment.progress.${state}`)));
      expect(page.navigate).toHaveBeenCalledWith('/privat-buchung/status', { replace: true });
      expect(paymentStore.read()).toBeNull();
      break;
    case 'leaving':
      await waitFor(() => expect(progress()).toHaveTextContent(t('payment.progress.leaving')));
      break;
    case 'left':
      await waitFor(() => expect(page.navigate).toHaveBeenCalledWith('/privat-buchung/zusammenfassung', { replace: true }));
      expect(paymentStore.read()).toBeNull();
      break;
    case 'missingSession':
      await heading(t('payment.missing.title'));
      expect(screen.getByRole('link', { name: t('payment.actions.backToStart') })).toHaveAttribute('href', '/start');
      break;
    case 'pending':
    case 'aborted':
    case 'declined':
    case 'failed':
    case 'expired': {
      const title = await heading(t(`payment.outcome.${state}.title`));
      const alert = within(title.closest('[role="alert"]') as HTMLElement);
      expect(alert.getByText(t(`payment.outcome.${state}.text`))).toBeInTheDocument();
      const reason = snapshot.context.reason;
      if (reason && !['aborted', 'tokenExpired', 'discarded'].includes(reason)) {
        expect(alert.getByText(t(`payment.reason.${reason}`))).toBeInTheDocument();
      }
      await waitFor(() => expect(title).toHaveFocus());
      break;
    }
    case 'initializeFailed':
    case 'assertFailed':
    case 'statusFailed':
    case 'captureFailed':
      await heading(t('payment.callFailed.title'));
      expect(screen.getByText(t(`payment.callFailed.${state}`))).toBeInTheDocument();
      break;
    default:
      throw new Error(`no screen expectation for state ${JSON.stringify(value)}`);
  }
  // The buttons are exactly the events the machine accepts now.
  for (const type of Object.keys(BUTTON_NAMES)) {
    const names = BUTTON_NAMES[type]!.map((key) => t(key));
    const shown = screen.queryAllByRole('button').some((b) => names.includes(b.textContent?.trim() ?? ''));
    expect(shown, `button for ${type} in ${JSON.stringify(value)}`).toBe(snapshot.can({ type } as never));
  }
}

/** Does what the step's event stands for, on the mounted page. */
async function perform(event: EventObject, page: Page, user: ReturnType<typeof userEvent.setup>): Promise<Page> {
  if (event.type.startsWith('user.')) {
    await user.click(buttonFor(event.type));
    return page;
  }
  if (event.type === 'payment.returned') {
    // The hosted page sends the browser back to /zahlung: a new page load with the stored session.
    page.view.unmount();
    return mountPage(paymentStore.read());
  }
  const done = event.type.startsWith('xstate.done.actor.');
  const name = event.type.replace(/^xstate\.(done|error)\.actor\./, '');
  await waitFor(() => expect(page.pending.get(name)?.length, `call ${name} made`).toBeGreaterThan(0));
  const call = page.pending.get(name)!.shift()!;
  if (name !== 'initializePayment') {
    const session = paymentStore.read();
    expect(call.input).toEqual({ buchungId: 7, token: expect.any(String) } satisfies PaymentCallInput);
    if (session?.token) expect((call.input as PaymentCallInput).token).toBe(session.token);
  }
  await act(async () => {
    if (done) call.resolve((event as EventObject & { output: unknown }).output);
    else call.reject((event as EventObject & { error: unknown }).error);
  });
  return page;
}

async function runPath(path: Path, session: PaymentSession | null) {
  sessionStorage.clear();
  if (session) paymentStore.write(session);
  const user = userEvent.setup();
  let page = mountPage(session);
  let previous = path.steps[0]!.state;
  await expectScreen(previous, page);
  coverage.states.add(leafId(previous));
  for (const step of path.steps.slice(1)) {
    page = await perform(step.event, page, user);
    await expectScreen(step.state, page);
    coverage.states.add(leafId(step.state));
    coverage.transitions.add(`${leafId(previous)} --${describeEvent(step.event)}--> ${leafId(step.state)}`);
    previous = step.state;
  }
  page.view.unmount();
  coverage.paths += 1;
}

const FINAL = new Set(['paid', 'alreadyCaptured', 'left']);
const SIMPLE_PATHS_PER_INPUT = 12;

function plan(session: PaymentSession | null): { kind: string; path: Path }[] {
  const options = { input: { session }, events: modelEvents as never, serializeState: serializeModelState as never };
  const shortest = getShortestPaths(paymentMachine, options) as unknown as Path[];
  // Longer journeys through failures and retries that still end somewhere final.
  const simple = (getSimplePaths(paymentMachine, options) as unknown as Path[])
    .filter((p) => typeof p.state.value === 'string' && FINAL.has(p.state.value) && p.steps.length > 3)
    .sort((a, b) => b.steps.length - a.steps.length || pathLabel(a).localeCompare(pathLabel(b)))
    .slice(0, SIMPLE_PATHS_PER_INPUT);
  return [...shortest.map((path) => ({ kind: 'shortest', path })), ...simple.map((path) => ({ kind: 'simple', path }))];
}

function pathLabel(path: Path): string {
  return path.steps
    .slice(1)
    .map((s) => describeEvent(s.event))
    .join(' > ');
}

for (const [inputName, session] of Object.entries(MODEL_INPUTS)) {
  const paths = plan(session);
  describe(`/zahlung paths from "${inputName}"`, () => {
    paths.forEach(({ kind, path }, index) => {
      const target = JSON.stringify(path.state.value);
      it(`${String(index + 1).padStart(2, '0')} ${kind} -> ${target}: ${pathLabel(path) || '(start)'}`, async () => {
        await runPath(path, session);
      });
    });
  });
}

afterAll(() => {
  const all = atomicStateIds(paymentMachine.root);
  // Transient states (decisions on `always`) are never shown; the rest must all be covered.
  const transient = ['payment.restoring', 'payment.returned', 'payment.evaluating', 'payment.checkingInitError', 'payment.leaving.checking'];
  const resting = all.filter((id) => !transient.includes(id));
  const missing = resting.filter((id) => !coverage.states.has(id));
  console.info(
    [
      `payment machine paths: ${coverage.paths} driven through /zahlung`,
      `states covered: ${resting.length - missing.length}/${resting.length} resting (${transient.length} transient)${missing.length ? `, missing: ${missing.join(', ')}` : ''}`,
      `  ${[...coverage.states].sort().join('\n  ')}`,
      `transitions covered: ${coverage.transitions.size}`,
      `  ${[...coverage.transitions].sort().join('\n  ')}`,
    ].join('\n'),
  );
  expect(missing).toEqual([]);
});
