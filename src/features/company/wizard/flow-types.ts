import type { SnapshotFrom } from 'xstate';
import type { CompanySession } from '../../../domain/company';
import type { CompanyBookingEvent, CompanyBookingMachine } from '../../../../machines/company-booking.machine';

export type CompanyBookingSnapshot = SnapshotFrom<CompanyBookingMachine>;

export interface StepProps {
  snapshot: CompanyBookingSnapshot;
  send: (event: CompanyBookingEvent | { type: 'xstate.route'; to: `#${string}` }) => void;
  company: CompanySession | null;
}

export type StepId =
  | 'neuerAuftrag'
  | 'reiseziel'
  | 'mtuTarifauswahl'
  | 'tarifAuswahl'
  | 'reiseDetails'
  | 'kreditkarteZahlung'
  | 'zusammenfassung'
  | 'status';
