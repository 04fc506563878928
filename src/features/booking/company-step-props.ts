import type { SnapshotFrom } from 'xstate';
import type { CompanySession } from '../../domain/company';
import type { BookingEvent, BookingMachine } from '../../../machines/booking.machine';

export type CompanyBookingSnapshot = SnapshotFrom<BookingMachine>;

export interface StepProps {
  snapshot: CompanyBookingSnapshot;
  send: (event: BookingEvent | { type: 'xstate.route'; to: `#${string}` }) => void;
  company: CompanySession | null;
}

export type { StepId } from '../../../machines/booking.machine';
