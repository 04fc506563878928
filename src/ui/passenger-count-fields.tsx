import type { FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { MAX_PASSENGERS } from '../domain/constants';
import { CountField } from './service-form/count-field';
import type { ControlBinding } from './service-form/use-service-form';

export interface PassengerCountFieldsProps<T extends FieldValues, O = T> {
  adults: ControlBinding<T, O>;
  kids: ControlBinding<T, O>;
}

/**
 * How many travel (the start page's request, the company's reiseziel): adults and children, both
 * a count the form requires, within what one vehicle takes.
 */
export function PassengerCountFields<T extends FieldValues, O = T>({
  adults,
  kids,
}: PassengerCountFieldsProps<T, O>) {
  const { t } = useTranslation();
  // Adults and children differ only in the least count a ride takes (one adult, no child).
  const fields = [
    { label: 'common.fields.adults', binding: adults, min: 1 },
    { label: 'common.fields.children', binding: kids, min: 0 },
  ] as const;
  return fields.map(({ label, binding, min }) => (
    <CountField key={label} label={t(label)} required {...binding} min={min} max={MAX_PASSENGERS} />
  ));
}
