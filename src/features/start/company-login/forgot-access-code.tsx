import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from '../../../ui/button';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { requestAccessCodeReset } from '../../../api/access-code-reset';
import { classifyFailure } from '../../../ui/service-form/failure';
import { FailureRetry } from '../../../ui/service-form/form-status';
import { TextField } from '../../../ui/service-form/form-field';
import { useSubmission } from '../../../ui/service-form/use-submission';
import { useFocusOnChange } from '../../../ui/use-focus-on-change';
import { forgotAccessCodeSchema, type ForgotAccessCodeValues } from './forgot-access-code-schema';

const send = (values: ForgotAccessCodeValues) => requestAccessCodeReset(values.kennung);

/**
 * Below the company login: a company user who lost the access code asks for a link by company id
 * or login e-mail. The server mails it to the company's registered address and answers the same
 * for unknown companies, so the confirmation never says whether one was found.
 */
export function ForgotAccessCode() {
  const { t } = useTranslation();
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const panelRef = useRef<HTMLDivElement>(null);
  const { state, submit, retry, sending } = useSubmission(send);
  const sent = state.status === 'done';
  // The confirmation replaces the form and its focused button: the focus moves to it, so it is
  // read out and the keyboard is not dropped at the top of the page.
  const sentRef = useFocusOnChange<HTMLParagraphElement>(sent ? 'sent' : 'form');
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ForgotAccessCodeValues>({
    resolver: zodResolver(forgotAccessCodeSchema),
    defaultValues: { kennung: '' },
  });

  // Opening the panel puts the cursor into its one field.
  useEffect(() => {
    if (open) panelRef.current?.querySelector('input')?.focus();
  }, [open]);

  const failure = state.status === 'failed' ? classifyFailure(state.error) : null;
  return (
    <div className="company-login__forgot">
      <button
        type="button"
        className="company-login__forgot-toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        <span className={open ? 'pi pi-chevron-down' : 'pi pi-chevron-right'} aria-hidden="true" />{' '}
        {t('companyAccess.forgot.toggle')}
      </button>
      <div id={panelId} ref={panelRef} hidden={!open} className="company-login__forgot-panel">
        {sent ? (
          <p ref={sentRef} tabIndex={-1} role="status" className="company-login__forgot-done">
            <span className="pi pi-envelope" aria-hidden="true" /> {t('companyAccess.forgot.sent')}
          </p>
        ) : (
          <form noValidate onSubmit={(event) => void handleSubmit(submit)(event)}>
            <p className="company-login__forgot-lead">{t('companyAccess.forgot.lead')}</p>
            <TextField
              label={t('companyAccess.forgot.field')}
              registration={register('kennung')}
              error={errors.kennung?.message}
              required
              max={120}
              autoComplete="username"
            />
            <FailureRetry
              failure={failure}
              sending={sending}
              onRetry={retry}
              serverErrorText={t('companyAccess.forgot.errors.server')}
              throttledText={t('companyAccess.forgot.errors.throttled')}
            />
            <Button
              type="submit"
              label={t('companyAccess.forgot.submit')}
              icon="pi pi-send"
              loading={sending}
              disabled={sending}
            />
          </form>
        )}
      </div>
    </div>
  );
}
