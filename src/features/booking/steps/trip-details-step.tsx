import { useMemo, useState } from 'react';
import { TripDetailsForm } from '../ui/trip-details-form';
import { tripDetailsDraftFor } from '../../../session';
import {
  tripDetailsFromForm,
  tripDetailsToForm,
} from '../../../../machines/shared/trip-details-form-values';
import { tripDetailsOf } from '../../../../machines/shared/trip-details';
import type { StepProps } from '../step-props';

/**
 * Step 2: customer, address and rides, with the shared trip-details form. What the user typed
 * but did not submit is kept in sessionStorage and filled in again after a reload.
 */
export function TripDetailsStep({ snapshot, send }: StepProps) {
  const { booking, options } = snapshot.context;
  const salutations = options?.salutations ?? [];
  const saved = tripDetailsToForm(tripDetailsOf(booking));
  // The draft belongs to the booking as it was when the form opened (see src/session).
  const savedKey = JSON.stringify([booking.buchungStamm.id, saved]);
  const draft = useMemo(() => tripDetailsDraftFor('privat', savedKey), [savedKey]);
  const [defaultValues] = useState(() => draft.read()?.values ?? saved);
  return (
    <TripDetailsForm
      defaultValues={defaultValues}
      salutations={salutations}
      direction={booking.richtung}
      onDraftChange={(values) => draft.save(values)}
      onBack={() => send({ type: 'user.back' })}
      onSubmit={(values) => {
        draft.clear();
        send({
          type: 'user.submitTripDetails',
          details: tripDetailsFromForm(
            values,
            (id) => salutations.find((s) => s.id === id)?.name ?? '',
          ),
        });
      }}
    />
  );
}
