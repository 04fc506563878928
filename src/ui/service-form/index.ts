import './service-form.css';

export { FieldHint, FieldLabel, TextAreaField, TextField } from './form-field';
export { CheckboxField, RadioGroupField } from './choice-fields';
export { SelectField, SelectInput, type SelectOption } from './select-field';
export { CountField } from './count-field';
export * from './common-fields';
export {
  ErrorSummary,
  PrintableConfirmation,
  ReceiptSummary,
  type ReceiptLike,
} from './form-feedback';
export { FailureRetry, FormStatus } from './form-status';
export { ConsentField, FormFrame, ServiceForm, SubmitButton } from './service-form';
export { HotlineLine, ServiceAside, ServicePage } from './service-page';
export * as rules from './rules';
export { todayInBerlin } from './rules';
export { useSubmission, type SubmissionState } from './use-submission';
export {
  fieldBinder,
  useServiceForm,
  type ControlBinding,
  type FieldBinding,
  type ServiceFormOptions,
  type TextBinding,
} from './use-service-form';
export { applyServerFieldErrors, fieldErrorKey, type ServerFieldError } from './server-errors';
export { classifyFailure, type Failure } from './failure';
export { NewWindowLink } from './new-window-link';
export { formatCalendarDate, formatClockTime, formatInstant } from './format';
