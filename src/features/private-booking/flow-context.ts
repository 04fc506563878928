import { createContext, useContext } from 'react';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { PrivateBookingEvent, PrivateBookingMachine } from '../../../machines/private-booking.machine';

export type PrivateBookingActorRef = ActorRefFrom<PrivateBookingMachine>;
export type PrivateBookingSnapshot = SnapshotFrom<PrivateBookingMachine>;

export interface StepProps {
  snapshot: PrivateBookingSnapshot;
  send: (event: PrivateBookingEvent | { type: 'xstate.route'; to: `#${string}` }) => void;
}

/** The running flow actor, for the few pieces that need it below the steps. */
export const FlowActorContext = createContext<PrivateBookingActorRef | null>(null);

export function useFlowActor(): PrivateBookingActorRef {
  const actor = useContext(FlowActorContext);
  if (!actor) throw new Error('useFlowActor outside PrivateBookingFlow');
  return actor;
}
