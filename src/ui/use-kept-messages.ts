import { useEffect } from 'react';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { keepOnLanguageSwitch, takeKeptTyping } from '../i18n';
import { errorPaths } from './error-paths';

/**
 * A visitor who switches the language to read a field's message finds it again, in the other
 * language: the fields that showed one are named over the switch's reload and checked again once
 * the form is back (with what was typed, which useKeptTyping or a step's draft puts back first).
 * `key` names the form on its page, as for useKeptTyping; `null` keeps nothing.
 */
export function useKeptMessages<T extends FieldValues>(
  key: string | null,
  { formState, trigger }: Pick<UseFormReturn<T>, 'formState' | 'trigger'>,
): void {
  // Read during render, so react-hook-form tells this component when a message comes or goes.
  const { errors } = formState;
  useEffect(() => {
    if (key === null) return;
    const kept = takeKeptTyping(messagesKey(key));
    if (!Array.isArray(kept)) return;
    const paths = kept.filter((path): path is FieldPath<T> => typeof path === 'string');
    if (paths.length > 0) void trigger(paths);
  }, [key, trigger]);
  useEffect(() => {
    if (key === null) return;
    return keepOnLanguageSwitch(messagesKey(key), () => {
      const paths = errorPaths(errors);
      return paths.length > 0 ? paths : null;
    });
  }, [key, errors]);
}

const messagesKey = (key: string) => `${key}:messages`;
