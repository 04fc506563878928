import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import type { Customer } from '../../api/schemas';
import { CustomerForm } from './customers/customer-form';
import {
  customerFormValuesOf,
  customerOf,
  EMPTY_CUSTOMER,
  type CustomerFormValues,
} from './customers/customer-schema';
import { useRemote } from '../../api/use-remote';
import { CompanyCallError } from '../../ui/company-call-error';
import { loadSalutations } from '../../api/salutations';
import type { CompanySession } from '../../domain/company';
import { lazyStep } from '../../ui/booking/lazy-step';
import { LoadingIndicator } from '../../ui/loading-indicator';
import { fitToForm } from '../../i18n';

/*
 * The customer list (PrimeReact's DataTable, 42 KB) is a chunk of its own: a company without a
 * list never loads it. Until it is there the step shows that it loads, so the form below the list
 * does not jump; the company area asks for it early (company-area.tsx).
 */
const CustomerList = lazyStep(() =>
  import('./customer-list-picker').then((m) => m.CustomerListPicker),
);

const NEW_PASSENGER_HEADING = 'new-passenger';

export interface PassengerPickerProps {
  company: CompanySession | null;
  /** The passenger chosen so far (back from a later step), or null for an empty form. */
  current: Customer | null;
  onPick: (customer: Customer) => void;
  /** A new passenger typed and not sent yet, field by field (untrusted: fitted to the form). */
  draft: Record<string, string> | null;
  onDraftChange: (values: Record<string, string>) => void;
}

/**
 * The company wizard's passenger (step neuerAuftrag): picked from the company's customer list
 * (searched by department) or entered as a new one. The app layer hands it to the booking wizard,
 * which does not import this feature (DESIGN.md section 3).
 */
export function PassengerPicker({
  company,
  current,
  onPick,
  draft,
  onDraftChange,
}: PassengerPickerProps) {
  const { t } = useTranslation();
  const salutations = useRemote('salutations', loadSalutations);
  // The form is the step's largest render: drawn right after the step's frame, in slices that
  // yield to input (as StepBody draws a step whose lists have come), not in one long task.
  const formShown = useDeferredValue(true, false);
  const firmenId = company?.firmenId ?? 0;
  const submitNew = async (values: CustomerFormValues) => {
    onPick(customerOf(values, firmenId, null, salutations.data ?? []));
  };
  return (
    <>
      {company?.kundeListeAktiv ? (
        <CustomerList.Component
          firmenId={firmenId}
          onPick={onPick}
          newPassengerHeadingId={NEW_PASSENGER_HEADING}
        />
      ) : null}
      <section aria-labelledby={NEW_PASSENGER_HEADING}>
        <h2
          id={NEW_PASSENGER_HEADING}
          className="booking-step__subtitle company-new-passenger"
          tabIndex={-1}
        >
          {company?.kundeListeAktiv
            ? t('company.passenger.newTitle')
            : t('company.passenger.enterTitle')}
        </h2>
        {/* The form does not wait for the salutations: a name can be typed while they come. */}
        {formShown ? null : <LoadingIndicator />}
        {formShown ? (
          <CustomerForm
            defaultValues={fitToForm(
              current ? customerFormValuesOf(current) : EMPTY_CUSTOMER,
              draft,
            )}
            salutations={salutations.data ?? []}
            salutationsLoading={salutations.status === 'loading'}
            submitLabel={t('common.actions.next')}
            submitKind="next"
            purpose="passenger"
            sending={false}
            onSubmit={submitNew}
            keepAs="booking-passenger"
            onDraftChange={onDraftChange}
            feedback={
              salutations.status === 'failed' ? (
                <CompanyCallError error={salutations.error} onRetry={salutations.reload} />
              ) : null
            }
          />
        ) : null}
      </section>
    </>
  );
}
