import { Button } from '../../ui/button';
import { FrameIcon } from '../../ui/frame-icon';
import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { movePickup } from '../../api/self-service';
import type { BookingTracking } from '../../domain/booking-tracking';
import { LEG_STATUS } from '../../domain/constants';
import { rideOrderMessage } from '../../domain/ride-order';
import { pickupChangeProblem } from '../../domain/self-service';
import { useLocale } from '../../i18n/use-locale';
import { useKeptTyping } from '../../ui/use-kept-typing';
import { DateTimeField } from '../../ui/date-time/date-time-field';
import { formatCalendarDate } from '../../ui/service-form/format';
import { formatClockTime } from '../../domain/intl-formats';
import { RadioGroupField } from '../../ui/service-form/radio-group-field';
import { fieldErrorKey, type ServerFieldError } from '../../ui/service-form/server-errors';
import { todayInBerlin } from '../../ui/service-form/rules';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { FailureText } from './self-service-texts';
import { selfServiceFailure, type SelfServiceFailure } from './self-service-failure';

interface PickupValues {
  fahrt: 'hin' | 'rueck';
  datum: string;
  zeit: string;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const errorKey = (reason: string) => `tracking.selfService.pickup.errors.${reason}`;
const OWN_WORDS = new Set(['past', 'leadTime', 'tooLate']);

/**
 * Where and why the server refused the new time. The form checks the time rules itself first; the
 * server also checks the booking as a whole (a return ride before the outbound ride).
 */
function refusal(fieldErrors: readonly ServerFieldError[]): {
  field: 'datum' | 'zeit';
  message: string;
} {
  const [error] = fieldErrors;
  const reason = error?.reason === 'selfServiceWindow' ? 'tooLate' : error?.reason;
  return {
    field: error?.path.endsWith('datum') ? 'datum' : 'zeit',
    message:
      reason && OWN_WORDS.has(reason)
        ? errorKey(reason)
        : fieldErrorKey(error?.code ?? 'invalid', reason),
  };
}

/** The name the open form keeps its typing under over a language switch (useKeptTyping). */
export const keptPickupKey = (voucher: string) => `tracking-pickup-${voucher}`;

const legOf = (booking: BookingTracking, fahrt: PickupValues['fahrt']) =>
  fahrt === 'rueck' ? booking.rueckfahrt! : booking.hinfahrt;

/** A new date and time for one ride, checked as the server checks it, then confirmed. */
export function PickupChange({
  booking,
  onDone,
  onClose,
}: {
  booking: BookingTracking;
  /** The booking as changed, and what was moved: the pickup, or the flight it follows. */
  onDone: (booking: BookingTracking, answer: 'moved' | 'movedFlight') => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const rides = (['hin', 'rueck'] as const).filter((fahrt) => {
    const leg = fahrt === 'hin' ? booking.hinfahrt : booking.rueckfahrt;
    return leg !== null && leg.statusId !== LEG_STATUS.storniert;
  });
  const first = legOf(booking, rides[0] ?? 'hin');
  const form = useForm<PickupValues>({
    defaultValues: { fahrt: rides[0] ?? 'hin', datum: first.datum, zeit: first.zeit },
    shouldFocusError: true,
  });
  const {
    control,
    handleSubmit,
    setError,
    clearErrors,
    getValues,
    setValue,
    setFocus,
    watch,
    formState,
  } = form;
  useKeptTyping(keptPickupKey(booking.voucher), form);
  // A ride by flight time keeps the flight's time (the pickup follows the flight): the form asks
  // for that, in those words, not for a pickup time it would store as the flight's.
  const fahrt = useWatch({ control, name: 'fahrt' });
  const words = `tracking.selfService.pickup${legOf(booking, fahrt).istFesteZeit ? '' : '.flight'}`;
  // The date and time are the chosen ride's: another ride starts from its own pickup.
  useEffect(() => {
    const subscription = watch((values, { name }) => {
      if (name !== 'fahrt' || !values.fahrt) return;
      const leg = legOf(booking, values.fahrt);
      setValue('datum', leg.datum, { shouldValidate: false });
      setValue('zeit', leg.zeit, { shouldValidate: false });
      clearErrors(['datum', 'zeit']);
    });
    return () => subscription.unsubscribe();
  }, [watch, setValue, clearErrors, booking]);
  // The form takes the place of the button that opened it: the focus goes to its first field.
  const firstField = rides.length > 1 ? 'fahrt' : 'datum';
  useEffect(() => setFocus(firstField), [setFocus, firstField]);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<SelfServiceFailure | null>(null);
  // The field the server refused takes the focus once the dialog has closed.
  const refused = useRef<'datum' | 'zeit' | null>(null);
  const focusRefused = () => {
    if (refused.current) setFocus(refused.current);
    refused.current = null;
  };

  const check = handleSubmit((values) => {
    if (!DATE.test(values.datum))
      return setError(
        'datum',
        { message: values.datum.trim() === '' ? 'validation.required' : errorKey('date') },
        { shouldFocus: true },
      );
    if (!TIME.test(values.zeit))
      return setError(
        'zeit',
        { message: values.zeit.trim() === '' ? 'validation.required' : errorKey('time') },
        { shouldFocus: true },
      );
    const problem = pickupChangeProblem(values.datum, values.zeit, new Date());
    if (problem) return setError('zeit', { message: errorKey(problem) }, { shouldFocus: true });
    // The return ride stays after the outbound ride: said before the question, not after it.
    const other = values.fahrt === 'hin' ? booking.rueckfahrt : booking.hinfahrt;
    if (other && other.statusId !== LEG_STATUS.storniert && other.datum && other.zeit) {
      const order = rideOrderMessage(
        values.fahrt === 'hin' ? 'hinfahrt' : 'rueckfahrt',
        values,
        other,
      );
      if (order) return setError('datum', { message: order }, { shouldFocus: true });
    }
    setFailure(null);
    setConfirming(true);
  });

  const send = async () => {
    setBusy(true);
    setFailure(null);
    try {
      const values = getValues();
      const byFlight = !legOf(booking, values.fahrt).istFesteZeit;
      onDone(
        await movePickup(booking.voucher, booking.fahrgast.name, values),
        byFlight ? 'movedFlight' : 'moved',
      );
    } catch (error) {
      const failed = selfServiceFailure(error);
      if (failed.kind === 'validation') {
        setConfirming(false);
        const { field, message } = refusal(failed.fieldErrors);
        setError(field, { message });
        refused.current = field;
      } else setFailure(failed);
    } finally {
      setBusy(false);
    }
  };

  const values = getValues();
  const locale = useLocale();
  return (
    <form className="sf-form" noValidate onSubmit={(event) => void check(event)}>
      <fieldset className="sf-fieldset">
        <legend>{t(`${words}.legend`)}</legend>
        {rides.length > 1 ? (
          <RadioGroupField
            legend={t('tracking.selfService.pickup.ride')}
            control={control}
            name="fahrt"
            options={rides.map((fahrt) => ({
              value: fahrt,
              label: t(`tracking.legs.${fahrt === 'hin' ? 'hinfahrt' : 'rueckfahrt'}`),
            }))}
          />
        ) : null}
        <DateTimeField
          kind="date"
          control={control}
          name="datum"
          label={t('tracking.selfService.pickup.date')}
          required
          minDay={todayInBerlin()}
          error={formState.errors.datum?.message}
        />
        <DateTimeField
          kind="time"
          control={control}
          name="zeit"
          label={t(`${words}.time`)}
          required
          error={formState.errors.zeit?.message}
          hint={t(`${words}.timeHint`)}
        />
      </fieldset>
      <div className="tracking-self-service__actions">
        <Button
          type="submit"
          label={t('tracking.selfService.pickup.next')}
          icon={<FrameIcon name="next" />}
          iconPos="right"
        />
        <Button
          type="button"
          label={t('tracking.selfService.pickup.back')}
          outlined
          onClick={onClose}
        />
      </div>
      <ConfirmDialog
        open={confirming}
        title={t(`${words}.confirmTitle`)}
        keepLabel={t('tracking.selfService.keep')}
        confirmLabel={t('tracking.selfService.pickup.confirm')}
        confirmIcon="pi pi-check"
        busy={busy}
        error={failure ? <FailureText failure={failure} /> : null}
        onConfirm={() => void send()}
        onCancel={() => setConfirming(false)}
        onClosed={focusRefused}
      >
        <p>
          {confirming
            ? t(`${words}.confirmText`, {
                ride: t(`tracking.legs.${values.fahrt === 'hin' ? 'hinfahrt' : 'rueckfahrt'}`),
                date: formatCalendarDate(values.datum, locale),
                time: formatClockTime(values.zeit, locale),
              })
            : null}
        </p>
      </ConfirmDialog>
    </form>
  );
}
