import {
  get,
  useFormState,
  useWatch,
  type Control,
  type FieldValues,
  type Path,
  type UseFormRegister,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FIELD_MAX, MAX_LUGGAGE } from '../../domain/field-rules';
import type { LegFields } from '../../domain/form-fields';
import { DateTimeFieldPair } from '../date-time/date-time-field';
import { CountField } from '../service-form/count-field';
import { RadioGroupField } from '../service-form/radio-group-field';
import { TextField } from '../service-form/form-field';

export interface LegInputsProps<T extends FieldValues> {
  control: Control<T>;
  register: UseFormRegister<T>;
  /** Where a leg field sits in the form: `datum`, or `hinfahrt.datum` in a form of two legs. */
  path: (field: keyof LegFields) => Path<T>;
}

/**
 * The inputs of one ride (date, time, pickup-time kind, flight, luggage, a further address),
 * shared by the wizards' trip-details form and the company's ride editor; their rules:
 * ride-form-schema.ts.
 */
export function LegInputs<T extends FieldValues>({ control, register, path }: LegInputsProps<T>) {
  const { t } = useTranslation();
  const { errors } = useFormState({ control });
  const error = (field: keyof LegFields) => {
    const message = (get(errors, path(field)) as { message?: unknown } | undefined)?.message;
    return typeof message === 'string' ? message : undefined;
  };
  // "Nach Flugzeit" needs the flight number (checkLeg): marked required then only.
  const flightRequired = useWatch({ control, name: path('zeitArt') }) === 'flug';
  return (
    <>
      {/* In the site's language: a native date or time input follows the browser's locale. */}
      <DateTimeFieldPair
        control={control}
        names={{ date: path('datum'), time: path('zeit') }}
        labels={{ date: t('booking.tripDetails.date'), time: t('booking.tripDetails.time') }}
        errors={{ date: error('datum'), time: error('zeit') }}
        timeHint={t('booking.tripDetails.timeHint')}
      />
      <RadioGroupField
        className="sf-span-2"
        legend={t('booking.tripDetails.timeKind')}
        required
        control={control}
        name={path('zeitArt')}
        error={error('zeitArt')}
        options={[
          {
            value: 'fest',
            label: t('booking.tripDetails.fixedTime'),
            description: t('booking.tripDetails.fixedTimeHint'),
          },
          {
            value: 'flug',
            label: t('booking.tripDetails.flightTime'),
            description: t('booking.tripDetails.flightTimeHint'),
          },
        ]}
      />
      <TextField
        label={t('booking.tripDetails.flightNumber')}
        required={flightRequired}
        registration={register(path('flugnummer'))}
        error={error('flugnummer')}
        max={FIELD_MAX.flugnummer}
        hint={t('booking.tripDetails.flightNumberHint')}
      />
      <CountField
        label={t('booking.tripDetails.luggage')}
        required
        control={control}
        name={path('gepaeckstck')}
        error={error('gepaeckstck')}
        min={0}
        max={MAX_LUGGAGE}
      />
      <TextField
        className="sf-span-2"
        label={t('booking.tripDetails.furtherAddress')}
        registration={register(path('weitereAdresse'))}
        error={error('weitereAdresse')}
        max={FIELD_MAX.weitereAdresse}
        hint={t('booking.tripDetails.furtherAddressHint')}
      />
    </>
  );
}
