import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { DIRECTIONS } from '../../../domain/booking';
import { AIRPORT_CODES, MAX_PASSENGERS } from '../../../domain/constants';
import { isPastInBerlin } from '../../../domain/berlin-time';
import { FIELD_MAX } from '../../../domain/field-rules';
import {
  AddressFields,
  fieldBinder,
  RadioGroupField,
  rules,
  SelectField,
  TextField,
} from '../../../ui/service-form';
import type { StepProps } from '../step-props';
import { StepActions } from '../ui/step-actions';

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

export function destinationSchema(now: () => Date = () => new Date()) {
  return z
    .object({
      richtung: z.enum(DIRECTIONS),
      flughafen: z.string().min(1, 'validation.requiredSelect'),
      strasse: rules.nameText(FIELD_MAX.strasse),
      plz: rules.postcode(),
      ort: rules.nameText(FIELD_MAX.ort),
      ortsteil: rules.optionalNameText(FIELD_MAX.ortsteil),
      datum: rules.futureDate(now),
      zeit: z.string().min(1, 'validation.required').regex(TIME, 'validation.invalidTime'),
      erw: z.string().regex(/^\d{1,2}$/, 'validation.integer'),
      kind: z.string().regex(/^\d{1,2}$/, 'validation.integer'),
    })
    .superRefine((values, ctx) => {
      if (
        TIME.test(values.zeit) &&
        /^\d{4}-\d{2}-\d{2}$/.test(values.datum) &&
        isPastInBerlin(values.datum, values.zeit, now())
      ) {
        ctx.addIssue({ code: 'custom', path: ['zeit'], message: 'validation.pastDateTime' });
      }
      const erw = Number(values.erw);
      const kind = Number(values.kind);
      if (erw < 1 || erw > MAX_PASSENGERS)
        ctx.addIssue({ code: 'custom', path: ['erw'], message: 'validation.range' });
      if (kind > MAX_PASSENGERS)
        ctx.addIssue({ code: 'custom', path: ['kind'], message: 'validation.range' });
      if (erw + kind > MAX_PASSENGERS)
        ctx.addIssue({ code: 'custom', path: ['kind'], message: 'validation.maxPassengers' });
    });
}
type Values = z.infer<ReturnType<typeof destinationSchema>>;

/** reiseziel: airport and direction, the destination address, date, time and passengers. */
export function DestinationStep({ snapshot, send }: StepProps) {
  const { t } = useTranslation();
  const { booking, airports } = snapshot.context;
  const list = airports ?? [];
  const preferred = list.some((a) => a.iata === booking.flughafen)
    ? booking.flughafen
    : (list[0]?.iata ?? '');
  const form = useForm<Values>({
    defaultValues: {
      richtung: booking.richtung,
      flughafen: preferred,
      strasse: booking.kundeAdresse.strasse,
      plz: booking.kundeAdresse.plz,
      ort: booking.kundeAdresse.ort,
      ortsteil: booking.kundeAdresse.ortsteil,
      datum: booking.hinfahrt.datum,
      zeit: booking.hinfahrt.zeit,
      erw: String(booking.erw),
      kind: String(booking.kind),
    },
    resolver: zodResolver(destinationSchema()),
    shouldFocusError: true,
  });
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = form;
  const bind = fieldBinder(form);
  const submit = handleSubmit((values) => {
    const flughafen = AIRPORT_CODES.find((code) => code === values.flughafen);
    if (!flughafen) return;
    send({
      type: 'user.submitDestination',
      destination: {
        richtung: values.richtung,
        flughafen,
        adresse: {
          strasse: values.strasse.trim(),
          plz: values.plz.trim(),
          ort: values.ort.trim(),
          ortsteil: values.ortsteil.trim(),
        },
        datum: values.datum,
        zeit: values.zeit,
        erw: Number(values.erw),
        kind: Number(values.kind),
      },
    });
  });
  const canBack = snapshot.can({ type: 'user.back' });
  return (
    <form className="sf-form booking-form" noValidate onSubmit={(event) => void submit(event)}>
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
          name="richtung"
          required
          registration={register('richtung')}
          options={DIRECTIONS.map((value) => ({
            value,
            label: t(`company.destination.directions.${value}`),
          }))}
        />
        <SelectField
          className="sf-span-2"
          label={t('common.fields.airport')}
          required
          registration={register('flughafen')}
          error={errors.flughafen?.message}
          options={list.map((a) => ({ value: a.iata, label: `${a.name} (${a.iata})` }))}
        />
        <TextField
          label={t('common.fields.date')}
          type="date"
          required
          registration={register('datum')}
          error={errors.datum?.message}
        />
        <TextField
          label={t('common.fields.time')}
          type="time"
          required
          registration={register('zeit')}
          error={errors.zeit?.message}
          hint={t('company.destination.timeHint')}
        />
        <TextField
          label={t('common.fields.adults')}
          inputMode="numeric"
          required
          registration={register('erw')}
          error={errors.erw?.message}
          min={1}
          max={MAX_PASSENGERS}
        />
        <TextField
          label={t('common.fields.children')}
          inputMode="numeric"
          required
          registration={register('kind')}
          error={errors.kind?.message}
          min={0}
          max={MAX_PASSENGERS}
        />
      </fieldset>
      <fieldset className="sf-fieldset">
        <legend>{t('company.destination.addressLegend')}</legend>
        <AddressFields
          field={bind}
          limits={FIELD_MAX}
          district={{ binding: bind('ortsteil'), max: FIELD_MAX.ortsteil }}
        />
      </fieldset>
      <StepActions onBack={canBack ? () => send({ type: 'user.back' }) : undefined} />
    </form>
  );
}
