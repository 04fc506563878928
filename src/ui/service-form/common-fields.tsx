import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField, type TextFieldProps } from './form-field';
import { EMAIL_MAX, PHONE_MAX } from './rules';
import type { TextBinding } from './use-service-form';

/** A TextField of a common kind: the label has a default, everything else can be overridden. */
type PresetProps = Omit<TextFieldProps, 'label' | 'type'> & { label?: string };

/**
 * The fields every service form has, with their usual label (common.fields.*), input type,
 * keyboard and autocomplete token. Pass `autoComplete` for a section (`section-billing …`).
 */
function preset(labelKey: string, defaults: Partial<TextFieldProps>) {
  return function PresetField({ label, ...props }: PresetProps) {
    const { t } = useTranslation();
    return <TextField label={label ?? t(labelKey)} {...defaults} {...props} />;
  };
}

export const FirstNameField = preset('common.fields.firstName', { autoComplete: 'given-name' });
export const LastNameField = preset('common.fields.lastName', { autoComplete: 'family-name' });
export const EmailField = preset('common.fields.email', {
  type: 'email',
  max: EMAIL_MAX,
  autoComplete: 'email',
  inputMode: 'email',
});
export const PhoneField = preset('common.fields.phone', {
  type: 'tel',
  max: PHONE_MAX,
  autoComplete: 'tel',
  inputMode: 'tel',
});
export const StreetField = preset('common.fields.street', {
  autoComplete: 'street-address',
  className: 'sf-span-2',
});
export const PostcodeField = preset('common.fields.postcode', {
  autoComplete: 'postal-code',
  inputMode: 'numeric',
});
export const CityField = preset('common.fields.city', { autoComplete: 'address-level2' });

export const DistrictField = preset('common.fields.district', {});

/**
 * Street, postcode and city of one address, with the autocomplete section that keeps several
 * addresses on a page apart (e.g. `section-company`). `children` go between street and postcode;
 * a `district` (Ortsteil) field, where the address has one, follows the city.
 */
export function AddressFields({
  section,
  field,
  limits,
  required = true,
  district,
  children,
}: {
  /** The autocomplete section; none where the form has a single address. */
  section?: string;
  /** Binds one part of the address: street, postcode or city. */
  field: (part: 'strasse' | 'plz' | 'ort') => TextBinding;
  limits: { strasse: number; ort: number };
  /** false: the address may stay empty (e.g. a passenger's stored address). */
  required?: boolean;
  district?: { binding: TextBinding; max: number };
  children?: ReactNode;
}) {
  const token = (name: string) => (section ? `${section} ${name}` : name);
  return (
    <>
      <StreetField
        {...field('strasse')}
        max={limits.strasse}
        required={required}
        autoComplete={token('street-address')}
      />
      {children}
      <PostcodeField {...field('plz')} required={required} autoComplete={token('postal-code')} />
      <CityField
        {...field('ort')}
        max={limits.ort}
        required={required}
        autoComplete={token('address-level2')}
      />
      {district ? <DistrictField {...district.binding} max={district.max} /> : null}
    </>
  );
}
