import { Message } from 'primereact/message';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Customer } from '../../../api/schemas';
import { Button } from '../../../ui/button';
import { customerName } from './customer-columns';

/**
 * Before a new customer is created: the stored customers it probably is already (same names or
 * e-mail address), each with the list's own edit link, and "Trotzdem anlegen". Shown at the form,
 * which keeps what was typed; role="alert" (PrimeReact's Message) announces it once.
 */
export function DuplicateWarning({
  found,
  busy,
  onCreateAnyway,
}: {
  found: readonly Customer[];
  /** The creation runs: the button stays busy and creates no second customer. */
  busy: boolean;
  onCreateAnyway: () => void;
}) {
  const { t } = useTranslation();
  const count = found.length;
  return (
    <Message
      severity="warn"
      className="duplicate-warning"
      content={
        <div className="duplicate-warning__body">
          <p className="duplicate-warning__text">
            <span className="pi pi-exclamation-triangle" aria-hidden="true" />{' '}
            {t('company.customers.duplicate.found', { count })}
          </p>
          <ul className="duplicate-warning__list">
            {found.map((customer) => {
              const { kundeStamm: k } = customer;
              const facts = [
                [t('company.customers.columns.contact'), k.email || k.mobil || k.telefon],
                [t('company.fields.bereich'), k.bereich],
                [t('company.fields.kst'), k.kst],
              ].filter(([, value]) => value);
              return (
                <li key={k.id} className="duplicate-warning__item">
                  <span className="duplicate-warning__who">
                    <strong>{customerName(customer)}</strong>
                    {facts.map(([label, value]) => (
                      <span key={label} className="duplicate-warning__fact">
                        {label}: {value}
                      </span>
                    ))}
                  </span>
                  <Link
                    to={`?kunde=${k.id}`}
                    className="p-button p-button-sm p-button-outlined company-link-button"
                    aria-label={t('company.customers.editLabel', { name: customerName(customer) })}
                  >
                    <span className="pi pi-pencil" aria-hidden="true" /> {t('common.actions.edit')}
                  </Link>
                </li>
              );
            })}
          </ul>
          <p className="duplicate-warning__text">
            {t('company.customers.duplicate.question', { count })}
          </p>
          <div className="company-actions">
            <Button
              type="button"
              label={t('company.customers.duplicate.createAnyway')}
              icon="pi pi-user-plus"
              outlined
              loading={busy}
              onClick={onCreateAnyway}
            />
          </div>
        </div>
      }
    />
  );
}
