import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { createBooking, type Booking } from '../domain/booking';
import { PAYMENT_SESSION_KEY } from '../domain/constants';
import { bookingStore, companyStore, paymentStore } from './index';
import { MAX_STORED_LENGTH, storedValue } from './storage';

const draft = (): Booking =>
  createBooking({
    language: 'de',
    richtung: 'zumFlughafen',
    flughafen: 'HAJ',
    plz: '30159',
    ort: 'Hannover',
    datum: '2030-05-01',
    zeit: '08:30',
  });

const company = {
  firmenId: 4711,
  name: 'Beispiel AG',
  name2: 'Standort Nord',
  alsPrivat: false,
  buchungListeAktiv: true,
  kundeListeAktiv: false,
};

afterEach(() => vi.restoreAllMocks());

describe('bookingStore (sessionStorage Buchung)', () => {
  it('round-trips a valid draft', () => {
    expect(bookingStore.write(draft())).toBe(true);
    expect(bookingStore.read()).toEqual(draft());
  });

  it('reads null when nothing is stored', () => {
    expect(bookingStore.read()).toBeNull();
  });

  it.each([
    ['invalid JSON', '{"istNeu": tru'],
    ['a JSON string', '"Buchung"'],
    ['a number', '42'],
    ['null', 'null'],
    ['an array', '[1,2,3]'],
    ['an empty object', '{}'],
    ['a script tag', '<script>alert(1)</script>'],
    ['an empty string', ''],
    ['undefined as text', 'undefined'],
  ])('drops %s and reads null', (_name, raw) => {
    sessionStorage.setItem('Buchung', raw);
    expect(bookingStore.read()).toBeNull();
    expect(sessionStorage.getItem('Buchung')).toBeNull();
  });

  it('drops a draft with wrong types', () => {
    sessionStorage.setItem('Buchung', JSON.stringify({ ...draft(), erw: '2' }));
    expect(bookingStore.read()).toBeNull();
    sessionStorage.setItem('Buchung', JSON.stringify({ ...draft(), hinfahrt: 'morgen' }));
    expect(bookingStore.read()).toBeNull();
    sessionStorage.setItem('Buchung', JSON.stringify({ ...draft(), flughafen: 'XXX' }));
    expect(bookingStore.read()).toBeNull();
  });

  it('drops out-of-range numbers (negative, fractional, huge passenger counts)', () => {
    for (const erw of [-1, 0, 1.5, 1e9, Number.MAX_SAFE_INTEGER]) {
      sessionStorage.setItem('Buchung', JSON.stringify({ ...draft(), erw }));
      expect(bookingStore.read(), String(erw)).toBeNull();
    }
  });

  it('drops a huge string without parsing it', () => {
    const parse = vi.spyOn(JSON, 'parse');
    sessionStorage.setItem('Buchung', `"${'x'.repeat(MAX_STORED_LENGTH + 1)}"`);
    expect(bookingStore.read()).toBeNull();
    expect(parse).not.toHaveBeenCalled();
  });

  it('drops a draft whose text fields are longer than the schema allows', () => {
    const long = draft();
    long.kundeStamm.name = 'A'.repeat(10_000);
    sessionStorage.setItem('Buchung', JSON.stringify(long));
    expect(bookingStore.read()).toBeNull();
  });

  it('keeps hostile text inside valid fields as plain data (React escapes it on render)', () => {
    const hostile = draft();
    hostile.kundeStamm.name = '<img src=x onerror=alert(1)>';
    hostile.kundeStamm.vorname = "Robert'); DROP TABLE buchung;--";
    bookingStore.write(hostile);
    expect(bookingStore.read()?.kundeStamm.name).toBe('<img src=x onerror=alert(1)>');
  });

  it('strips unknown and prototype-polluting properties', () => {
    const raw = JSON.stringify(draft()).replace(/^\{/, '{"__proto__":{"polluted":true},"extra":1,');
    sessionStorage.setItem('Buchung', raw);
    const read = bookingStore.read() as Record<string, unknown> | null;
    expect(read).not.toBeNull();
    expect(read).not.toHaveProperty('extra');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.getPrototypeOf(read)).toBe(Object.prototype);
  });

  it('refuses to write an invalid draft (a caller bug) and leaves the stored one alone', () => {
    bookingStore.write(draft());
    expect(() => bookingStore.write({ ...draft(), erw: 0 })).toThrow();
    expect(bookingStore.read()).toEqual(draft());
  });

  it('clear() removes the draft', () => {
    bookingStore.write(draft());
    bookingStore.clear();
    expect(sessionStorage.getItem('Buchung')).toBeNull();
  });
});

describe('companyStore (sessionStorage Firma)', () => {
  it('round-trips a company', () => {
    companyStore.write(company);
    expect(companyStore.read()).toEqual(company);
  });

  it.each([
    ['firmenId as string', { ...company, firmenId: '4711' }],
    ['negative firmenId', { ...company, firmenId: -5 }],
    ['missing flags', { firmenId: 4711, name: 'x', name2: '' }],
    ['alsPrivat as "true"', { ...company, alsPrivat: 'true' }],
  ])('drops %s', (_name, value) => {
    sessionStorage.setItem('Firma', JSON.stringify(value));
    expect(companyStore.read()).toBeNull();
    expect(sessionStorage.getItem('Firma')).toBeNull();
  });
});

describe('paymentStore (sessionStorage payment key)', () => {
  it('uses the provider-named key and drops garbage', () => {
    sessionStorage.setItem(PAYMENT_SESSION_KEY, '{"flow":"hack"}');
    expect(paymentStore.read()).toBeNull();
    expect(sessionStorage.getItem(PAYMENT_SESSION_KEY)).toBeNull();
  });
});

describe('storedValue with blocked or full storage', () => {
  const schema = z.object({ a: z.number() });

  it('reads null when the storage throws (e.g. blocked by privacy settings)', () => {
    const store = storedValue(
      () => {
        throw new DOMException('denied', 'SecurityError');
      },
      'k',
      schema,
    );
    expect(store.read()).toBeNull();
    expect(() => store.clear()).not.toThrow();
  });

  it('write returns false instead of throwing when the quota is exceeded', () => {
    const full = {
      getItem: () => null,
      removeItem: () => undefined,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    } as unknown as Storage;
    const store = storedValue(() => full, 'k', schema);
    expect(store.write({ a: 1 })).toBe(false);
  });
});
