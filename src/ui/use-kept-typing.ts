import { useEffect } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { fitToForm, keepOnLanguageSwitch, takeKeptTyping } from '../i18n';

/**
 * A react-hook-form form keeps what was typed into it over the language switch's reload: it is
 * kept when the visitor switches, and put back (as typed: the fields count as changed) when the
 * form mounts again. `key` names the form (and what it edits) on its page; `null` keeps nothing.
 * Not for secrets.
 */
export function useKeptTyping<T extends FieldValues>(
  key: string | null,
  { getValues, reset, formState }: Pick<UseFormReturn<T>, 'getValues' | 'reset' | 'formState'>,
): void {
  // Read during render, so react-hook-form tells this component when the form gets typed in.
  const { isDirty } = formState;
  useEffect(() => {
    if (key === null) return;
    const kept = takeKeptTyping(key);
    if (kept !== null)
      reset(fitToForm(getValues(), kept), { keepDefaultValues: true, keepFieldsRef: true });
  }, [key, getValues, reset]);
  useEffect(() => {
    if (key !== null) return keepOnLanguageSwitch(key, () => (isDirty ? getValues() : null));
  }, [key, isDirty, getValues]);
}
