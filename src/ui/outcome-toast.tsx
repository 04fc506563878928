import { Toast } from 'primereact/toast';
import { useCallback, useRef, type ReactElement } from 'react';
import { usePrimeLocale } from './prime-locale';
import './outcome-toast.css';

/** Long enough to read twice; the outcome also shows on the screen itself (a new state, a list). */
const LIFE_MS = 8000;

/**
 * The outcome of a call that went through (a ride cancelled, a customer saved, a file made), as
 * PrimeReact's Toast. The toast region is one polite live region (role status) that is there
 * before a message arrives, so screen readers announce each message once; a message itself
 * gets no role of its own (PrimeReact's is an assertive alert, meant for errors). Failures are
 * not toasts: they stay in place with their retry (ui/retry-message.tsx).
 *
 * Render `toast` where the screen stays mounted while the outcome should be seen.
 */
export function useOutcomeToast(): { toast: ReactElement; notify: (text: string) => void } {
  usePrimeLocale();
  const ref = useRef<Toast>(null);
  const notify = useCallback((text: string) => {
    ref.current?.show({ severity: 'success', summary: text, life: LIFE_MS });
  }, []);
  const toast = (
    <Toast
      ref={ref}
      position="bottom-right"
      className="outcome-toast"
      pt={{
        root: { role: 'status', 'aria-live': 'polite' },
        message: { role: undefined, 'aria-live': undefined, 'aria-atomic': undefined },
      }}
    />
  );
  return { toast, notify };
}
