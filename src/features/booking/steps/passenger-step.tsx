import { useContext } from 'react';
import { passengerOf } from '../../../domain/passenger';
import type { StepProps } from '../step-props';
import { PassengerPickerSlot } from '../passenger-picker-slot';

/** neuerAuftrag: the passenger of the new order, through the company's picker (see the slot). */
export function PassengerStep({ snapshot, send, company }: StepProps) {
  const picker = useContext(PassengerPickerSlot);
  const { booking } = snapshot.context;
  const current = booking.kundeStamm.name
    ? { kundeStamm: booking.kundeStamm, kundeAdresse: booking.kundeAdresse }
    : null;
  return (
    <div className="booking-step">
      {picker?.render({
        company,
        current,
        onPick: (customer) =>
          send({ type: 'user.submitPassenger', passenger: passengerOf(customer) }),
      })}
    </div>
  );
}
