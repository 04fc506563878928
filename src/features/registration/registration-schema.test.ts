import { describe, expect, it } from 'vitest';
import { registrationDefaults, registrationSchema, toRegistration } from './registration-schema';

const valid = {
  ...registrationDefaults,
  firma: {
    ...registrationDefaults.firma,
    name: 'Pixelwerk Medien GmbH',
    strasse: 'Am Hafen 1',
    plz: '28195',
    ort: 'Bremen',
    telefon: '0421 123456',
    email: 'info@pixelwerk.example',
    ustId: 'de 123 456 789',
  },
  ansprechpartner: {
    anredeId: '2',
    vorname: 'Greta',
    name: 'Albers',
    position: 'Office Management',
    email: 'greta@pixelwerk.example',
    telefon: '0421 1234567',
  },
  einwilligungDatenschutz: true,
};

function errors(values: Record<string, unknown>) {
  const result = registrationSchema.safeParse(values);
  if (result.success) return {};
  // The form shows the first problem of each field (react-hook-form's firstError mode).
  const first: Record<string, string> = {};
  for (const issue of result.error.issues) first[issue.path.join('.')] ??= issue.message;
  return first;
}

describe('registration form schema', () => {
  it('builds the API body: normalised VAT id, salutation id, no billing address by default', () => {
    const body = toRegistration(registrationSchema.parse(valid));
    expect(body.firma.ustId).toBe('DE123456789');
    expect(body.ansprechpartner.anredeId).toBe(2);
    expect(body.rechnungsadresse).toBeNull();
    expect(body.einwilligungDatenschutz).toBe(true);
  });

  it('checks the billing address only when it differs', () => {
    expect(errors({ ...valid, abweichendeRechnung: true })).toEqual({
      'rechnung.name': 'validation.required',
      'rechnung.strasse': 'validation.required',
      'rechnung.plz': 'validation.required',
      'rechnung.ort': 'validation.required',
    });
    const withBilling = {
      ...valid,
      abweichendeRechnung: true,
      rechnung: {
        name: 'Buchhaltung',
        strasse: 'Postfach 12',
        plz: '28000',
        ort: 'Bremen',
        email: '',
      },
    };
    expect(toRegistration(registrationSchema.parse(withBilling)).rechnungsadresse).toEqual({
      name: 'Buchhaltung',
      strasse: 'Postfach 12',
      plz: '28000',
      ort: 'Bremen',
      email: '',
    });
  });

  it('validates the postcode by country and the VAT id format', () => {
    expect(errors({ ...valid, firma: { ...valid.firma, plz: '1010' } })).toEqual({
      'firma.plz': 'validation.postcode',
    });
    expect(errors({ ...valid, firma: { ...valid.firma, land: 'AT', plz: '1010' } })).toEqual({});
    // Abroad the message says what a postcode may hold, not just that it is wrong.
    expect(errors({ ...valid, firma: { ...valid.firma, land: 'AT', plz: '1' } })).toEqual({
      'firma.plz': 'validation.foreignPostcode',
    });
    expect(errors({ ...valid, firma: { ...valid.firma, ustId: 'DE12' } })).toEqual({
      'firma.ustId': 'registration.errors.vatId',
    });
  });

  it('checks the billing postcode by the company country: a foreign company, a foreign billing address', () => {
    const billing = { name: 'Buchhaltung', strasse: 'Ring 2', plz: '1020', ort: 'Wien', email: '' };
    const austrian = {
      ...valid,
      firma: { ...valid.firma, land: 'AT', plz: '1010', ort: 'Wien', ustId: '' },
      abweichendeRechnung: true,
      rechnung: billing,
    };
    expect(errors(austrian)).toEqual({});
    expect(toRegistration(registrationSchema.parse(austrian)).rechnungsadresse?.plz).toBe('1020');
    expect(errors({ ...austrian, rechnung: { ...billing, plz: '<1020>' } })).toEqual({
      'rechnung.plz': 'validation.foreignPostcode',
    });
    // A German company's billing postcode still needs five digits.
    expect(errors({ ...valid, abweichendeRechnung: true, rechnung: billing })).toEqual({
      'rechnung.plz': 'validation.postcode',
    });
  });

  it('rejects empty, oversized and hostile input', () => {
    const empty = errors(registrationDefaults);
    expect(empty['firma.name']).toBe('validation.required');
    expect(empty['ansprechpartner.email']).toBe('validation.required');
    expect(empty.einwilligungDatenschutz).toBe('validation.consentRequired');
    expect(errors({ ...valid, bemerkung: 'x'.repeat(10_000) })).toEqual({
      bemerkung: 'validation.tooLong',
    });
    expect(
      errors({ ...valid, firma: { ...valid.firma, name: "ACME'; DELETE FROM companies;--" } }),
    ).toEqual({ 'firma.name': 'validation.invalidCharacters' });
  });
});
