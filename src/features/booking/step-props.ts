import type { SnapshotFrom } from 'xstate';
import type { CompanySession } from '../../domain/company';
import type { BookingEvent, BookingMachine } from '../../../machines/booking.machine';
import type { TripPreview } from './ui/trip-preview';

export type BookingSnapshot = SnapshotFrom<BookingMachine>;

/** What the host gives every step screen. */
export interface StepProps {
  snapshot: BookingSnapshot;
  send: (event: BookingEvent | { type: 'xstate.route'; to: `#${string}` }) => void;
  /** The signed-in company; null for a private customer (and a company link without login). */
  company: CompanySession | null;
  /**
   * The trip details as typed but not sent yet: the running total beside the step counts a
   * return ride at once (it doubles the ride's price), and the request above the form shows the
   * place and time the form holds, not only after "Weiter".
   */
  previewTrip: (trip: TripPreview) => void;
}
