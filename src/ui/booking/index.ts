/* Shared presentational pieces of both booking wizards (private and company). */
export { StepIndicator, type StepIndicatorProps } from './step-indicator';
export { PriceTotal, type PriceTotalProps } from './price-total';
export { SummaryView, type SummaryRow, type SummarySection } from './summary-view';
export { BookingStatusView, type BookingStatusViewProps, type StatusLeg } from './status-view';
export { StepBody, type StepBodyProps } from './step-body';
export { TripDetailsForm, type TripDetailsFormProps } from './trip-details-form';
export { tripDetailsSchema, TIME_KINDS, MAX_LUGGAGE, type LegFormValues, type TripDetailsFormValues } from './trip-details-schema';
export { useMachineRouteSync, stepMetaOf, type FlowRoute } from './use-machine-route-sync';
export { useLocale } from './use-locale';
export { formatDate, formatPrice, formatTime } from './format';
export { berlinToUtc, isPastInBerlin, nowInBerlin } from './berlin-time';
export { buildIcs, downloadIcs, escapeIcsText, type CalendarEvent } from './ics';
