import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useEffect } from 'react';
import {
  get,
  useForm,
  type Control,
  type DefaultValues,
  type FieldValues,
  type Path,
  type UseFormRegisterReturn,
  type UseFormReturn,
} from 'react-hook-form';
import type { z } from 'zod/mini';
import { classifyFailure, type Failure } from './failure';
import { applyServerFieldErrors } from './server-errors';
import { useKeptConfirmation } from './use-kept-confirmation';
import { useSubmission } from './use-submission';
import { errorPaths } from '../error-paths';
import { useFocusFirstInvalid } from '../use-focus-first-invalid';
import { useSummaryCount } from '../use-kept-messages';
import { useKeptTyping } from '../use-kept-typing';

/** What a field typed into needs from the form: its registration and its error key. */
export interface TextBinding {
  registration: UseFormRegisterReturn;
  error: string | undefined;
}

/** What a field whose widget shows the value (a choice, a count) needs: the form and the name. */
export interface ControlBinding<T extends FieldValues, O = T> {
  control: Control<T, unknown, O>;
  name: Path<T>;
  error?: string | undefined;
}

/** Binds any field component: `<TextField {...bind('email')} />`, `<SelectField {...bind('land')} />`. */
export type FieldBinding<T extends FieldValues = FieldValues, O = T> = TextBinding &
  ControlBinding<T, O>;

/**
 * `bind(name)`: registration, control, name and error key of one field of a react-hook-form
 * form. Call it during render, so the form state proxy re-renders on errors.
 */
export function fieldBinder<T extends FieldValues, O = T>(
  form: Pick<UseFormReturn<T, unknown, O>, 'register' | 'formState' | 'control'>,
) {
  const { register, formState, control } = form;
  const { errors } = formState;
  return (name: Path<T>): FieldBinding<T, O> => {
    const message = (get(errors, name) as { message?: unknown } | undefined)?.message;
    return {
      registration: register(name),
      control,
      name,
      error: typeof message === 'string' ? message : undefined,
    };
  };
}

export interface ServiceFormOptions<S extends z.ZodMiniType<FieldValues, FieldValues>, R> {
  /** Names the form for keeping its typing over a language switch (useKeptTyping). */
  name: string;
  schema: S;
  defaultValues: DefaultValues<z.input<S>>;
  /** Sends the validated values; throws the API client's error on failure. */
  send: (values: z.output<S>) => Promise<R>;
  /** Maps an API field path to this form's field name (null: not on this form). */
  toField: (path: string) => Path<z.input<S>> | null;
}

/**
 * The behaviour every service form shares: zod validation with translated keys, a count of
 * invalid fields for the summary, one request at a time, the server's field errors shown on
 * the fields, and failures kept on screen with the input so the user can retry.
 */
export function useServiceForm<S extends z.ZodMiniType<FieldValues, FieldValues>, R>(
  options: ServiceFormOptions<S, R>,
) {
  const { name, schema, defaultValues, send, toField } = options;
  const form = useForm<z.input<S>, unknown, z.output<S>>({
    // The resolver's generics do not line up with a generic schema parameter; the runtime
    // contract (input -> output of `schema`) is exactly what useForm is told above.
    resolver: zodResolver(schema as never) as never,
    defaultValues,
    mode: 'onTouched',
    reValidateMode: 'onChange',
    shouldFocusError: false,
  });
  const formRef = useFocusFirstInvalid(form.control);
  const submission = useSubmission(send);
  const failure: Failure | null =
    submission.state.status === 'failed' ? classifyFailure(submission.state.error) : null;
  const { setError } = form;
  const bind = fieldBinder(form);
  // Once sent, the confirmation is kept instead of the typing.
  const sent = submission.state.status === 'done';
  const [invalidCount, setInvalidCount] = useSummaryCount(useKeptTyping(sent ? null : name, form));
  useKeptConfirmation(name, submission);

  useEffect(() => {
    if (failure?.kind !== 'validation') return;
    const shown = applyServerFieldErrors(failure.fieldErrors, setError, toField);
    setInvalidCount(Math.max(shown, 1));
    // Run once per failed attempt: the state object changes with every submission.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [submission.state]);

  const onSubmit = form.handleSubmit(
    async (values) => {
      setInvalidCount(0);
      await submission.submit(values);
    },
    (errors) => setInvalidCount(errorPaths(errors).length),
  );

  const { retry } = submission;
  const onRetry = useCallback(() => retry(), [retry]);

  return {
    form,
    formRef,
    bind,
    submission,
    failure,
    invalidCount,
    onSubmit,
    onRetry,
    sending: submission.sending,
  };
}
