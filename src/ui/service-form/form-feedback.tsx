import { useEffect, useRef, type ReactNode } from 'react';
import { Button } from 'primereact/button';

/** Polite summary of invalid fields after a submit attempt (the first invalid field gets focus). */
export function ErrorSummary({ message }: { message: string | null }) {
  return (
    <div className="sf-error-summary" aria-live="assertive" aria-atomic="true">
      {message ? <p>{message}</p> : null}
    </div>
  );
}

/**
 * Replaces a sent form: a heading that takes focus (so screen readers hear the outcome),
 * the content, and a print button. Printing hides everything but this section (print CSS).
 */
export function PrintableConfirmation({
  title,
  printLabel,
  children,
  actions,
}: {
  title: string;
  printLabel: string;
  children: ReactNode;
  actions?: ReactNode;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  return (
    <section className="sf-confirmation sf-print-area" aria-labelledby="sf-confirmation-title">
      <h2 id="sf-confirmation-title" ref={heading} tabIndex={-1} className="sf-confirmation-title">
        <span className="pi pi-check-circle" aria-hidden="true" /> {title}
      </h2>
      {children}
      <div className="sf-actions sf-no-print">
        <Button
          type="button"
          label={printLabel}
          icon="pi pi-print"
          onClick={() => window.print()}
        />
        {actions}
      </div>
    </section>
  );
}
