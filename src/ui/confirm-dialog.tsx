import { ConfirmDialog as PrimeConfirmDialog } from 'primereact/confirmdialog';
import { useEffect, useRef, type ReactNode } from 'react';
import { Button } from './button';
import { usePrimeLocale } from './prime-locale';
import './confirm-dialog.css';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  /** What confirming does, e.g. one paragraph. */
  children: ReactNode;
  /** The safe choice, focused first: e.g. "Nein, behalten". */
  keepLabel: string;
  /** Says what the button does, e.g. "Fahrt stornieren". */
  confirmLabel: string;
  confirmIcon: string;
  severity?: 'danger';
  /** The confirmed call runs: the dialog stays, cannot be closed, and confirms no second time. */
  busy: boolean;
  /** A failed call, shown in the dialog: confirming again retries it. */
  error?: ReactNode;
  onConfirm: () => void;
  onCancel: () => void;
  /**
   * Once the dialog has closed and given the focus back to its opener: a page that wants the
   * focus elsewhere (a field the server refused) moves it here, or the dialog takes it back.
   */
  onClosed?: () => void;
}

/**
 * A confirmation before a change that cannot be undone (a cancellation, a moved pickup), on
 * PrimeReact's ConfirmDialog: modal, focus trapped and on the safe choice first, Escape or the
 * close button keep things as they are, focus returns to the button that opened it. While the
 * confirmed call runs the dialog stays open with a busy button; a second click or a double
 * click does not confirm twice.
 */
export function ConfirmDialog({
  open,
  title,
  children,
  keepLabel,
  confirmLabel,
  confirmIcon,
  severity,
  busy,
  error,
  onConfirm,
  onCancel,
  onClosed,
}: ConfirmDialogProps) {
  usePrimeLocale();
  // Set at the first confirm, before React has rendered the button busy; free again once the
  // call is over (a failure can be retried) or the dialog closed.
  const confirmed = useRef(false);
  useEffect(() => {
    if (!open || !busy) confirmed.current = false;
  }, [open, busy]);
  const confirm = () => {
    if (confirmed.current) return;
    confirmed.current = true;
    onConfirm();
  };
  return (
    <PrimeConfirmDialog
      visible={open}
      header={title}
      className="confirm-dialog"
      draggable={false}
      resizable={false}
      // Escape and the close button are off while the call runs (it cannot be called back).
      closable={!busy}
      // Runs after PrimeReact's own exit, which focuses the opener, so a page's focus comes last.
      // The options replace the transition's timing: the same as PrimeReact's centred dialog.
      transitionOptions={
        onClosed ? { timeout: { enter: 150, exit: 150 }, onExited: onClosed } : undefined
      }
      // Called when the dialog closes itself (Escape, close button), not when `open` turns false.
      onHide={() => {
        if (open && !busy) onCancel();
      }}
      message={
        <>
          {children}
          {error ? (
            <div className="confirm-dialog__error" role="alert">
              {error}
            </div>
          ) : null}
        </>
      }
      footer={
        <div className="confirm-dialog__actions">
          <Button
            type="button"
            label={keepLabel}
            outlined
            // PrimeReact's focus trap puts the focus here when the dialog opens.
            data-pc-autofocus="true"
            onClick={onCancel}
            disabled={busy}
          />
          <Button
            type="button"
            label={confirmLabel}
            icon={confirmIcon}
            severity={severity}
            onClick={confirm}
            loading={busy}
          />
        </div>
      }
    />
  );
}
