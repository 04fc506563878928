import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from 'primereact/button';
import { useRef } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../ui/service-form';
import { trackingSchema, type TrackingFormValues, type TrackingQuery } from './tracking-schema';

interface TrackingFormProps {
  defaultVoucher: string;
  sending: boolean;
  onSearch: (query: TrackingQuery) => void;
}

/** Voucher and surname. The outcome (found / not found / failed) is shown by the page. */
export function TrackingForm({ defaultVoucher, sending, onSearch }: TrackingFormProps) {
  const { t } = useTranslation();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<TrackingFormValues, unknown, TrackingQuery>({
    resolver: zodResolver(trackingSchema),
    defaultValues: { voucher: defaultVoucher, name: '' },
    mode: 'onTouched',
  });
  const formRef = useRef<HTMLFormElement>(null);
  return (
    <form
      ref={formRef}
      className="sf-form tracking-form"
      noValidate
      onSubmit={handleSubmit(onSearch)}
      aria-labelledby="tracking-form-title"
    >
      <h2 id="tracking-form-title" className="sf-visually-hidden">
        {t('tracking.formTitle')}
      </h2>
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
      <div className="sf-actions">
        <Button
          type="submit"
          label={sending ? t('common.status.loading') : t('tracking.submit')}
          icon="pi pi-search"
          loading={sending}
          disabled={sending}
        />
      </div>
    </form>
  );
}
