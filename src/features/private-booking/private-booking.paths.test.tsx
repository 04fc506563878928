import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterAll, describe, expect, it } from 'vitest';
import { fromPromise, type AnyStateNode, type EventObject } from 'xstate';
import { getAdjacencyMap, getShortestPaths, type StatePath } from 'xstate/graph';
import type { Booking } from '../../domain/booking';
import { bookingStore, paymentStore } from '../../session';
import { privateBookingMachine } from '../../../machines/private-booking.machine';
import { tripDetailsToForm } from '../../../machines/shared/trip-details-form-values';
import { tripDetailsFixture } from '../../../machines/shared/test-fixtures';
import type { PrivateBookingSnapshot } from './flow-context';
import { describeEvent, MODEL_INPUTS, modelEvents, serializeModelState, STEP_IDS } from './private-booking-model';
import { BASE_PATH, createPrivateBookingMachine, Flow } from './route';

/*
 * Model-based UI tests: paths generated from machines/private-booking.machine.ts with
 * xstate/graph and driven through the real wizard (Flow with the router sync hook) in jsdom.
 * The graph's edges are grouped by machine transition (leaf state --event--> leaf state); for
 * every transition one path is planned (shortest path to its source + the edge) and a path runs
 * only if it covers something not yet covered. Calls are fakes the path resolves or rejects;
 * user events are clicks and form input; `xstate.route` is a URL change in the router.
 * The run prints state and transition coverage and fails on any machine state left out.
 *
 * Reusable driver: PERFORM maps an event type to a UI action, expectScreen maps a state to
 * assertions; both read the model from private-booking-model.ts.
 */

type Path = StatePath<PrivateBookingSnapshot, EventObject>;
const t = (key: string, options?: Record<string, unknown>) => i18next.t(key, options ?? {});
const PATH_OF = Object.fromEntries(STEP_IDS.map((id) => [id, privateBookingMachine.root.states[id]!.meta?.path as string]));

