import { useEffect, useRef } from 'react';
import type { FieldValues, UseFormWatch } from 'react-hook-form';

/**
 * Keeps a form's typed but unsent values: calls `onDraftChange` `delay` ms after the last change,
 * when the page is hidden (reload, tab closed) and when the form goes (leaving the step), so a
 * reload or a return to the step (Forward, "Weiter") finds them. Returns `cancel`, which drops a
 * pending call: call it when the values were submitted.
 */
export function useDraftUpdates<V extends FieldValues>(
  watch: UseFormWatch<V>,
  onDraftChange: ((values: V) => void) | undefined,
  delay: number,
): () => void {
  const callback = useRef(onDraftChange);
  callback.current = onDraftChange;
  const pending = useRef<{ values: V; timer: ReturnType<typeof setTimeout> } | null>(null);
  const cancel = useRef(() => {
    if (pending.current) clearTimeout(pending.current.timer);
    pending.current = null;
  }).current;
  const flush = useRef(() => {
    const values = pending.current?.values;
    cancel();
    if (values) callback.current?.(values);
  });
  useEffect(() => {
    const subscription = watch((values) => {
      if (!callback.current) return;
      cancel();
      pending.current = { values: values as V, timer: setTimeout(flush.current, delay) };
    });
    const writeNow = flush.current;
    window.addEventListener('pagehide', writeNow);
    return () => {
      subscription.unsubscribe();
      window.removeEventListener('pagehide', writeNow);
      // After a logout the step's callback writes nothing: the typing belonged to the booking.
      writeNow();
    };
  }, [watch, delay, cancel]);
  return cancel;
}
