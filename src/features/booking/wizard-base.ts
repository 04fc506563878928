import {
  BOOKING_STEP_PATHS,
  COMPANY_AREA_BASE,
  PRIVATE_BOOKING_BASE,
  type BookingStepId,
} from '../../domain/route-paths';
import type { Customer } from '../../../machines/booking.machine';

/** Where a customer's wizard lives: /privat-buchung, or /buchung in the company area. */
export function wizardBase(customer: Customer): string {
  return `/${customer === 'private' ? PRIVATE_BOOKING_BASE : COMPANY_AREA_BASE}`;
}

/** The URL of one step of a customer's wizard. */
export function stepHref(customer: Customer, step: BookingStepId): string {
  return `${wizardBase(customer)}/${BOOKING_STEP_PATHS[step]}`;
}
