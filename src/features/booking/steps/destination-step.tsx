import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { DIRECTIONS } from '../../../domain/booking';
import { AIRPORT_CODES } from '../../../domain/constants';
import { pickupMessage } from '../../../domain/pickup';
import { FIELD_MAX } from '../../../domain/field-rules';
import { addressFromFields } from '../../../domain/form-fields';
import { AddressFields } from '../../../ui/service-form/common-fields';
import { fieldBinder } from '../../../ui/service-form/use-service-form';
import { RadioGroupField } from '../../../ui/service-form/radio-group-field';
import * as rules from '../../../ui/service-form/rules';
import { DateTimeFieldPair } from '../../../ui/date-time/date-time-field';
import { PassengerCountFields } from '../../../ui/passenger-count-fields';
import { useDraftUpdates } from '../../../ui/use-draft-updates';
import { useKeptMessages, useSummaryCount } from '../../../ui/use-kept-messages';
import { useFocusFirstInvalid } from '../../../ui/use-focus-first-invalid';
import { ErrorSummary } from '../../../ui/service-form/form-feedback';
import { errorPaths } from '../../../ui/error-paths';
import { bookingStore, destinationDraftFor } from '../../../session';
import type { StepProps } from '../step-props';
import { AirportField } from '../ui/airport-field';
import { StepActions } from '../ui/step-actions';

export function destinationSchema(now: () => Date = () => new Date()) {
  return z
    .object({
      richtung: z.enum(DIRECTIONS),
      flughafen: z.string().check(z.minLength(1, 'validation.requiredSelect')),
      strasse: rules.nameText(FIELD_MAX.strasse),
      plz: rules.postcode(),
      ort: rules.nameText(FIELD_MAX.ort),
      ortsteil: rules.optionalNameText(FIELD_MAX.ortsteil),
      datum: rules.futureDate(now),
      zeit: rules.timeOfDay(),
      erw: rules.countText(),
      kind: rules.countText(),
    })
    .check(
      z.superRefine((values, ctx) => {
        const pickup = pickupMessage(values.datum, values.zeit, now());
        if (pickup) ctx.addIssue({ code: 'custom', path: ['zeit'], message: pickup });
        for (const { path, message } of rules.passengerCountIssues(values.erw, values.kind))
          ctx.addIssue({ code: 'custom', path: [path], message });
      }),
    );
}
type Values = z.infer<ReturnType<typeof destinationSchema>>;

/**
 * reiseziel: airport and direction, the destination address, date, time and passengers. What the
 * user typed but did not submit is kept in sessionStorage (reload, Back and Forward).
 */
export function DestinationStep({ snapshot, send }: StepProps) {
  const { t } = useTranslation();
  const { booking, airports } = snapshot.context;
  const list = airports ?? [];
  const saved: Values = {
    richtung: booking.richtung,
    flughafen: booking.flughafen,
    strasse: booking.kundeAdresse.strasse,
    plz: booking.kundeAdresse.plz,
    ort: booking.kundeAdresse.ort,
    ortsteil: booking.kundeAdresse.ortsteil,
    datum: booking.hinfahrt.datum,
    zeit: booking.hinfahrt.zeit,
    erw: String(booking.erw),
    kind: String(booking.kind),
  };
  // The draft belongs to the booking as it was when the form opened (see src/session).
  const savedKey = JSON.stringify([booking.buchungStamm.id, saved]);
  const draft = useMemo(() => destinationDraftFor(savedKey), [savedKey]);
  const [start] = useState(() => draft.read() ?? saved);
  const airport = list.some((a) => a.iata === start.flughafen)
    ? start.flughafen
    : (list[0]?.iata ?? '');
  const form = useForm<Values>({
    defaultValues: { ...start, flughafen: airport },
    resolver: zodResolver(destinationSchema()),
    shouldFocusError: false,
  });
  const formRef = useFocusFirstInvalid(form.control);
  const cancelDraft = useDraftUpdates(
    form.watch,
    (values) => {
      // Not once the booking is gone (logout, a new login): the typing belonged to it.
      if (bookingStore.read()) draft.save(values);
    },
    300,
  );
  const [errorCount, setErrorCount] = useSummaryCount(useKeptMessages('booking-destination', form));
  const {
    handleSubmit,
    control,
    formState: { errors },
  } = form;
  const bind = fieldBinder(form);
  const submit = handleSubmit(
    (values) => {
      setErrorCount(0);
      const flughafen = AIRPORT_CODES.find((code) => code === values.flughafen);
      if (!flughafen) return;
      cancelDraft();
      draft.clear();
      send({
        type: 'user.submitDestination',
        destination: {
          richtung: values.richtung,
          flughafen,
          adresse: addressFromFields(values),
          datum: values.datum,
          zeit: values.zeit,
          erw: Number(values.erw),
          kind: Number(values.kind),
        },
      });
    },
    (invalid) => setErrorCount(errorPaths(invalid).length),
  );
  const canBack = snapshot.can({ type: 'user.back' });
  return (
    <form
      ref={formRef}
      className="sf-form booking-form"
      noValidate
      onSubmit={(event) => void submit(event)}
    >
      <p className="company-muted">{t('common.requiredHint')}</p>
      {booking.kundeStamm.name ? (
        <p>
          {t('company.destination.passenger', {
            name: [booking.kundeStamm.vorname, booking.kundeStamm.name].join(' '),
          })}
        </p>
      ) : null}
      <fieldset className="sf-fieldset">
        <legend>{t('company.destination.rideLegend')}</legend>
        <RadioGroupField
          className="sf-span-2"
          legend={t('company.destination.direction')}
          {...bind('richtung')}
          required
          options={DIRECTIONS.map((value) => ({
            value,
            label: t(`company.destination.directions.${value}`),
          }))}
        />
        <AirportField
          {...bind('flughafen')}
          airports={list.map(({ iata }) => ({ code: iata, name: t(`common.airports.${iata}`) }))}
        />
        {/* In the site's language: a native date or time input follows the browser's locale. */}
        <DateTimeFieldPair
          control={control}
          names={{ date: 'datum', time: 'zeit' }}
          labels={{ date: t('common.fields.date'), time: t('common.fields.time') }}
          errors={{ date: errors.datum?.message, time: errors.zeit?.message }}
          timeHint={t('company.destination.timeHint')}
        />
        <PassengerCountFields adults={bind('erw')} kids={bind('kind')} />
      </fieldset>
      <fieldset className="sf-fieldset">
        <legend>{t('company.destination.addressLegend')}</legend>
        <AddressFields
          field={bind}
          limits={FIELD_MAX}
          district={{ binding: bind('ortsteil'), max: FIELD_MAX.ortsteil }}
        />
      </fieldset>
      <ErrorSummary
        message={errorCount > 0 ? t('validation.summary', { count: errorCount }) : null}
      />
      <StepActions onBack={canBack ? () => send({ type: 'user.back' }) : undefined} />
    </form>
  );
}
