import { useEffect, useState } from 'react';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { keepOnLanguageSwitch, takeKeptTyping } from '../i18n';
import { errorPaths } from './error-paths';

/**
 * A visitor who switches the language to read a field's message finds it again, in the other
 * language: the fields that showed one are named over the switch's reload and checked again once
 * the form is back (with what was typed, which useKeptTyping or a step's draft puts back first).
 * `key` names the form on its page, as for useKeptTyping; `null` keeps nothing.
 * Returns how many fields came back with their message (0 until then, and without any), so a
 * form shows its summary of them again as it did before the switch.
 */
export function useKeptMessages<T extends FieldValues>(
  key: string | null,
  { formState, trigger, watch }: Pick<UseFormReturn<T>, 'formState' | 'trigger' | 'watch'>,
): number {
  // Read during render, so react-hook-form tells this component when a message comes or goes.
  const { errors, isSubmitted } = formState;
  const [back, setBack] = useState<readonly FieldPath<T>[]>([]);
  useEffect(() => {
    if (key === null) return;
    const kept = takeKeptTyping(messagesKey(key));
    if (!Array.isArray(kept)) return;
    const paths = kept.filter((path): path is FieldPath<T> => typeof path === 'string');
    if (paths.length > 0) void trigger(paths).then(() => setBack(paths));
  }, [key, trigger]);
  // Before the switch the form had been sent, so a field with a message was checked again as it
  // was typed in (reValidateMode); the form that comes back has not been sent: its fields with a
  // message are checked as they change, until it is sent, and a message goes once it is answered.
  useEffect(() => {
    if (back.length === 0 || isSubmitted) return;
    const subscription = watch((_values, { name }) => {
      const path = back.find((kept) => kept === name || name?.startsWith(`${kept}.`));
      if (path) void trigger(path);
    });
    return () => subscription.unsubscribe();
  }, [back, isSubmitted, watch, trigger]);
  useEffect(() => {
    if (key === null) return;
    return keepOnLanguageSwitch(messagesKey(key), () => {
      const paths = errorPaths(errors);
      return paths.length > 0 ? paths : null;
    });
  }, [key, errors]);
  return back.length;
}

const messagesKey = (key: string) => `${key}:messages`;

/**
 * The count a form's error summary shows, with its setter: what the form sets when a submit
 * finds invalid fields (0 when it sends), and the count of messages that came back over the
 * language switch (`messagesBack`, from useKeptMessages or useKeptTyping).
 */
export function useSummaryCount(messagesBack: number) {
  const [count, setCount] = useState(0);
  useEffect(() => {
    if (messagesBack > 0) setCount(messagesBack);
  }, [messagesBack]);
  return [count, setCount] as const;
}
