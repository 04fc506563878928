import { Button } from '../button';
import type { BaseSyntheticEvent, ComponentType, ReactNode, Ref } from 'react';
import type { FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CheckboxField } from './checkbox-field';
import type { Failure } from './failure';
import { PrintableConfirmation } from './form-feedback';
import { FormStatus } from './form-status';
import { NewWindowLink } from './new-window-link';
import { taggedText } from './tagged-text';
import type { ControlBinding } from './use-service-form';
import type { SubmissionState } from './use-submission';

/**
 * The `<form>` of a service screen, named by a visually hidden heading
 * (`<namespace>.formTitle`, id `<namespace>-form-title`).
 */
export function FormFrame({
  namespace,
  className,
  onSubmit,
  formRef,
  children,
}: {
  namespace: string;
  className?: string;
  onSubmit: (event?: BaseSyntheticEvent) => unknown;
  formRef?: Ref<HTMLFormElement>;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const titleId = `${namespace}-form-title`;
  return (
    <form
      ref={formRef}
      className={['sf-form', className].filter(Boolean).join(' ')}
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      aria-labelledby={titleId}
    >
      <h2 id={titleId} className="sf-visually-hidden">
        {t(`${namespace}.formTitle`)}
      </h2>
      {children}
    </form>
  );
}

/** The submit button: disabled and busy while the request runs (one request at a time). */
export function SubmitButton({
  label,
  icon,
  sending,
  sendingLabel,
}: {
  label: string;
  icon: string;
  sending: boolean;
  /** Shown while sending; defaults to common.status.sending. */
  sendingLabel?: string;
}) {
  const { t } = useTranslation();
  return (
    <div className="sf-actions">
      <Button
        type="submit"
        label={sending ? (sendingLabel ?? t('common.status.sending')) : label}
        icon={icon}
        loading={sending}
        disabled={sending}
      />
    </div>
  );
}

/** The required privacy consent; `<namespace>.consent` has a `<privacy>` link to /datenschutz. */
export function ConsentField<T extends FieldValues, O>({
  namespace,
  field,
}: {
  namespace: string;
  field: ControlBinding<T, O>;
}) {
  const { t } = useTranslation();
  return (
    <CheckboxField
      {...field}
      required
      label={taggedText(t(`${namespace}.consent`), {
        privacy: (content) => <NewWindowLink href="/datenschutz">{content}</NewWindowLink>,
      })}
    />
  );
}

/** The part of useServiceForm's answer that the frame reads. */
interface ServiceFormState<R, V, T extends FieldValues> {
  /** Every service form has the privacy consent under this name. */
  bind: (name: 'einwilligungDatenschutz') => ControlBinding<T, V>;
  formRef: Ref<HTMLFormElement>;
  submission: { state: SubmissionState<R, V> };
  failure: Failure | null;
  invalidCount: number;
  onSubmit: (event?: BaseSyntheticEvent) => Promise<void>;
  onRetry: () => void;
  sending: boolean;
}

/**
 * A service form from useServiceForm: the fields (children), the privacy consent
 * (`einwilligungDatenschutz`), the
 * invalid-field summary or a failed request with retry in place, and the submit button.
 * Once sent it is replaced by a printable confirmation (`<namespace>.confirmation.title`).
 * Texts come from the namespace: formTitle, submit, consent, errors.sendFailed/throttled.
 */
export function ServiceForm<R, V, T extends FieldValues>({
  namespace,
  service,
  submitIcon = 'pi pi-send',
  confirmation: Confirmation,
  children,
}: {
  namespace: string;
  service: ServiceFormState<R, V, T>;
  submitIcon?: string;
  /** The confirmation's body, from the values that were sent and the server's answer. */
  confirmation: ComponentType<{ values: V; receipt: R }>;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const { state } = service.submission;
  if (state.status === 'done') {
    return (
      <PrintableConfirmation
        title={t(`${namespace}.confirmation.title`)}
        printLabel={t('common.actions.print')}
      >
        <Confirmation values={state.values} receipt={state.result} />
      </PrintableConfirmation>
    );
  }
  return (
    <FormFrame namespace={namespace} onSubmit={service.onSubmit} formRef={service.formRef}>
      <p className="sf-hint">{t('common.requiredHint')}</p>
      {children}
      <ConsentField namespace={namespace} field={service.bind('einwilligungDatenschutz')} />
      <FormStatus
        invalidCount={service.invalidCount}
        failure={service.failure}
        sending={service.sending}
        onRetry={service.onRetry}
        serverErrorText={t(`${namespace}.errors.sendFailed`)}
        throttledText={t(`${namespace}.errors.throttled`)}
      />
      <SubmitButton label={t(`${namespace}.submit`)} icon={submitIcon} sending={service.sending} />
    </FormFrame>
  );
}
