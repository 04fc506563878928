import type { Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { sendContactMessage, type Receipt } from '../../api/contact';
import {
  AddressFields,
  EmailField,
  FirstNameField,
  LastNameField,
  PhoneField,
} from '../../ui/service-form/common-fields';
import { RadioGroupField } from '../../ui/service-form/radio-group-field';
import { ServiceForm } from '../../ui/service-form/service-form';
import { TextField } from '../../ui/service-form/form-field';
import { TextAreaField } from '../../ui/service-form/text-area-field';
import { todayInBerlin } from '../../ui/service-form/rules';
import { useServiceForm, type TextBinding } from '../../ui/service-form/use-service-form';
import { DateTimeField } from '../../ui/date-time/date-time-field';
import { LogisticsConfirmation } from './logistics-confirmation';
import {
  LOGISTICS_LIMITS,
  LOGISTICS_SERVICES,
  logisticsDefaults,
  logisticsSchema,
  toLogisticsRequest,
  type LogisticsFormValues,
  type LogisticsRequest,
} from './logistics-schema';

const ADDRESS_FIELDS = new Set(['strasse', 'plz', 'ort']);
const TOP_FIELDS = new Set(Object.keys(logisticsDefaults));

/** API paths (`abholAdresse.plz`, `name`) are the form's field names. */
function toField(path: string): Path<LogisticsFormValues> | null {
  const [head, tail] = path.split('.');
  if ((head === 'abholAdresse' || head === 'zielAdresse') && tail && ADDRESS_FIELDS.has(tail))
    return path as Path<LogisticsFormValues>;
  return head && !tail && TOP_FIELDS.has(head) ? (head as Path<LogisticsFormValues>) : null;
}

export interface LogisticsFormProps {
  send?: (request: LogisticsRequest) => Promise<Receipt>;
}

function AddressFieldset({
  prefix,
  legend,
  bind,
}: {
  prefix: 'abholAdresse' | 'zielAdresse';
  legend: string;
  bind: (name: `${typeof prefix}.${'strasse' | 'plz' | 'ort'}`) => TextBinding;
}) {
  return (
    <fieldset className="sf-fieldset">
      <legend>{legend}</legend>
      <AddressFields
        section={`section-${prefix}`}
        field={(part) => bind(`${prefix}.${part}`)}
        limits={LOGISTICS_LIMITS}
      />
    </fieldset>
  );
}

export function LogisticsForm({ send = sendContactMessage }: LogisticsFormProps) {
  const { t } = useTranslation();
  const service = useServiceForm({
    name: 'logistics',
    schema: logisticsSchema,
    defaultValues: logisticsDefaults,
    send: (values) => send(toLogisticsRequest(values)),
    toField,
  });
  const { bind } = service;
  const descriptionLength = service.form.watch('beschreibung')?.length ?? 0;

  return (
    <ServiceForm namespace="logistics" service={service} confirmation={LogisticsConfirmation}>
      <RadioGroupField
        legend={t('logistics.fields.service')}
        {...bind('leistung')}
        required
        options={LOGISTICS_SERVICES.map((value) => ({
          value,
          label: t(`logistics.services.${value}.title`),
          description: t(`logistics.services.${value}.description`),
        }))}
      />
      <AddressFieldset prefix="abholAdresse" legend={t('logistics.sections.pickup')} bind={bind} />
      <AddressFieldset prefix="zielAdresse" legend={t('logistics.sections.delivery')} bind={bind} />
      <fieldset className="sf-fieldset">
        <legend>{t('logistics.sections.shipment')}</legend>
        <DateTimeField
          kind="date"
          label={t('logistics.fields.date')}
          {...bind('datum')}
          required
          minDay={todayInBerlin()}
        />
        <DateTimeField
          kind="time"
          label={t('logistics.fields.time')}
          {...bind('zeit')}
          hint={t('logistics.hints.time')}
        />
        <TextAreaField
          label={t('logistics.fields.description')}
          {...bind('beschreibung')}
          max={LOGISTICS_LIMITS.beschreibung}
          length={descriptionLength}
          counterKey="logistics.counter"
          hint={t('logistics.hints.description')}
          required
          rows={5}
          className="sf-span-2"
        />
      </fieldset>
      <fieldset className="sf-fieldset">
        <legend>{t('logistics.sections.contact')}</legend>
        <TextField
          label={t('logistics.fields.company')}
          {...bind('firma')}
          max={LOGISTICS_LIMITS.firma}
          autoComplete="organization"
          className="sf-span-2"
        />
        <FirstNameField {...bind('vorname')} max={LOGISTICS_LIMITS.vorname} />
        <LastNameField {...bind('name')} max={LOGISTICS_LIMITS.name} required />
        <EmailField {...bind('email')} required />
        <PhoneField {...bind('telefon')} required />
      </fieldset>
    </ServiceForm>
  );
}
