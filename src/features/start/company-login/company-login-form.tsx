import { zodResolver } from '@hookform/resolvers/zod';
import { InputText } from 'primereact/inputtext';
import { RadioButton } from 'primereact/radiobutton';
import { Button } from '../../../ui/button';
import { useCallback, useId, useState } from 'react';
import { useController, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { entryRoute } from '../../../domain/company-rules';
import { RetryMessage } from '../../../ui/retry-message';
import { useHydratedValue } from '../../../ui/use-hydrated';
import { TextField } from '../../../ui/service-form/form-field';
import { useSubmission } from '../../../ui/service-form/use-submission';
import { useKeptTyping } from '../../../ui/use-kept-typing';
import { ForgotAccessCode } from './forgot-access-code';
import {
  LOGIN_METHODS,
  loginFormSchema,
  toLoginRequest,
  type LoginFormValues,
  type LoginMethod,
  type LoginRequest,
} from './login-schema';
import { loginFailure, loginNoticeOf, returnPathOf, signIn, type LoginFailure } from './sign-in';
import './company-login.css';

const DEFAULTS: LoginFormValues = {
  method: 'id',
  firmenId: '',
  email: '',
  externeId: '',
  zugangscode: '',
};

/** The access code is a password: it is never kept over the language switch (in storage). */
const NEVER_KEPT = ['zugangscode'] as const;

/**
 * Company login on the start page (spec sections 2 and 6): company id, email or external id,
 * each with the credential the server asks for. On success the company session object is in
 * sessionStorage `Firma` and the browser is on the company's entry route, or back on the company
 * page that asked for the login (`?weiter=`, src/domain/company-login-link.ts).
 */
export function CompanyLoginForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const headingId = useId();
  const errorId = useId();
  const methodId = useId();
  const noticeId = useId();
  // The prerendered start page knows no query: the notice comes once the page is the app's.
  const notice = useHydratedValue(loginNoticeOf(search) !== null, false);
  const form = useForm<LoginFormValues>({
    resolver: zodResolver(loginFormSchema),
    defaultValues: DEFAULTS,
    mode: 'onSubmit',
  });
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = form;
  // What was typed comes back after the language switch; the access code does not.
  useKeptTyping('company-login', form, NEVER_KEPT);
  const { field: methodField } = useController({ control, name: 'method' });
  const method = methodField.value;

  const send = useCallback(
    async (request: LoginRequest) => {
      const company = await signIn(request);
      void navigate(returnPathOf(search) ?? `/buchung/${entryRoute(company)}`);
    },
    [navigate, search],
  );
  // One login at a time; a failure keeps the request sent, so "Erneut versuchen" sends it again.
  const { state, submit, retry, reset: clearOutcome, sending } = useSubmission(send);
  // While the retry runs, its message stays (with its button busy) instead of blinking away.
  const [retried, setRetried] = useState<LoginFailure | null>(null);
  const failed = state.status === 'failed' ? loginFailure(state.error) : null;
  const failure = failed ?? (sending ? retried : null);
  const onRetry = useCallback(() => {
    setRetried(failed);
    retry();
  }, [failed, retry]);
  const onSubmit = handleSubmit(
    (values) => {
      setRetried(null);
      return submit(toLoginRequest(values));
    },
    // A new attempt with fields to fix: the last attempt's outcome no longer applies.
    () => clearOutcome(),
  );

  return (
    <section
      id="firmenlogin"
      className="company-login"
      aria-labelledby={headingId}
      // The link focuses the section (#firmenlogin): its notice is read with it.
      aria-describedby={notice ? noticeId : undefined}
    >
      <h2 id={headingId}>{t('companyLogin.title')}</h2>
      {notice ? <SignInNotice id={noticeId} /> : null}
      <p className="company-login__lead">{t('companyLogin.lead')}</p>
      <form
        noValidate
        onSubmit={(event) => void onSubmit(event)}
        aria-describedby={failure ? errorId : undefined}
      >
        <fieldset className="company-login__methods">
          <legend>{t('companyLogin.methodLegend')}</legend>
          {LOGIN_METHODS.map((value: LoginMethod) => (
            <label key={value} className="company-login__method" htmlFor={`${methodId}-${value}`}>
              <RadioButton
                inputId={`${methodId}-${value}`}
                name={methodField.name}
                value={value}
                checked={method === value}
                onChange={(event) => methodField.onChange(event.value)}
                onBlur={methodField.onBlur}
              />
              <span>{t(`companyLogin.methods.${value}`)}</span>
            </label>
          ))}
        </fieldset>
        {method !== 'email' ? (
          <TextField
            label={t('companyLogin.fields.firmenId')}
            registration={register('firmenId')}
            error={errors.firmenId?.message}
            required
            inputMode="numeric"
            autoComplete="username"
          />
        ) : null}
        {method === 'email' ? (
          <TextField
            label={t('companyLogin.fields.email')}
            type="email"
            registration={register('email')}
            error={errors.email?.message}
            required
            max={120}
            autoComplete="username"
          />
        ) : null}
        {method === 'externeId' ? (
          <TextField
            label={t('companyLogin.fields.externeId')}
            registration={register('externeId')}
            error={errors.externeId?.message}
            hint={t('companyLogin.hints.externeId')}
            required
            max={100}
          />
        ) : (
          <PasswordField
            label={t('companyLogin.fields.zugangscode')}
            registration={register('zugangscode')}
            error={errors.zugangscode?.message}
          />
        )}
        {failure?.retry ? (
          // Not the input's fault: the same login can be sent again from here.
          <div id={errorId} className="company-login__failure">
            <RetryMessage message={t(failure.key)} onRetry={onRetry} busy={sending} />
          </div>
        ) : (
          <div id={errorId} className="company-login__error" role="alert">
            {failure ? (
              <>
                <span className="pi pi-exclamation-triangle" aria-hidden="true" /> {t(failure.key)}
              </>
            ) : null}
          </div>
        )}
        <Button
          type="submit"
          label={t('common.actions.login')}
          icon="pi pi-sign-in"
          loading={sending}
          disabled={sending}
        />
      </form>
      <ForgotAccessCode />
    </section>
  );
}

