import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TripDetailsForm } from '../../../ui/booking';
import { FieldError } from '../../../ui/field-error';
import { tripDetailsDraftFor, type TripDetailsDraftValues } from '../../../session';
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
 * cost centre (kst) and department (bereich), which go with the passenger. What the user typed
 * but did not submit is kept in sessionStorage and filled in again after a reload.
 */
export function TripDetailsStep({ snapshot, send }: StepProps) {
  const { t } = useTranslation();
  const ids = { kst: useId(), bereich: useId() };
  const { booking, options } = snapshot.context;
  const salutations = options?.salutations ?? [];
  const saved = tripDetailsToForm(tripDetailsOf(booking));
  const { kst: savedKst, bereich: savedBereich } = booking.kundeStamm;
  // The draft belongs to the booking as it was when the form opened (see src/session).
  const savedKey = JSON.stringify([booking.buchungStamm.id, saved, savedKst, savedBereich]);
  const draft = useMemo(() => tripDetailsDraftFor('firma', savedKey), [savedKey]);
  const [restored] = useState(() => draft.read());
  const [kst, setKst] = useState(restored?.extra?.kst ?? savedKst);
  const [bereich, setBereich] = useState(restored?.extra?.bereich ?? savedBereich);
  // The form's values and the two fields next to it go into one draft.
  const formValues = useRef<TripDetailsDraftValues>(restored?.values ?? saved);
  const saveDraft = (values: TripDetailsDraftValues, extra: { kst: string; bereich: string }) => {
    formValues.current = values;
    draft.save(values, extra);
  };
  const typedExtra = useRef(false);
  useEffect(() => {
    if (!typedExtra.current) return;
    const timer = setTimeout(() => draft.save(formValues.current, { kst, bereich }), 300);
    return () => clearTimeout(timer);
  }, [draft, kst, bereich]);
  const [errors, setErrors] = useState<{ kst: string | null; bereich: string | null }>({ kst: null, bereich: null });
  const kstRef = useRef<HTMLInputElement>(null);
  const bereichRef = useRef<HTMLInputElement>(null);
  return (
    <div className="booking-step">
      <fieldset className="sf-fieldset company-cost-centre">
        <legend>{t('company.tripDetails.costLegend')}</legend>
        <div className="sf-field">
          <label htmlFor={ids.kst} className="sf-label">{t('company.fields.kst')}</label>
          <input ref={kstRef} id={ids.kst} className={`p-inputtext p-component sf-control${errors.kst ? ' p-invalid' : ''}`} value={kst} onChange={(e) => { typedExtra.current = true; setKst(e.target.value); }} aria-invalid={errors.kst ? true : undefined} aria-describedby={`${ids.kst}-error`} />
          <FieldError id={`${ids.kst}-error`} message={errors.kst ? t(errors.kst, { max: 30 }) : undefined} />
        </div>
        <div className="sf-field">
          <label htmlFor={ids.bereich} className="sf-label">{t('company.fields.bereich')}</label>
          <input ref={bereichRef} id={ids.bereich} className={`p-inputtext p-component sf-control${errors.bereich ? ' p-invalid' : ''}`} value={bereich} onChange={(e) => { typedExtra.current = true; setBereich(e.target.value); }} aria-invalid={errors.bereich ? true : undefined} aria-describedby={`${ids.bereich}-error`} />
          <FieldError id={`${ids.bereich}-error`} message={errors.bereich ? t(errors.bereich, { max: 60 }) : undefined} />
        </div>
      </fieldset>
      <TripDetailsForm
        defaultValues={restored?.values ?? saved}
        salutations={salutations}
        direction={booking.richtung}
        onDraftChange={(values) => saveDraft(values, { kst, bereich })}
        canSubmit={snapshot.can({ type: 'user.submitTripDetails', details: tripDetailsOf(booking), kst, bereich })}
        onBack={() => send({ type: 'user.back' })}
        onSubmit={(values) => {
          const next = { kst: check(kst.trim(), 30), bereich: check(bereich.trim(), 60) };
          setErrors(next);
          if (next.kst) return kstRef.current?.focus();
          if (next.bereich) return bereichRef.current?.focus();
          typedExtra.current = false;
          draft.clear();
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
