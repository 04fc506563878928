import { useContext } from 'react';
import type { Customer } from '../../../api/schemas';
import type { Passenger } from '../../../../machines/booking.machine';
import type { StepProps } from '../step-props';
import { PassengerPickerSlot } from '../passenger-picker-slot';

function passengerOf(customer: Customer): Passenger {
  const { kundeStamm: k, kundeAdresse: a } = customer;
  return {
    kunde: {
      id: k.id,
      anredeId: k.anredeId,
      anrede: k.anrede,
      vorname: k.vorname,
      name: k.name,
      co: k.co,
      email: k.email,
      mobil: k.mobil,
      telefon: k.telefon,
      kst: k.kst,
      bereich: k.bereich,
    },
    adresse: { strasse: a.strasse, plz: a.plz, ort: a.ort, ortsteil: a.ortsteil },
  };
}

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
