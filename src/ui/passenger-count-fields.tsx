import { useTranslation } from 'react-i18next';
import { MAX_PASSENGERS } from '../domain/constants';
import { TextField, type FieldBinding } from './service-form';

export interface PassengerCountFieldsProps {
  adults: FieldBinding;
  kids: FieldBinding;
}

/**
 * How many travel (the start page's request, the company's reiseziel): adults and children, both
 * a number the form requires, within what one vehicle takes.
 */
export function PassengerCountFields({ adults, kids }: PassengerCountFieldsProps) {
  const { t } = useTranslation();
  // Adults and children differ only in the least count a ride takes (one adult, no child).
  const fields = [
    { label: 'common.fields.adults', binding: adults, min: 1 },
    { label: 'common.fields.children', binding: kids, min: 0 },
  ] as const;
  return fields.map(({ label, binding, min }) => (
    <TextField
      key={label}
      label={t(label)}
      inputMode="numeric"
      required
      {...binding}
      min={min}
      max={MAX_PASSENGERS}
    />
  ));
}
