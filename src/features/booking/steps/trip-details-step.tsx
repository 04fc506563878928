import { Suspense, useContext, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { TripDetailsForm, type TripDetailsFill } from '../ui/trip-details-form';
import type { Customer } from '../../../api/schemas';
import { passengerOf, type Passenger } from '../../../domain/passenger';
import { LoadingIndicator } from '../../../ui/loading-indicator';
import { PassengerPickerSlot } from '../passenger-picker-slot';
import { TextField } from '../../../ui/service-form/form-field';
import { useKeptMessages } from '../../../ui/use-kept-messages';
import { bookingStore, tripDetailsDraftFor, type TripDetailsDraftValues } from '../../../session';
import {
  tripDetailsFromForm,
  tripDetailsToForm,
} from '../../../../machines/shared/trip-details-form-values';
import { tripDetailsOf } from '../../../../machines/shared/trip-details';
import { FIELD_MAX } from '../../../domain/field-rules';
import { personFieldsOf } from '../../../domain/form-fields';
import type { StepProps } from '../step-props';

/** One empty list while the lists load: a new one on every render would redraw the fields. */
const NO_SALUTATIONS: never[] = [];

const ALLOWED = /^[\p{L}\p{M}\p{N} .,'’&()/+-]*$/u;
const costField = (max: number) =>
  z
    .string()
    .check(
      z.trim(),
      z.maxLength(max, 'validation.tooLong'),
      z.regex(ALLOWED, 'validation.invalidCharacters'),
    );

/** Cost centre and department of the passenger's company (both optional). */
const costCentreSchema = z.object({
  kst: costField(FIELD_MAX.kst),
  bereich: costField(FIELD_MAX.bereich),
});
type CostCentreValues = z.infer<typeof costCentreSchema>;

/**
 * A customer picked from the list into the form: the person as neuerAuftrag takes it over; of the
 * address only street and district, where the customer lives at the postcode the ride already
 * has (52460's route or quoted place fixes postcode and town, as a chosen destination does).
 */
function fillWith(customer: Customer): TripDetailsFill {
  const { kundeStamm: k, kundeAdresse: a } = customer;
  return {
    values: (current) => ({
      ...personFieldsOf(k),
      ...(a.plz.trim() === current.plz.trim() ? { strasse: a.strasse, ortsteil: a.ortsteil } : {}),
    }),
    focus: 'vorname',
  };
}

/** The same person as picked: the name not changed (another name is a new passenger). */
function samePerson(picked: Passenger, vorname: string, name: string): boolean {
  return picked.kunde.vorname.trim() === vorname && picked.kunde.name.trim() === name;
}

/**
 * reiseDetails: the trip-details form (customer or passenger, address, rides); for a company
 * also the cost centre (kst) and department (bereich), which go with the passenger: drawn first in
 * the trip form, checked by a useForm of their own. What the user typed but did not submit is
 * kept in sessionStorage and filled in again after a reload.
 */
export function TripDetailsStep({ snapshot, send, previewTrip, company }: StepProps) {
  const { t } = useTranslation();
  const { customer, booking, options, capabilities } = snapshot.context;
  const picker = useContext(PassengerPickerSlot);
  // 52460 has no passenger step: its customer list is offered here, above the form it fills.
  // Not for a booking already made: as on the other companies' path, an edit changes the
  // passenger's details, it does not pick another customer.
  const listShown =
    customer === 'company' &&
    company !== null &&
    Boolean(capabilities?.picksPassengerInTripDetails) &&
    picker !== null &&
    !booking.buchungStamm.voucher;
  const [picked, setPicked] = useState<{ passenger: Passenger; fill: TripDetailsFill } | null>(
    null,
  );
  const salutations = options?.salutations ?? NO_SALUTATIONS;
  const saved = tripDetailsToForm(tripDetailsOf(booking));
  const { kst: savedKst, bereich: savedBereich } = booking.kundeStamm;
  // The draft belongs to the booking as it was when the form opened (see src/session).
  const savedKey = JSON.stringify([booking.buchungStamm.id, saved, savedKst, savedBereich]);
  const draft = useMemo(
    () => tripDetailsDraftFor(customer === 'private' ? 'privat' : 'firma', savedKey),
    [customer, savedKey],
  );
  const [restored] = useState(() => draft.read());
  // The trip form's values and the two fields next to it go into one draft.
  const formValues = useRef<TripDetailsDraftValues>(restored?.values ?? saved);
  const cost = useForm<CostCentreValues>({
    defaultValues: {
      kst: restored?.extra?.kst ?? savedKst,
      bereich: restored?.extra?.bereich ?? savedBereich,
    },
    resolver: zodResolver(costCentreSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
  });
  useKeptMessages('booking-cost-centre', cost);
  const costErrors = cost.formState.errors;
  // Kept at once on every change: a reload right after typing finds them again.
  const keepCost = (field: keyof CostCentreValues) =>
    cost.register(field, {
      onChange: () => draft.save(formValues.current, cost.getValues()),
    });
  const pick = (customer: Customer) => {
    setPicked({ passenger: passengerOf(customer), fill: fillWith(customer) });
    cost.setValue('kst', customer.kundeStamm.kst);
    cost.setValue('bereich', customer.kundeStamm.bereich);
  };
  return (
    <div className="booking-step">
      {listShown && company ? (
        <>
          <Suspense fallback={<LoadingIndicator />}>
            {picker?.renderList({ firmenId: company.firmenId, onPick: pick })}
          </Suspense>
          {/* Focus goes to the filled first name; this says whose details the form now holds. */}
          <p role="status" className="text-muted">
            {picked
              ? t('company.passenger.pickedIntoForm', {
                  name: `${picked.passenger.kunde.vorname} ${picked.passenger.kunde.name}`,
                })
              : null}
          </p>
        </>
      ) : null}
      <TripDetailsForm
        fill={picked?.fill ?? null}
        defaultValues={restored?.values ?? saved}
        salutations={salutations}
        // Drawn before the step's lists (DRAWN_BEFORE_LISTS in host.tsx).
        salutationsLoading={options === null}
        direction={booking.richtung}
        booked={booking.buchungStamm.voucher ? booking : undefined}
        leadingFields={
          customer === 'company' ? (
            <fieldset className="sf-fieldset">
              <legend>{t('company.tripDetails.costLegend')}</legend>
              <TextField
                label={t('company.fields.kst')}
                registration={keepCost('kst')}
                error={costErrors.kst?.message}
                max={FIELD_MAX.kst}
              />
              <TextField
                label={t('company.fields.bereich')}
                registration={keepCost('bereich')}
                error={costErrors.bereich?.message}
                max={FIELD_MAX.bereich}
              />
            </fieldset>
          ) : null
        }
        // A company books for a passenger; one booking at private conditions books for itself.
        forPassenger={customer === 'company' && !snapshot.context.company?.alsPrivat}
        onTripChange={previewTrip}
        onDraftChange={(values) => {
          formValues.current = values;
          // Not once the booking is gone (logout, a new login): the typing belonged to it.
          if (bookingStore.read()) draft.save(values, cost.getValues());
        }}
        canSubmit={snapshot.can({
          type: 'user.submitTripDetails',
          details: tripDetailsOf(booking),
        })}
        {...(snapshot.context.returnToSummary
          ? { submitLabel: t('booking.summary.applyChanges') }
          : {})}
        onBack={() => send({ type: 'user.back' })}
        onSubmit={(values) =>
          void cost.handleSubmit(({ kst, bereich }) => {
            draft.clear();
            const details = tripDetailsFromForm(
              values,
              (id) => salutations.find((s) => s.id === id)?.anrede ?? '',
            );
            const passenger =
              picked && samePerson(picked.passenger, details.kunde.vorname, details.kunde.name)
                ? picked.passenger
                : null;
            send({
              type: 'user.submitTripDetails',
              details,
              ...(customer === 'company' ? { kst, bereich } : {}),
              ...(passenger ? { passenger } : {}),
            });
          })()
        }
      />
    </div>
  );
}
