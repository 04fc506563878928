import type { SnapshotFrom } from 'xstate';
import type { CompanySession } from '../../domain/company';
import type { BookingEvent, BookingMachine } from '../../../machines/booking.machine';

export type BookingSnapshot = SnapshotFrom<BookingMachine>;

/** What the host gives every step screen. */
export interface StepProps {
  snapshot: BookingSnapshot;
  send: (event: BookingEvent | { type: 'xstate.route'; to: `#${string}` }) => void;
  /** The signed-in company; null for a private customer (and a company link without login). */
  company: CompanySession | null;
  /**
   * A return ride ticked or unticked but not sent yet: the running total beside the step counts
   * it at once (it doubles the ride's price), not only after "Weiter".
   */
  previewReturnRide: (withReturn: boolean) => void;
}
