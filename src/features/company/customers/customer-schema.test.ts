import { describe, expect, it } from 'vitest';
import {
  customerFieldOf,
  customerFormSchema,
  customerFormValuesOf,
  customerOf,
  EMPTY_CUSTOMER,
} from './customer-schema';

describe('customer form values', () => {
  it('starts a new customer with every field of the form, empty', () => {
    expect(Object.keys(EMPTY_CUSTOMER).sort()).toEqual(
      Object.keys(customerFormSchema.shape).sort(),
    );
    expect(Object.values(EMPTY_CUSTOMER).every((value) => value === '')).toBe(true);
  });

  it('maps the API field paths onto the form fields', () => {
    expect(customerFieldOf('kundeStamm.email')).toBe('email');
    expect(customerFieldOf('kundeAdresse.plz')).toBe('plz');
    expect(customerFieldOf('kundeStamm.id')).toBeNull();
  });

  it('saves with the version of the customer it was read as (ADR 0021); a new one has none', () => {
    const read = {
      kundeStamm: {
        id: 5,
        firmenId: 61817,
        anrede: '',
        anredeId: null,
        vorname: 'Ida',
        name: 'Neu',
        co: '',
        email: '',
        mobil: '',
        telefon: '',
        kst: '',
        bereich: 'Einkauf',
        version: 4,
      },
      kundeAdresse: { id: 5, kundeId: 5, strasse: '', plz: '', ort: '', ortsteil: '' },
    };
    const values = { ...customerFormValuesOf(read), bereich: 'Vertrieb' };
    expect(customerOf(values, 61817, read, []).kundeStamm).toMatchObject({
      id: 5,
      bereich: 'Vertrieb',
      version: 4,
    });
    expect(customerOf(values, 61817, null, []).kundeStamm).not.toHaveProperty('version');
  });
});
