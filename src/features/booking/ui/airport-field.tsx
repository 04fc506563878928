import type { FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../ui/service-form/select-field';
import type { ControlBinding } from '../../../ui/service-form/use-service-form';

export interface AirportFieldProps<T extends FieldValues, O = T> extends ControlBinding<T, O> {
  /** The airports the step offers, named as the step knows them. */
  airports: { code: string; name: string }[];
}

/** The airport of the company steps (reiseziel, a destination of the MTU tariff): "name (code)". */
export function AirportField<T extends FieldValues, O = T>({
  airports,
  ...binding
}: AirportFieldProps<T, O>) {
  const { t } = useTranslation();
  return (
    <SelectField
      className="sf-span-2"
      label={t('common.fields.airport')}
      required
      {...binding}
      options={airports.map(({ code, name }) => ({ value: code, label: `${name} (${code})` }))}
    />
  );
}
