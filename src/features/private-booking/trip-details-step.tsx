import { TripDetailsForm } from '../../ui/booking';
import { tripDetailsFromForm, tripDetailsToForm } from '../../../machines/shared/trip-details-form-values';
import { tripDetailsOf } from '../../../machines/shared/trip-details';
import type { StepProps } from './flow-context';

/** Step 2: customer, address and rides, with the shared trip-details form. */
export function TripDetailsStep({ snapshot, send }: StepProps) {
  const { booking, options } = snapshot.context;
  const salutations = options?.salutations ?? [];
  return (
    <TripDetailsForm
      defaultValues={tripDetailsToForm(tripDetailsOf(booking))}
      salutations={salutations}
      direction={booking.richtung}
      onBack={() => send({ type: 'user.back' })}
      onSubmit={(values) =>
        send({
          type: 'user.submitTripDetails',
          details: tripDetailsFromForm(values, (id) => salutations.find((s) => s.id === id)?.name ?? ''),
        })
      }
    />
  );
}
