import { describe, expect, it } from 'vitest';
import { addressSchema, legSchema, type Leg } from '../../../domain/booking';
import { tripDetailsSchema } from './trip-details-schema';

/** The form fields a domain leg must have: all but ids, kind, status and address; istFesteZeit as zeitArt. */
const legFormKeys = Object.keys(legSchema.shape)
  .filter(
    (key) =>
      !(['id', 'art', 'statusId', 'buchungAdresse', 'preis'] as (keyof Leg)[]).includes(
        key as keyof Leg,
      ),
  )
  .map((key) => (key === 'istFesteZeit' ? 'zeitArt' : key))
  .sort();

describe('the wizards’ trip-details form schema (derived from the domain)', () => {
  it('has a field for every leg field a user edits, on both legs', () => {
    const { shape } = tripDetailsSchema();
    expect(Object.keys(shape.hinfahrt.shape).sort()).toEqual(legFormKeys);
    expect(Object.keys(shape.rueckfahrt.shape).sort()).toEqual(legFormKeys);
  });

  it('has every part of the address', () => {
    const keys = Object.keys(tripDetailsSchema().shape);
    expect(keys).toEqual(expect.arrayContaining(Object.keys(addressSchema.shape)));
  });
});