interface Pending {
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

function mountApp(initial: Booking) {
  const pending = new Map<string, Pending[]>();
  const fake = (name: string) =>
    fromPromise<never, unknown>(
      () =>
        new Promise((resolve, reject) => {
          pending.set(name, [...(pending.get(name) ?? []), { resolve: resolve as never, reject }]);
        }),
    );
  const machine = createPrivateBookingMachine({
    loadBookingOptions: fake('loadBookingOptions') as never,
    saveBooking: fake('saveBooking') as never,
    loadBookingStatus: fake('loadBookingStatus') as never,
  });
  bookingStore.write(initial);
  const router = createMemoryRouter(
    [
      { path: `${BASE_PATH}/*`, element: <Flow initial={initial} machine={machine} /> },
      { path: '/zahlung', element: <p>payment page</p> },
    ],
    { initialEntries: [`${BASE_PATH}/${PATH_OF.tarifAuswahl}`] },
  );
  const view = render(<RouterProvider router={router} />);
  return { pending, router, view };
}
type App = ReturnType<typeof mountApp>;

function leafIds(snapshot: PrivateBookingSnapshot): string {
  return [...snapshot._nodes].filter((n) => n.type === 'atomic' || n.type === 'final').map((n) => n.id).join(',');
}
function atomicIds(node: AnyStateNode): string[] {
  const children = Object.values(node.states) as AnyStateNode[];
  return children.length === 0 ? [node.id] : children.flatMap(atomicIds);
}

const button = (name: string | RegExp) => screen.getByRole('button', { name });
const setValue = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

/** UI action per event type. */
const PERFORM: Record<string, (event: EventObject, app: App, user: ReturnType<typeof userEvent.setup>) => Promise<void>> = {
  'user.selectTariff': async (_e, _app, user) => user.click(screen.getByRole('radio', { name: /^Shuttle/ })),
  'user.setExtra': async (_e, _app, user) => user.selectOptions(screen.getByLabelText(/^Kindersitz/), '1'),
  'user.submitTariff': async (_e, _app, user) => user.click(button(t('common.actions.next'))),
  'user.submitTripDetails': async (_e, _app, user) => {
    const form = tripDetailsToForm(tripDetailsFixture);
    setValue(/^Anrede/, form.anredeId);
    setValue(/^Vorname/, form.vorname);
    setValue(/^Nachname/, form.name);
    setValue(/^E-Mail/, form.email);
    setValue(/^Mobiltelefon/, form.mobil);
    setValue(/^Straße/, form.strasse);
    setValue(/^PLZ/, form.plz);
    setValue(/^Ort \*|^Ort$|^Ort \(/, form.ort);
    setValue(/^Ortsteil/, form.ortsteil);
    setValue(/^Datum/, form.hinfahrt.datum);
    setValue(/^Uhrzeit/, form.hinfahrt.zeit);
    setValue(/^Flugnummer/, form.hinfahrt.flugnummer);
    await user.click(screen.getByRole('radio', { name: /Feste Abholzeit/ }));
    await user.click(button(t('common.actions.next')));
  },
  'user.selectPaymentType': async (event, _app, user) =>
    user.click(screen.getByRole('radio', { name: (event as EventObject & { zahlungsartId: number }).zahlungsartId === 1 ? /Kreditkarte/ : /Bar/ })),
  'user.submitPaymentType': async (_e, _app, user) => user.click(button(t('common.actions.next'))),
  'user.confirm': async (_e, _app, user) => user.click(button(new RegExp(`${t('common.actions.bookNow')}|${t('privateBooking.summary.saveChanges')}`))),
  'user.pay': async (_e, _app, user) => user.click(button(t('privateBooking.status.payNow'))),
  'user.retry': async (_e, _app, user) => user.click(button(t('common.actions.retry'))),
  'user.back': async (_e, _app, user) => user.click(button(t('common.actions.back'))),
  'xstate.route': async (event, app) => {
    const id = (event as EventObject & { to: string }).to.slice(1);
    await act(async () => void (await app.router.navigate(`${BASE_PATH}/${PATH_OF[id]}`)));
  },
};

async function answerCall(event: EventObject, app: App) {
  const done = event.type.startsWith('xstate.done.actor.');
  const name = event.type.replace(/^xstate\.(done|error)\.actor\./, '');
  await waitFor(() => expect(app.pending.get(name)?.length, `call ${name} made`).toBeGreaterThan(0));
  // The newest call is the running one; older ones belong to states already left.
  const call = app.pending.get(name)!.pop()!;
  app.pending.set(name, []);
  await act(async () => {
    if (done) call.resolve((event as EventObject & { output: unknown }).output);
    else call.reject((event as EventObject & { error: unknown }).error);
  });
}

/** The screen shows the state the model is in. */
async function expectScreen(snapshot: PrivateBookingSnapshot, app: App) {
  const [step, sub] = Object.entries(snapshot.value as Record<string, string>)[0]!;
  const { booking } = snapshot.context;
  if (sub === 'paymentHandOff') {
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/zahlung'));
    expect(paymentStore.read()).toMatchObject({ flow: 'privat', voucher: booking.buchungStamm.voucher });
    return;
  }
  await waitFor(() => expect(app.router.state.location.pathname).toBe(`${BASE_PATH}/${PATH_OF[step]}`));
  await screen.findByRole('heading', { level: 1, name: t(`privateBooking.steps.${step}`) });
  expect(screen.getByRole('navigation', { name: t('booking.steps.label') }).querySelector('[aria-current="step"]')).toHaveTextContent(
    t(`privateBooking.steps.${step}`),
  );
  switch (sub) {
    case 'loading':
    case 'refreshing':
      await screen.findByText(t('common.status.loading'));
      break;
    case 'failure':
    case 'saveFailure': {
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('Der Dienst ist gerade nicht erreichbar.');
      expect(within(alert).getByRole('button', { name: t('common.actions.retry') })).toBeEnabled();
      break;
    }
    case 'saving':
      await waitFor(() => expect(button(new RegExp(`${t('common.actions.bookNow')}|${t('privateBooking.summary.saveChanges')}`))).toBeDisabled());
      break;
    case 'ready':
      if (step === 'tarifAuswahl') {
        const shuttle = await screen.findByRole('radio', { name: /^Shuttle/ });
        expect(shuttle.hasAttribute('checked') || (shuttle as HTMLInputElement).checked).toBe(booking.transferArtId === 1);
        expect(button(t('common.actions.next'))).toHaveProperty('disabled', !snapshot.can({ type: 'user.submitTariff' }));
      }
      if (step === 'reiseDetails') expect(await screen.findByLabelText(/^Vorname/)).toHaveValue(booking.kundeStamm.vorname);
      if (step === 'kreditkarteZahlung') {
        expect((await screen.findByRole('radio', { name: /Kreditkarte/ })) as HTMLInputElement).toHaveProperty('checked', booking.zahlungsartId === 1);
        expect(button(t('common.actions.next'))).toHaveProperty('disabled', !snapshot.can({ type: 'user.submitPaymentType' }));
      }
      if (step === 'zusammenfassung') {
        expect(await screen.findByText(booking.kundeStamm.email)).toBeInTheDocument();
        expect(button(new RegExp(`${t('common.actions.bookNow')}|${t('privateBooking.summary.saveChanges')}`))).toBeEnabled();
      }
      if (step === 'status') {
        expect(await screen.findByText(booking.buchungStamm.voucher!)).toBeInTheDocument();
        expect(screen.queryByRole('button', { name: t('privateBooking.status.payNow') }) !== null).toBe(snapshot.can({ type: 'user.pay' }));
      }
      break;
    default:
      throw new Error(`no screen expectation for ${JSON.stringify(snapshot.value)}`);
  }
  // Every change of the draft is in sessionStorage.
  const stored = bookingStore.read();
  expect(stored?.transferArtId).toBe(booking.transferArtId);
  expect(stored?.zahlungsartId).toBe(booking.zahlungsartId);
  expect(stored?.buchungStamm.voucher).toBe(booking.buchungStamm.voucher);
}

const coverage = { states: new Set<string>(), transitions: new Set<string>(), paths: 0 };
const edgeKey = (from: PrivateBookingSnapshot, event: EventObject, to: PrivateBookingSnapshot) =>
  `${leafIds(from)} --${describeEvent(event)}--> ${leafIds(to)}`;

async function runPath(path: Path, initial: Booking) {
  sessionStorage.clear();
  const user = userEvent.setup();
  const app = mountApp(initial);
  let previous = path.steps[0]!.state;
  await expectScreen(previous, app);
  coverage.states.add(leafIds(previous));
  for (const step of path.steps.slice(1)) {
    const perform = PERFORM[step.event.type];
    if (perform) await perform(step.event, app, user);
    else await answerCall(step.event, app);
    await expectScreen(step.state, app);
    coverage.states.add(leafIds(step.state));
    coverage.transitions.add(edgeKey(previous, step.event, step.state));
    previous = step.state;
  }
  app.view.unmount();
  coverage.paths += 1;
}

/** One path per machine transition, longest first, kept only if it covers something new. */
function plan() {
  const candidates: { input: string; path: Path; keys: string[] }[] = [];
  for (const [input, booking] of Object.entries(MODEL_INPUTS)) {
    const options = { input: { booking }, events: modelEvents as never, serializeState: serializeModelState as never };
    const shortest = getShortestPaths(privateBookingMachine, options) as unknown as Path[];
    const toVertex = new Map(shortest.map((p) => [serializeModelState(p.state), p]));
    const adjacency = getAdjacencyMap(privateBookingMachine, options);
    for (const [vertex, { transitions }] of Object.entries(adjacency)) {
      const head = toVertex.get(vertex);
      if (!head) continue;
      for (const { event, state: next } of Object.values(transitions) as { event: EventObject; state: PrivateBookingSnapshot }[]) {
        if (serializeModelState(next as PrivateBookingSnapshot) === vertex) continue;
        const steps = [...head.steps, { state: next as PrivateBookingSnapshot, event: event as EventObject }];
        const keys = steps.slice(1).map((s, i) => edgeKey(steps[i]!.state, s.event, s.state));
        candidates.push({ input, path: { state: next as PrivateBookingSnapshot, steps, weight: steps.length } as Path, keys });
      }
    }
  }
  candidates.sort((a, b) => b.keys.length - a.keys.length);
  const covered = new Set<string>();
  const chosen: typeof candidates = [];
  // Prefer short paths for each key, but run a path only when it adds coverage.
  for (const candidate of [...candidates].reverse()) {
    const last = candidate.keys.at(-1)!;
    if (covered.has(last)) continue;
    chosen.push(candidate);
    candidate.keys.forEach((k) => covered.add(k));
  }
  return chosen;
}

const planned = plan();
describe('private booking wizard paths (xstate/graph, driven through the UI)', () => {
  planned.forEach(({ input, path, keys }, index) => {
    it(`${String(index + 1).padStart(2, '0')} [${input}] ${path.steps.slice(1).map((s) => describeEvent(s.event)).join(' > ')}`, async () => {
      await runPath(path, MODEL_INPUTS[input]!);
      void keys;
    }, 30_000);
  });
});

afterAll(() => {
  const all = atomicIds(privateBookingMachine.root);
  const transient = all.filter((id) => id.endsWith('.checking'));
  const resting = all.filter((id) => !transient.includes(id));
  const missing = resting.filter((id) => ![...coverage.states].some((s) => s.split(',').includes(id)));
  const plannedKeys = new Set(planned.flatMap((p) => p.keys));
  console.info(
    [
      `private booking machine paths: ${coverage.paths} driven through the wizard UI`,
      `states covered: ${resting.length - missing.length}/${resting.length} resting (${transient.length} transient)${missing.length ? `, missing: ${missing.join(', ')}` : ''}`,
      `transitions covered: ${coverage.transitions.size}/${plannedKeys.size} distinct machine transitions of the model`,
      `  ${[...coverage.transitions].sort().join('\n  ')}`,
    ].join('\n'),
  );
  expect(missing).toEqual([]);
  expect(coverage.transitions.size).toBe(plannedKeys.size);
});