/**
 * Why a company page sent the visitor here. Session storage, which holds the company, belongs to
 * one tab: a company page opened in a new tab (or pasted) finds no company there, even while the
 * server's session is alive.
 */
function SignInNotice({ id }: { id: string }) {
  const { t } = useTranslation();
  return (
    <div id={id} className="company-login__notice" role="status">
      <span className="pi pi-lock company-login__notice-icon" aria-hidden="true" />
      <div>
        <p className="company-login__notice-title">{t('companyLogin.notice.title')}</p>
        <p>{t('companyLogin.notice.text')}</p>
      </div>
    </div>
  );
}

/** The access code: a masked input (password managers understand it). */
function PasswordField({
  label,
  registration,
  error,
}: {
  label: string;
  registration: ReturnType<ReturnType<typeof useForm<LoginFormValues>>['register']>;
  error?: string | undefined;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="sf-field">
      <label htmlFor={`${id}-input`} className="sf-label">
        {label}
        <span className="sf-required">
          <span aria-hidden="true"> *</span>
          <span className="sf-visually-hidden"> ({t('common.required')})</span>
        </span>
      </label>
      <InputText
        id={`${id}-input`}
        type="password"
        className="sf-control"
        invalid={Boolean(error)}
        autoComplete="current-password"
        aria-required
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-error`}
        {...registration}
      />
      <small id={`${id}-error`} className="field-error" aria-live="polite">
        {error ? (
          <>
            <span className="pi pi-times-circle" aria-hidden="true" /> {t(error, { max: 64 })}
          </>
        ) : null}
      </small>
    </div>
  );
}
