import { useEffect } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { fitToForm, keepOnLanguageSwitch, takeKeptTyping } from '../i18n';
import { useKeptMessages } from './use-kept-messages';

const NOTHING_LEFT_OUT: readonly never[] = [];

/**
 * A react-hook-form form keeps what was typed into it over the language switch's reload: it is
 * kept when the visitor switches, and put back (as typed: the fields count as changed) when the
 * form mounts again. `key` names the form (and what it edits) on its page; `null` keeps nothing.
 * Not for secrets: a form with one names it in `leaveOut` (a constant), and that field is never
 * kept, so it comes back empty. The fields' messages come back with it (useKeptMessages): the
 * count of those is returned, for the form's summary.
 */
export function useKeptTyping<T extends FieldValues>(
  key: string | null,
  form: Pick<UseFormReturn<T>, 'getValues' | 'reset' | 'formState' | 'trigger' | 'watch'>,
  leaveOut: readonly (keyof T & string)[] = NOTHING_LEFT_OUT,
): number {
  const { getValues, reset, formState } = form;
  // Read during render, so react-hook-form tells this component when the form gets typed in.
  const { isDirty } = formState;
  useEffect(() => {
    if (key === null) return;
    const kept = takeKeptTyping(key);
    if (kept === null) return;
    const current = getValues();
    const values = fitToForm(current, kept);
    for (const name of leaveOut) values[name] = current[name];
    reset(values, { keepDefaultValues: true, keepFieldsRef: true });
  }, [key, getValues, reset, leaveOut]);
  useEffect(() => {
    if (key === null) return;
    return keepOnLanguageSwitch(key, () => {
      if (!isDirty) return null;
      const values: Record<string, unknown> = { ...getValues() };
      for (const name of leaveOut) delete values[name];
      return values;
    });
  }, [key, isDirty, getValues, leaveOut]);
  // After the effect above that puts the values back: the messages are checked on them.
  return useKeptMessages(key, form);
}
