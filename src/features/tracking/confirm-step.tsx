import { Button } from '../../ui/button';
import { useEffect, useId, useRef, type ReactNode } from 'react';

interface ConfirmStepProps {
  open: boolean;
  title: string;
  children: ReactNode;
  keepLabel: string;
  confirmLabel: string;
  confirmIcon: string;
  busy: boolean;
  /** A failed call: shown in the dialog, the confirm button sends again. */
  error: ReactNode;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * The confirmation step of a self-service change, on the native <dialog>: the browser traps
 * focus, Escape keeps the booking as it is, focus returns to the button that opened it.
 */
export function ConfirmStep({
  open,
  title,
  children,
  keepLabel,
  confirmLabel,
  confirmIcon,
  busy,
  error,
  onConfirm,
  onCancel,
}: ConfirmStepProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const bodyId = useId();
  const opener = useRef<Element | null>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement;
      dialog.showModal();
    } else if (!open && dialog.open) {
      dialog.close();
      if (opener.current instanceof HTMLElement && opener.current.isConnected)
        opener.current.focus();
    }
  }, [open]);

  return (
    <dialog
      ref={ref}
      className="tracking-dialog"
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      onCancel={(event) => {
        event.preventDefault();
        if (!busy) onCancel();
      }}
    >
      <h2 id={titleId}>{title}</h2>
      {/* Only while open: a closed dialog's text must not stand in the page's text. */}
      <div id={bodyId}>{open ? children : null}</div>
      {open && error ? (
        <div className="tracking-dialog__error" role="alert">
          {error}
        </div>
      ) : null}
      <div className="tracking-dialog__actions">
        <Button
          type="button"
          label={keepLabel}
          outlined
          autoFocus
          onClick={onCancel}
          disabled={busy}
        />
        <Button
          type="button"
          label={confirmLabel}
          icon={confirmIcon}
          onClick={onConfirm}
          loading={busy}
          disabled={busy}
        />
      </div>
    </dialog>
  );
}
