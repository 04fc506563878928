import { describe, expect, it } from 'vitest';
import { customerFieldOf, customerFormSchema, EMPTY_CUSTOMER } from './customer-schema';

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
});
