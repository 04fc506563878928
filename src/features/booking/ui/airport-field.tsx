import { useTranslation } from 'react-i18next';
import { SelectField, type FieldBinding } from '../../../ui/service-form';

export interface AirportFieldProps extends FieldBinding {
  /** The airports the step offers, named as the step knows them. */
  airports: { code: string; name: string }[];
}

/** The airport of the company steps (reiseziel, a destination of the MTU tariff): "name (code)". */
export function AirportField({ airports, ...binding }: AirportFieldProps) {
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
