import { useEffect } from 'react';
import { keepOnLanguageSwitch, takeKeptTyping } from '../../i18n';
import type { SubmissionState } from './use-submission';

/**
 * A sent form's confirmation stays over the language switch's reload, in the other language:
 * without it the page came back with the form, still filled in, and a second click sent the
 * request twice. `name` names the form on its page (as for useKeptTyping).
 */
export function useKeptConfirmation<R, V>(
  name: string,
  submission: { state: SubmissionState<R, V>; restore: (result: R, values: V) => void },
): void {
  const key = `${name}:sent`;
  const { state, restore } = submission;
  // After hydration: the page's HTML holds the form.
  useEffect(() => {
    const kept = takeKeptTyping(key);
    if (isSent(kept)) restore(kept.result as R, kept.values as V);
  }, [key, restore]);
  useEffect(() => {
    if (state.status !== 'done') return;
    const { result, values } = state;
    return keepOnLanguageSwitch(key, () => ({ result, values }));
  }, [key, state]);
}

function isSent(kept: unknown): kept is { result: object; values: object } {
  if (typeof kept !== 'object' || kept === null) return false;
  const { result, values } = kept as Record<string, unknown>;
  return (
    typeof result === 'object' && result !== null && typeof values === 'object' && values !== null
  );
}
