// The reference data's English names read as the English texts do: they show the city as
// "Hanover" (public/locales/en.json), and a route tariff's name stands next to "Hanover (HAJ)".
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { AIRPORTS, MTU_ROUTE_TARIFFS } from './seed-reference';

const en = JSON.parse(
  readFileSync(new URL('../../public/locales/en.json', import.meta.url), 'utf8'),
) as { common: { airports: Record<string, string> } };

describe('English reference names', () => {
  it('call Hannover "Hanover", as the English texts do', () => {
    expect(en.common.airports.HAJ).toBe('Hanover');
    const names = [...AIRPORTS, ...MTU_ROUTE_TARIFFS].map((row) => row.nameEn);
    expect(names.filter((name) => name.includes('Hannover'))).toEqual([]);
  });
});
