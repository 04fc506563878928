import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TripDetailsForm } from '../../../ui/booking';
import { FieldError } from '../../../ui/field-error';
import { tripDetailsFromForm, tripDetailsToForm } from '../../../../machines/shared/trip-details-form-values';
import { tripDetailsOf } from '../../../../machines/shared/trip-details';
import type { StepProps } from './flow-types';

const ALLOWED = /^[\p{L}\p{M}\p{N} .,'’&()/+-]*$/u;

function check(value: string, max: number): string | null {
  if (value.length > max) return 'validation.tooLong';
  if (!ALLOWED.test(value)) return 'validation.invalidCharacters';
  return null;
}

/**
 * reiseDetails: the shared trip-details form (passenger, address, rides) plus the company's
 * cost centre (kst) and department (bereich), which go with the passenger.
 */
export function TripDetailsStep({ snapshot, send }: StepProps) {
  const { t } = useTranslation();
  const ids = { kst: useId(), bereich: useId() };
  const { booking, options } = snapshot.context;
  const salutations = options?.salutations ?? [];
  const [kst, setKst] = useState(booking.kundeStamm.kst);
  const [bereich, setBereich] = useState(booking.kundeStamm.bereich);
  const [errors, setErrors] = useState<{ kst: string | null; bereich: string | null }>({ kst: null, bereich: null });
  const kstRef = useRef<HTMLInputElement>(null);
  const bereichRef = useRef<HTMLInputElement>(null);
  return (
    <div className="booking-step">
      <fieldset className="sf-fieldset company-cost-centre">
        <legend>{t('company.tripDetails.costLegend')}</legend>
        <div className="sf-field">
          <label htmlFor={ids.kst} className="sf-label">{t('company.fields.kst')}</label>
          <input ref={kstRef} id={ids.kst} className={`p-inputtext p-component sf-control${errors.kst ? ' p-invalid' : ''}`} value={kst} onChange={(e) => setKst(e.target.value)} aria-invalid={errors.kst ? true : undefined} aria-describedby={`${ids.kst}-error`} />
          <FieldError id={`${ids.kst}-error`} message={errors.kst ? t(errors.kst, { max: 30 }) : undefined} />
        </div>
        <div className="sf-field">
          <label htmlFor={ids.bereich} className="sf-label">{t('company.fields.bereich')}</label>
          <input ref={bereichRef} id={ids.bereich} className={`p-inputtext p-component sf-control${errors.bereich ? ' p-invalid' : ''}`} value={bereich} onChange={(e) => setBereich(e.target.value)} aria-invalid={errors.bereich ? true : undefined} aria-describedby={`${ids.bereich}-error`} />
          <FieldError id={`${ids.bereich}-error`} message={errors.bereich ? t(errors.bereich, { max: 60 }) : undefined} />
        </div>
      </fieldset>
      <TripDetailsForm
        defaultValues={tripDetailsToForm(tripDetailsOf(booking))}
        salutations={salutations}
        direction={booking.richtung}
        canSubmit={snapshot.can({ type: 'user.submitTripDetails', details: tripDetailsOf(booking), kst, bereich })}
        onBack={() => send({ type: 'user.back' })}
        onSubmit={(values) => {
          const next = { kst: check(kst.trim(), 30), bereich: check(bereich.trim(), 60) };
          setErrors(next);
          if (next.kst) return kstRef.current?.focus();
          if (next.bereich) return bereichRef.current?.focus();
          send({
            type: 'user.submitTripDetails',
            details: tripDetailsFromForm(values, (id) => salutations.find((s) => s.id === id)?.name ?? ''),
            kst: kst.trim(),
            bereich: bereich.trim(),
          });
        }}
      />
    </div>
  );
}
