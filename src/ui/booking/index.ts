/* Shared presentational pieces of both booking wizards (private and company). */
export { StepIndicator, type StepIndicatorProps } from './step-indicator';
export { PriceTotal, type PriceTotalProps } from './price-total';
export { SummaryView, type SummaryRow, type SummarySection } from './summary-view';
export { BookingStatusView, type BookingStatusViewProps, type StatusLeg } from './status-view';
export { StepBody, type StepBodyProps } from './step-body';
export { WizardFrame, type WizardFrameProps } from './wizard-frame';
export { TripDetailsForm, type TripDetailsFormProps } from './trip-details-form';
export {
  tripDetailsSchema,
  TIME_KINDS,
  MAX_LUGGAGE,
  type LegFormValues,
  type TripDetailsFormValues,
} from './trip-details-schema';
export { useMachineRouteSync, stepMetaOf, type FlowRoute } from './use-machine-route-sync';
export { useLocale } from './use-locale';
export { formatDate, formatPrice, formatTime } from './format';
export { buildIcs, downloadIcs, escapeIcsText, type CalendarEvent } from './ics';
export { StepActions, type StepActionsProps } from './step-actions';
export { ChoiceCard, type ChoiceCardProps } from './choice-card';
export {
  TariffChoice,
  type TariffChoiceEvent,
  type TariffChoiceOptions,
  type TariffChoiceProps,
} from './tariff-choice';
export { PaymentTypeChoice, type PaymentTypeChoiceProps } from './payment-type-choice';
export {
  summarySectionsOf,
  type EditTarget,
  type SummaryEdit,
  type SummaryInput,
} from './summary-sections';
export { BookingSummary, type BookingSummaryProps } from './booking-summary';
export { BookingStatus, statusLegsOf, type BookingStatusProps } from './booking-status';
export { EmailText } from './email-text';
export { directionText, personsText, tripRequestText } from './trip-request';
