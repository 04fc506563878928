import type { SnapshotFrom } from 'xstate';
import type { BookingEvent, BookingMachine } from '../../../machines/booking.machine';

export type PrivateBookingSnapshot = SnapshotFrom<BookingMachine>;

export interface StepProps {
  snapshot: PrivateBookingSnapshot;
  send: (event: BookingEvent | { type: 'xstate.route'; to: `#${string}` }) => void;
}
