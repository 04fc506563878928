import type { EventObject } from 'xstate';
import type { Booking } from '../../domain/booking';
import { hasTripDetails, hasVoucher } from '../../../machines/shared/booking-rules';
import { draftFixture, optionsFixture, savedFixture, tripDetailsFixture } from '../../../machines/shared/test-fixtures';
import { applyTripDetails } from '../../../machines/shared/trip-details';
import type { PrivateBookingSnapshot } from './flow-context';

/**
 * The abstract model of the private wizard for the model-based path tests: start drafts (a new
 * request and reloads at later steps), the events possible in a state (user actions, URL
 * changes, each running call's answers) and a compact serialization of the graph's vertices.
 * Only used by tests; the driver in private-booking.paths.test.tsx maps events to UI actions.
 */

const withTariff = (): Booking => draftFixture({ transferArtId: 1 });
const withDetails = (): Booking => applyTripDetails(withTariff(), tripDetailsFixture);

export const MODEL_INPUTS: Record<string, Booking> = {
  newRequest: draftFixture(),
  reloadWithTariff: withTariff(),
  reloadWithDetails: withDetails(),
  reloadWithPaymentType: { ...withDetails(), zahlungsartId: 2 },
  reloadSaved: savedFixture({ ...withDetails(), zahlungsartId: 1 }),
};

export const STEP_IDS = ['tarifAuswahl', 'reiseDetails', 'kreditkarteZahlung', 'zusammenfassung', 'status'] as const;

const FAILURE = { kind: 'http', code: 'unavailable', message: 'Der Dienst ist gerade nicht erreichbar.' };

function userEvents(snapshot: PrivateBookingSnapshot): EventObject[] {
  const candidates: EventObject[] = [
    { type: 'user.selectTariff', transferArtId: 1 } as EventObject,
    { type: 'user.setExtra', id: 1, anzahl: 1 } as EventObject,
    { type: 'user.submitTariff' },
    { type: 'user.submitTripDetails', details: tripDetailsFixture } as EventObject,
    { type: 'user.selectPaymentType', zahlungsartId: 1 } as EventObject,
    { type: 'user.selectPaymentType', zahlungsartId: 2 } as EventObject,
    { type: 'user.submitPaymentType' },
    { type: 'user.confirm' },
    { type: 'user.pay' },
    { type: 'user.retry' },
    { type: 'user.back' },
    // A URL change is a route event; the URL of the step already shown is no change at all.
    ...STEP_IDS.filter((id) => !snapshot.matches(id)).map((id) => ({ type: 'xstate.route', to: `#${id}` }) as EventObject),
  ];
  return candidates.filter((event) => snapshot.can(event as never));
}

export function modelEvents(snapshot: PrivateBookingSnapshot): EventObject[] {
  // The hand-off to /zahlung leaves the wizard page: its machine gets no further events.
  if (snapshot.matches({ zusammenfassung: 'paymentHandOff' }) || snapshot.matches({ status: 'paymentHandOff' })) return [];
  const events = userEvents(snapshot);
  const { booking } = snapshot.context;
  for (const id of Object.keys(snapshot.children ?? {})) {
    if (id === 'loadBookingOptions') events.push({ type: `xstate.done.actor.${id}`, output: optionsFixture } as EventObject);
    if (id === 'saveBooking') events.push({ type: `xstate.done.actor.${id}`, output: savedFixture({ ...booking, idempotencyKey: null }) } as EventObject);
    if (id === 'loadBookingStatus') events.push({ type: `xstate.done.actor.${id}`, output: { ...booking, idempotencyKey: null } } as EventObject);
    events.push({ type: `xstate.error.actor.${id}`, error: FAILURE } as EventObject);
  }
  return events;
}

/** Vertices: the state and what the draft has (not the values themselves). */
export function serializeModelState(snapshot: PrivateBookingSnapshot): string {
  const { booking, options } = snapshot.context;
  return JSON.stringify([
    snapshot.value,
    booking.transferArtId,
    booking.extras.length,
    hasTripDetails(booking),
    booking.zahlungsartId,
    hasVoucher(booking),
    booking.buchungStamm.zahlungsstatus,
    options !== null,
  ]);
}

export function describeEvent(event: EventObject): string {
  const e = event as EventObject & { to?: string; transferArtId?: number; zahlungsartId?: number };
  if (e.type === 'xstate.route') return `route(${e.to})`;
  if (e.type.startsWith('xstate.done.actor.')) return e.type.replace('xstate.done.actor.', 'done:');
  if (e.type.startsWith('xstate.error.actor.')) return e.type.replace('xstate.error.actor.', 'error:');
  if (e.transferArtId) return `${e.type}(${e.transferArtId})`;
  if (e.zahlungsartId) return `${e.type}(${e.zahlungsartId})`;
  return e.type;
}
