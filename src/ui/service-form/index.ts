import './service-form.css';

export {
  CheckboxField,
  FieldHint,
  FieldLabel,
  RadioGroupField,
  SelectField,
  TextAreaField,
  TextField,
} from './form-field';
export { ErrorSummary, PrintableConfirmation } from './form-feedback';
export { FormStatus } from './form-status';
export * as rules from './rules';
export { todayInBerlin } from './rules';
export { useSubmission, type SubmissionState } from './use-submission';
export { useServiceForm, type ServiceFormOptions } from './use-service-form';
export { applyServerFieldErrors, fieldErrorKey, type ServerFieldError } from './server-errors';
export { classifyFailure, type Failure } from './failure';
export { NewWindowLink } from './new-window-link';
export { formatCalendarDate, formatClockTime } from './format';
