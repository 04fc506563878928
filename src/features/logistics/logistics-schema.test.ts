import { describe, expect, it } from 'vitest';
import { createLogisticsSchema, logisticsDefaults, toLogisticsRequest } from './logistics-schema';

const schema = createLogisticsSchema(() => new Date('2026-11-21T10:00:00Z'));
const address = { strasse: 'Musterweg 3', plz: '30159', ort: 'Hannover' };
const valid = {
  ...logisticsDefaults,
  leistung: 'kurier' as const,
  abholAdresse: address,
  zielAdresse: { strasse: 'Flughafenstraße 4', plz: '30855', ort: 'Langenhagen' },
  datum: '2026-11-23',
  beschreibung: 'Zwei Aktenordner, ca. 3 kg',
  name: 'Brandt',
  email: 'jonas@example.com',
  telefon: '0511 123456',
  einwilligungDatenschutz: true,
};

function errors(values: Record<string, unknown>) {
  const result = schema.safeParse(values);
  if (result.success) return {};
  // The form shows the first problem of each field (react-hook-form's firstError mode).
  const first: Record<string, string> = {};
  for (const issue of result.error.issues) first[issue.path.join('.')] ??= issue.message;
  return first;
}

describe('logistics form schema', () => {
  it('builds the API body with art logistik and empty districts', () => {
    const body = toLogisticsRequest(schema.parse(valid));
    expect(body).toMatchObject({
      art: 'logistik',
      leistung: 'kurier',
      zeit: '',
      abholAdresse: { ...address, ortsteil: '' },
    });
  });

  it('requires service, both addresses, date, goods and contact', () => {
    expect(Object.keys(errors(logisticsDefaults)).sort()).toEqual(
      [
        'leistung',
        'abholAdresse.strasse',
        'abholAdresse.plz',
        'abholAdresse.ort',
        'zielAdresse.strasse',
        'zielAdresse.plz',
        'zielAdresse.ort',
        'datum',
        'beschreibung',
        'name',
        'email',
        'telefon',
        'einwilligungDatenschutz',
      ].sort(),
    );
    expect(errors(logisticsDefaults).leistung).toBe('validation.requiredSelect');
    expect(errors({ ...valid, leistung: null }).leistung).toBe('validation.requiredSelect');
    expect(errors({ ...valid, leistung: '<script>' }).leistung).toBe('validation.requiredSelect');
  });

  it('rejects past dates, bad postcodes and times, oversized and hostile text', () => {
    expect(errors({ ...valid, datum: '2026-11-20' })).toEqual({ datum: 'validation.pastDate' });
    expect(errors({ ...valid, zielAdresse: { ...address, plz: '1234x' } })).toEqual({
      'zielAdresse.plz': 'validation.postcode',
    });
    expect(errors({ ...valid, zeit: '25:00' })).toEqual({ zeit: 'validation.invalidTime' });
    expect(errors({ ...valid, beschreibung: 'x'.repeat(10_000) })).toEqual({
      beschreibung: 'validation.tooLong',
    });
    expect(
      errors({ ...valid, abholAdresse: { ...address, ort: '<img src=x onerror=alert(1)>' } }),
    ).toEqual({ 'abholAdresse.ort': 'validation.invalidCharacters' });
  });
});
