import { zodResolver } from '@hookform/resolvers/zod';
import { InputText } from 'primereact/inputtext';
import { RadioButton } from 'primereact/radiobutton';
import { Button } from '../../../ui/button';
import { useCallback, useId } from 'react';
import { useController, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { entryRoute } from '../../../domain/company-rules';
import { TextField } from '../../../ui/service-form/form-field';
import { ForgotAccessCode } from './forgot-access-code';
import {
  LOGIN_METHODS,
  loginFormSchema,
  toLoginRequest,
  type LoginFormValues,
  type LoginMethod,
} from './login-schema';
import { loginErrorKey, returnPathOf, signIn } from './sign-in';
import './company-login.css';

const DEFAULTS: LoginFormValues = {
  method: 'id',
  firmenId: '',
  email: '',
  externeId: '',
  zugangscode: '',
};

/**
 * Company login on the start page (spec sections 2 and 6): company id, email or external id,
 * each with the credential the server asks for. On success the company session object is in
 * sessionStorage `Firma` and the browser is on the company's entry route.
 */
export function CompanyLoginForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const headingId = useId();
  const errorId = useId();
  const methodId = useId();
  const {
    register,
    handleSubmit,
    control,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<LoginFormValues>({
    resolver: zodResolver(loginFormSchema),
    defaultValues: DEFAULTS,
    mode: 'onSubmit',
  });
  const { field: methodField } = useController({ control, name: 'method' });
  const method = methodField.value;

  const onSubmit = useCallback(
    async (values: LoginFormValues) => {
      try {
        const company = await signIn(toLoginRequest(values));
        void navigate(returnPathOf(search) ?? `/buchung/${entryRoute(company)}`);
      } catch (error) {
        setError('root', { type: 'server', message: loginErrorKey(error) });
      }
    },
    [navigate, search, setError],
  );

  const rootError = errors.root?.message;
  return (
    <section id="firmenlogin" className="company-login" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('companyLogin.title')}</h2>
      <p className="company-login__lead">{t('companyLogin.lead')}</p>
      <form
        noValidate
        onSubmit={(event) => void handleSubmit(onSubmit)(event)}
        aria-describedby={rootError ? errorId : undefined}
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
        <div id={errorId} className="company-login__error" role="alert">
          {rootError ? (
            <>
              <span className="pi pi-exclamation-triangle" aria-hidden="true" /> {t(rootError)}
            </>
          ) : null}
        </div>
        <Button
          type="submit"
          label={t('common.actions.login')}
          icon="pi pi-sign-in"
          loading={isSubmitting}
          disabled={isSubmitting}
        />
      </form>
      <ForgotAccessCode />
    </section>
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
