import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button';
import { FrameIcon } from '../../../ui/frame-icon';
import { AIRPORT_CODES } from '../../../domain/constants';
import { BLANK_RIDE_REQUEST } from '../../../domain/blank-ride-request';
import { createBooking, keepWhatStillFits, withCreateKey } from '../../../domain/booking';
import { bookingStore, languageStore, tripDetailsDraftStore } from '../../../session';
import { RadioGroupField } from '../../../ui/service-form/radio-group-field';
import { TextField } from '../../../ui/service-form/form-field';
import { ErrorSummary } from '../../../ui/service-form/form-feedback';
import { useFocusFirstInvalid } from '../../../ui/use-focus-first-invalid';
import { fieldBinder } from '../../../ui/service-form/use-service-form';
import { useHydratedValue } from '../../../ui/use-hydrated';
import { DateTimeFieldPair } from '../../../ui/date-time/date-time-field';
import { PassengerCountFields } from '../../../ui/passenger-count-fields';
import { useSummaryCount } from '../../../ui/use-kept-messages';
import { useKeptTyping } from '../../../ui/use-kept-typing';
import { withTypedTripDetails } from '../../../../machines/shared/trip-details-form-values';
import {
  bookingEntrySchema,
  valuesFromDraft,
  valuesFromQuery,
  type BookingEntryValues,
} from './booking-entry-schema';
import { airportText } from '../../../ui/booking/airport-text';
import './booking-entry.css';

const DEFAULTS: BookingEntryValues = { ...BLANK_RIDE_REQUEST, erw: '1', kind: '0' };

const hasSameValues = (a: BookingEntryValues, b: BookingEntryValues) =>
  (Object.keys(a) as (keyof BookingEntryValues)[]).every((key) => a[key] === b[key]);

/** This tab's draft with what was typed into its trip details and not sent ("change request"). */
function currentDraft() {
  const draft = bookingStore.read();
  const typed = tripDetailsDraftStore.read();
  return draft && typed?.flow === 'privat' ? withTypedTripDetails(draft, typed.values) : draft;
}

/**
 * The start page's private booking request (section #buchen): direction, airport, postcode and
 * town, date and time, passengers. Submitting starts a new draft (spec section 4 defaults), which
 * keeps what still fits from a draft still being filled in ("change request" in the wizard), and
 * opens the private wizard. The flight-info link fills it through query parameters.
 */
export function BookingEntryForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [initial] = useState(() => {
    const query = valuesFromQuery(params);
    const { flug, ...fromQuery } = query;
    return {
      values: { ...DEFAULTS, ...valuesFromDraft(bookingStore.read()), ...fromQuery },
      flug: flug ?? '',
    };
  });
  // The form hydrates with the defaults the prerendered page shows; the query and the draft,
  // which only the browser knows, are filled in right after.
  const form = useForm<BookingEntryValues>({
    defaultValues: DEFAULTS,
    resolver: zodResolver(bookingEntrySchema()),
    shouldFocusError: false,
  });
  const formRef = useFocusFirstInvalid(form.control);
  const { register, handleSubmit, formState, control, reset } = form;
  // Keeping the fields' refs: what was typed before the app ran is handed over right after. A
  // visit without a draft or query keeps the defaults it hydrated with, and no second render.
  useEffect(() => {
    if (!hasSameValues(initial.values, DEFAULTS)) reset(initial.values, { keepFieldsRef: true });
  }, [initial, reset]);
  const [errorCount, setErrorCount] = useSummaryCount(useKeptTyping('start', form));
  const flight = useHydratedValue(initial.flug, '');
  const { errors, isSubmitting } = formState;
  const bind = fieldBinder(form);

  const submit = handleSubmit(
    (values) => {
      setErrorCount(0);
      const draft = withCreateKey(
        keepWhatStillFits(
          currentDraft(),
          createBooking({
            language: languageStore.read(),
            richtung: values.richtung,
            flughafen: values.flughafen,
            plz: values.plz.trim(),
            ort: values.ort.trim(),
            datum: values.datum,
            zeit: values.zeit,
            erw: Number(values.erw),
            kind: Number(values.kind),
          }),
        ),
      );
      if (flight) draft.hinfahrt.flugnummer = flight;
      bookingStore.write(draft);
      void navigate('/privat-buchung/tarif-auswahl');
    },
    (invalid) => setErrorCount(Object.keys(invalid).length),
  );

  return (
    <section id="buchen" className="booking-entry" aria-labelledby="buchen-title">
      <h2 id="buchen-title">{t('bookingEntry.title')}</h2>
      <p className="booking-entry__lead">{t('bookingEntry.lead')}</p>
      <form
        ref={formRef}
        className="booking-entry__form"
        noValidate
        onSubmit={(event) => void submit(event)}
      >
        <RadioGroupField
          className="booking-entry__wide"
          legend={t('bookingEntry.direction')}
          required
          {...bind('richtung')}
          options={[
            { value: 'zumFlughafen', label: t('bookingEntry.toAirport') },
            { value: 'vomFlughafen', label: t('bookingEntry.fromAirport') },
          ]}
        />
        {/* Four airports: one tap each, and usable before the app has run (a native radio). */}
        <RadioGroupField
          className="booking-entry__wide booking-entry__airports"
          legend={t('common.fields.airport')}
          required
          {...bind('flughafen')}
          options={AIRPORT_CODES.map((code) => ({
            value: code,
            label: airportText(t, code),
          }))}
        />
        <TextField
          label={t('common.fields.postcode')}
          required
          inputMode="numeric"
          autoComplete="postal-code"
          registration={register('plz')}
          error={errors.plz?.message}
        />
        <TextField
          label={t('common.fields.city')}
          required
          autoComplete="address-level2"
          registration={register('ort')}
          error={errors.ort?.message}
          max={80}
        />
        {/* In the site's language, whatever the browser's locale (German dd.mm.yyyy, 24 hours). */}
        <DateTimeFieldPair
          control={control}
          names={{ date: 'datum', time: 'zeit' }}
          labels={{ date: t('bookingEntry.date'), time: t('bookingEntry.time') }}
          errors={{ date: errors.datum?.message, time: errors.zeit?.message }}
          timeHint={t('bookingEntry.timeHint')}
        />
        <PassengerCountFields adults={bind('erw')} kids={bind('kind')} />
        {flight ? (
          <p className="booking-entry__wide booking-entry__flight">
            {t('bookingEntry.flight', { flight })}
          </p>
        ) : null}
        <div className="booking-entry__wide">
          <ErrorSummary
            message={errorCount > 0 ? t('validation.summary', { count: errorCount }) : null}
          />
          <Button
            type="submit"
            label={t('bookingEntry.submit')}
            icon={<FrameIcon name="next" />}
            iconPos="right"
            disabled={isSubmitting}
          />
        </div>
      </form>
    </section>
  );
}
