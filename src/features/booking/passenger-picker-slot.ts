import { createContext, type ReactNode } from 'react';
import type { Customer } from '../../api/schemas';
import type { CompanySession } from '../../domain/company';

export interface PassengerPickerProps {
  company: CompanySession | null;
  /** The passenger chosen so far (back from a later step), or null for an empty form. */
  current: Customer | null;
  onPick: (customer: Customer) => void;
  /** A new passenger typed and not sent yet (a reload, Back from a login that ran out), or null. */
  draft: Record<string, string> | null;
  /** Called with what the new-passenger form holds, as it is typed in and when the step goes. */
  onDraftChange: (values: Record<string, string>) => void;
}

/** The company's customer list alone, for a step whose own form takes the passenger. */
export interface CustomerListProps {
  firmenId: number;
  onPick: (customer: Customer) => void;
}

/** The company's customer list and form, as the app hands them to the company wizard. */
export interface PassengerPicker {
  render: (props: PassengerPickerProps) => ReactNode;
  /** Fetches its chunk ahead of time, like the wizard's steps. */
  preload: () => Promise<void>;
  /** The same list to pick from, without the form (52460's trip details); suspends until loaded. */
  renderList: (props: CustomerListProps) => ReactNode;
  preloadList: () => Promise<void>;
}

/**
 * The company wizard's passenger step shows the company's customer list and form, which belong to
 * the company feature; features do not import each other (DESIGN.md section 3), so the app layer
 * hands that picker to the wizard's host, which provides it here.
 */
export const PassengerPickerSlot = createContext<PassengerPicker | null>(null);
