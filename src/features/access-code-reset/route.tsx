import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from '../../ui/button';
import { useCallback, useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { checkAccessCodeLink, setAccessCode } from '../../api/access-code-reset';
import { useRemote } from '../../api/use-remote';
import { ACCESS_CODE_MIN, RESET_TOKEN_PATTERN } from '../../domain/access-code';
import { LoadingIndicator } from '../../ui/loading-indicator';
import { PageTitle } from '../../ui/page-title';
import { classifyFailure } from '../../ui/service-form/failure';
import { FailureRetry } from '../../ui/service-form/form-status';
import { useSubmission } from '../../ui/service-form/use-submission';
import { CodeField } from './code-field';
import { resetFormSchema, type ResetFormValues } from './reset-schema';
import './access-code-reset.css';

const LOGIN_PATH = '/start#firmenlogin';

/** A used, expired or unknown link: the server's 404 (it does not say which). */
const isSpentLink = (error: unknown) => (error as { status?: unknown } | null)?.status === 404;

/**
 * /zugangscode-zuruecksetzen?token=...: the page of the e-mailed reset link. The company user
 * sets a new access code (twice); afterwards the link is spent and the company signs in with the
 * new code on the start page.
 */
export function AccessCodeResetPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const wellFormed = RESET_TOKEN_PATTERN.test(token);
  // A used or expired link says so when the page opens, before a code is typed twice. Should the
  // question fail otherwise, the form is shown: setting the code asks again.
  const link = useRemote(`reset-link:${token}`, (signal) =>
    wellFormed ? checkAccessCodeLink(token, { signal }) : Promise.resolve(),
  );
  const send = useCallback(
    (values: ResetFormValues) => setAccessCode(token, values.zugangscode),
    [token],
  );
  const { state, submit, retry, sending } = useSubmission(send);
  const outcomeRef = useRef<HTMLDivElement>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ResetFormValues>({
    resolver: zodResolver(resetFormSchema),
    defaultValues: { zugangscode: '', bestaetigung: '' },
  });

  const failure =
    state.status === 'failed' && !isSpentLink(state.error) ? classifyFailure(state.error) : null;
  // The server checks the same rule; should it still refuse the code, say so at the field.
  useEffect(() => {
    if (failure?.kind === 'validation')
      setError(
        'zugangscode',
        { type: 'server', message: 'companyAccess.reset.errors.rejected' },
        { shouldFocus: true },
      );
  }, [failure?.kind, setError]);

  const spent =
    !wellFormed ||
    (link.status === 'failed' && isSpentLink(link.error)) ||
    (state.status === 'failed' && isSpentLink(state.error));
  const done = state.status === 'done';
  // The outcome replaces the form: focus moves to it so it is read out and the keyboard is there.
  useEffect(() => {
    if (done || (spent && state.status === 'failed')) outcomeRef.current?.focus();
  }, [done, spent, state.status]);

  return (
    <section className="content-narrow access-code-reset">
      <PageTitle
        title={t('companyAccess.reset.title')}
        lead={done || spent ? undefined : t('companyAccess.reset.lead')}
      />
      {link.status === 'loading' && !spent ? (
        <LoadingIndicator />
      ) : done ? (
        <div ref={outcomeRef} tabIndex={-1} className="access-code-reset__outcome" role="status">
          <p>
            <span className="pi pi-check-circle access-code-reset__ok" aria-hidden="true" />{' '}
            {t('companyAccess.reset.done')}
          </p>
          <Link to={LOGIN_PATH} className="p-button p-component">
            {t('companyAccess.reset.toLogin')}
          </Link>
        </div>
      ) : spent ? (
        <div ref={outcomeRef} tabIndex={-1} className="access-code-reset__outcome" role="alert">
          <p>{t('companyAccess.reset.spent')}</p>
          <Link to={LOGIN_PATH}>{t('companyAccess.reset.requestNew')}</Link>
        </div>
      ) : (
        <form
          noValidate
          onSubmit={(event) => void handleSubmit(submit)(event)}
          className="access-code-reset__form"
        >
          <CodeField
            label={t('companyAccess.reset.fields.zugangscode')}
            hint={t('companyAccess.reset.rule', { min: ACCESS_CODE_MIN })}
            registration={register('zugangscode')}
            error={errors.zugangscode?.message}
          />
          <CodeField
            label={t('companyAccess.reset.fields.bestaetigung')}
            registration={register('bestaetigung')}
            error={errors.bestaetigung?.message}
          />
          <FailureRetry
            failure={failure}
            sending={sending}
            onRetry={retry}
            serverErrorText={t('companyAccess.reset.errors.server')}
            throttledText={t('companyAccess.reset.errors.throttled')}
          />
          <Button
            type="submit"
            label={t('companyAccess.reset.submit')}
            icon="pi pi-lock"
            loading={sending}
            disabled={sending}
          />
        </form>
      )}
    </section>
  );
}
