import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormFrame, SubmitButton } from '../../ui/service-form/service-form';
import { TextField } from '../../ui/service-form/form-field';
import { useKeptTyping } from '../../ui/use-kept-typing';
import { trackingSchema, type TrackingFormValues, type TrackingQuery } from './tracking-schema';

interface TrackingFormProps {
  defaultVoucher: string;
  defaultName?: string;
  sending: boolean;
  onSearch: (query: TrackingQuery) => void;
  /** A search the form's own rules stopped: the answer to the one before no longer applies. */
  onInvalid?: () => void;
  /** Put the cursor into the booking number as the form appears ("another booking"). */
  focusVoucher?: boolean;
}

/** Voucher and surname. The outcome (found / not found / failed) is shown by the page. */
export function TrackingForm({
  defaultVoucher,
  defaultName = '',
  sending,
  onSearch,
  onInvalid,
  focusVoucher = false,
}: TrackingFormProps) {
  const { t } = useTranslation();
  const form = useForm<TrackingFormValues, unknown, TrackingQuery>({
    resolver: zodResolver(trackingSchema),
    defaultValues: { voucher: defaultVoucher, name: defaultName },
    mode: 'onTouched',
  });
  const {
    register,
    handleSubmit,
    formState: { errors },
    setFocus,
  } = form;
  useEffect(() => {
    if (focusVoucher) setFocus('voucher');
  }, [focusVoucher, setFocus]);
  // What was typed and not looked up yet comes back after the language switch.
  useKeptTyping('tracking', form);
  return (
    <FormFrame
      namespace="tracking"
      className="tracking-form"
      onSubmit={handleSubmit(onSearch, onInvalid)}
    >
      <div className="tracking-fields">
        <TextField
          label={t('tracking.fields.voucher')}
          registration={register('voucher')}
          error={errors.voucher?.message}
          max={20}
          required
          hint={t('tracking.hints.voucher')}
          autoComplete="off"
        />
        <TextField
          label={t('tracking.fields.surname')}
          registration={register('name')}
          error={errors.name?.message}
          max={60}
          required
          hint={t('tracking.hints.surname')}
          autoComplete="family-name"
        />
      </div>
      <SubmitButton
        label={t('tracking.submit')}
        sendingLabel={t('common.status.loading')}
        icon="pi pi-search"
        sending={sending}
      />
    </FormFrame>
  );
}
