import type { TFunction } from 'i18next';
import type { Customer } from '../../../api/schemas';
import type { ResultColumn } from '../result-table';

export const customerName = ({ kundeStamm: k }: Customer) =>
  [k.vorname, k.name].filter(Boolean).join(' ');

/**
 * The columns of a customer list (the customers tab, the wizard's passenger picker); the fields
 * are those of the server's sort values (CUSTOMER_SORTS), the contact column only in the tab.
 */
export function customerColumns(
  t: TFunction,
  { withContact }: { withContact: boolean },
): ResultColumn<Customer>[] {
  const contact: ResultColumn<Customer> = {
    field: 'kontakt',
    header: t('company.customers.columns.contact'),
    body: ({ kundeStamm: k }) => k.email || k.mobil || k.telefon,
  };
  return [
    {
      field: 'name',
      header: t('company.customers.columns.name'),
      sortable: true,
      body: customerName,
    },
    ...(withContact ? [contact] : []),
    {
      field: 'bereich',
      header: t('company.fields.bereich'),
      sortable: true,
      body: ({ kundeStamm: k }) => k.bereich,
    },
    {
      field: 'kst',
      header: t('company.fields.kst'),
      sortable: true,
      body: ({ kundeStamm: k }) => k.kst,
    },
    {
      field: 'ort',
      header: t('company.customers.columns.place'),
      sortable: true,
      body: ({ kundeAdresse: a }) => [a.plz, a.ort].filter(Boolean).join(', '),
    },
  ];
}
