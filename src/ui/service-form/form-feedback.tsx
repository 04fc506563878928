import { Fragment, useEffect, useRef, type ReactNode } from 'react';
import { Button } from '../button';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../i18n/use-locale';
import { formatInstant } from './format';
import './service-form.css';

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

/** The server's answer to a stored message (src/api's Receipt, read structurally). */
export interface ReceiptLike {
  referenz: string;
  eingegangenAm: string;
}

/**
 * The body of a confirmation: an intro line, then the server's reference and time of receipt
 * (labels from `<namespace>.confirmation.reference/receivedAt`) followed by what was sent.
 */
export function ReceiptSummary({
  namespace,
  intro,
  receipt,
  rows,
  children,
}: {
  namespace: string;
  intro: string;
  receipt: ReceiptLike;
  /** Label and value of each further line; values may hold line breaks (kept by the CSS). */
  rows: readonly (readonly [label: string, value: string])[];
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <>
      <p>{intro}</p>
      <dl className="sf-summary">
        <dt>{t(`${namespace}.confirmation.reference`)}</dt>
        <dd>{receipt.referenz}</dd>
        <dt>{t(`${namespace}.confirmation.receivedAt`)}</dt>
        <dd>{formatInstant(receipt.eingegangenAm, locale)}</dd>
        {rows.map(([label, value], index) => (
          <Fragment key={index}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </Fragment>
        ))}
      </dl>
      {children}
    </>
  );
}
