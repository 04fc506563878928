import { describe, expect, it } from 'vitest';
import { VOUCHER_PATTERN, hashSecret, newVoucher, verifySecret } from './crypto';
import { languageOf } from './i18n';
import { addDaysIso, isValidIsoDate, isoWeekday, todayInBerlin } from './time';
import { roadDistanceKm, zoneForDistance } from '../services/geo';

describe('languageOf', () => {
  it('takes the best supported primary tag, default de', () => {
    expect(languageOf(undefined)).toBe('de');
    expect(languageOf('en')).toBe('en');
    expect(languageOf('en-US,en;q=0.9,de;q=0.8')).toBe('en');
    expect(languageOf('fr-FR,de;q=0.5,en;q=0.4')).toBe('de');
    expect(languageOf('de;q=0.1,en;q=0.9')).toBe('en');
    expect(languageOf('x'.repeat(10_000))).toBe('de');
  });
});

describe('vouchers and secrets', () => {
  it('draws unique vouchers from the unambiguous alphabet', () => {
    const vouchers = new Set(Array.from({ length: 5000 }, () => newVoucher()));
    expect(vouchers.size).toBe(5000);
    for (const voucher of vouchers) expect(voucher).toMatch(VOUCHER_PATTERN);
    expect([...vouchers].join('')).not.toMatch(/[01IOL]/);
  });

  it('hashes access codes with scrypt and a salt', async () => {
    const a = await hashSecret('Turbine-52460');
    const b = await hashSecret('Turbine-52460');
    expect(a).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(a).not.toBe(b);
    expect(await verifySecret('Turbine-52460', a)).toBe(true);
    expect(await verifySecret('turbine-52460', a)).toBe(false);
    expect(await verifySecret('x', 'garbage')).toBe(false);
  });
});

describe('dates in Europe/Berlin', () => {
  it('computes the Berlin calendar day around midnight UTC', () => {
    expect(todayInBerlin(new Date('2026-06-30T22:30:00Z'))).toBe('2026-07-01');
    expect(todayInBerlin(new Date('2026-12-31T22:59:00Z'))).toBe('2026-12-31');
    expect(addDaysIso('2026-03-28', 2)).toBe('2026-03-30');
    expect(isoWeekday('2026-11-22')).toBe(7);
    expect(isValidIsoDate('2026-02-29')).toBe(false);
    expect(isValidIsoDate('2028-02-29')).toBe(true);
  });
});

describe('zones', () => {
  it('puts nearby places into low zones', () => {
    const haj = { lat: 52.4611, lon: 9.6851 };
    expect(zoneForDistance(roadDistanceKm(haj, { lat: 52.44, lon: 9.74 }))).toBe(1);
    expect(zoneForDistance(roadDistanceKm(haj, { lat: 48.14, lon: 11.58 }))).toBe(6);
  });
});
