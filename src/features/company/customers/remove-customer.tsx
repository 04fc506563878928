import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../api/api-error';
import { removeCustomer } from '../../../api/remove-customer';
import type { Customer } from '../../../api/schemas';
import { Button } from '../../../ui/button';
import { CompanyCallError } from '../../../ui/company-call-error';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { describeFailure } from '../../../ui/describe-failure';
import { customerName } from './customer-columns';

/**
 * "Kunden entfernen" of a customer's view: asks first, then removes the customer from the list
 * (its booked rides keep their passenger). A failure that a retry can mend stays in the dialog,
 * where confirming again sends again; one it cannot (the session ended) closes the dialog and is
 * shown here. `onRemoved` runs once the dialog has closed: `already` when the server no longer
 * knew the customer (removed by a colleague, or an earlier try whose answer was lost).
 */
export function RemoveCustomer({
  customer,
  disabled,
  onRemoved,
}: {
  customer: Customer;
  disabled: boolean;
  onRemoved: (how: { already: boolean }) => void;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<unknown>(null);
  const [pageError, setPageError] = useState<unknown>(null);
  /** Set when the customer is gone: the page leaves once the dialog has closed. */
  const removed = useRef<{ already: boolean } | null>(null);
  const id = customer.kundeStamm.id;

  const run = async () => {
    if (id === null) return;
    setBusy(true);
    setFailed(null);
    setPageError(null);
    try {
      await removeCustomer(id);
      removed.current = { already: false };
      setOpen(false);
    } catch (error) {
      if (isApiError(error) && error.status === 404) {
        removed.current = { already: true };
        setOpen(false);
      } else if (describeFailure(error).retryable) {
        setFailed(error);
      } else {
        setOpen(false);
        setPageError(error);
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      {pageError ? <CompanyCallError error={pageError} /> : null}
      <div className="company-actions company-actions--end customer-removal">
        <Button
          type="button"
          label={t('company.customers.remove.button')}
          icon="pi pi-trash"
          severity="danger"
          outlined
          disabled={disabled}
          onClick={() => {
            setFailed(null);
            setOpen(true);
          }}
        />
      </div>
      <ConfirmDialog
        open={open}
        title={t('company.customers.remove.title')}
        keepLabel={t('company.dialog.keep')}
        confirmLabel={t('company.customers.remove.button')}
        confirmIcon="pi pi-trash"
        severity="danger"
        busy={busy}
        error={failed ? t(describeFailure(failed).key) : null}
        onConfirm={() => void run()}
        onCancel={() => setOpen(false)}
        onClosed={() => {
          if (removed.current) onRemoved(removed.current);
        }}
      >
        <p>{t('company.customers.remove.text', { name: customerName(customer) })}</p>
        <p>{t('company.customers.remove.bookingsKept')}</p>
      </ConfirmDialog>
    </>
  );
}
