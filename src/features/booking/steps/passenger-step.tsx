import { useContext, useMemo, useState } from 'react';
import { passengerOf } from '../../../domain/passenger';
import { companyStore, passengerDraftFor } from '../../../session';
import type { StepProps } from '../step-props';
import { PassengerPickerSlot } from '../passenger-picker-slot';

/**
 * neuerAuftrag: the passenger of the new order, through the company's picker (see the slot). A new
 * passenger typed but not sent is kept in sessionStorage (reload, Back and Forward).
 */
export function PassengerStep({ snapshot, send, company }: StepProps) {
  const picker = useContext(PassengerPickerSlot);
  const { booking } = snapshot.context;
  const current = booking.kundeStamm.name
    ? { kundeStamm: booking.kundeStamm, kundeAdresse: booking.kundeAdresse }
    : null;
  // The draft belongs to the company's booking as it was when the form opened (see src/session).
  const savedKey = JSON.stringify([company?.firmenId, booking.buchungStamm.id, current]);
  const draft = useMemo(() => passengerDraftFor(savedKey), [savedKey]);
  const [typed] = useState(() => draft.read());
  return (
    <div className="booking-step">
      {picker?.render({
        company,
        current,
        onPick: (customer) => {
          draft.clear();
          send({ type: 'user.submitPassenger', passenger: passengerOf(customer) });
        },
        draft: typed,
        onDraftChange: (values) => {
          // Not once the company has logged out: the typing belonged to its session. (The
          // booking itself is only stored once this step is sent.)
          if (companyStore.read()) draft.save(values);
        },
      })}
    </div>
  );
}
