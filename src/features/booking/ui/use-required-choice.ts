import { useId, useRef, useState } from 'react';

/**
 * A choice a step needs before it goes on: a tariff, a payment type, a route. Its next button
 * stays usable; pressed without the choice, the group says what is missing and its first
 * choice takes the focus, as the trip details' fields do. A disabled button would say nothing,
 * and the keyboard would skip it.
 */
export function useRequiredChoice(chosen: boolean, message: string) {
  const [asked, setAsked] = useState(false);
  const groupRef = useRef<HTMLFieldSetElement>(null);
  const errorId = useId();
  return {
    chosen,
    groupRef,
    errorId,
    /** The message while the choice is missing after a press on next. */
    error: asked && !chosen ? message : undefined,
    /** Whether the step may go on; if not, says so at the group. */
    confirm: () => {
      if (chosen) return true;
      setAsked(true);
      const group = groupRef.current;
      group
        ?.querySelector<HTMLInputElement>('input:not(:disabled)')
        ?.focus({ preventScroll: true });
      // The legend and the message above the first choice come into view with it.
      group?.scrollIntoView({ block: 'start' });
      return false;
    },
  };
}

export type RequiredChoice = ReturnType<typeof useRequiredChoice>;
