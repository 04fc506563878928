import './service-form.css';

export {
  CheckboxField,
  FieldHint,
  FieldLabel,
  inputClassName,
  RadioGroupField,
  SelectField,
  TextAreaField,
  TextField,
} from './form-field';
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
  type FieldBinding,
  type ServiceFormOptions,
} from './use-service-form';
export { applyServerFieldErrors, fieldErrorKey, type ServerFieldError } from './server-errors';
export { classifyFailure, type Failure } from './failure';
export { NewWindowLink } from './new-window-link';
export { prerenderedChecked, prerenderedValue } from './prerendered-defaults';
export { formatCalendarDate, formatClockTime, formatInstant } from './format';
