import { describe, expect, it } from 'vitest';
import { columnSortOf, CUSTOMER_SORTS, RIDE_SORTS, sortOfColumn } from './list-sorts';

describe('columnSortOf and sortOfColumn', () => {
  it('reads a column and its direction from a sort value', () => {
    expect(columnSortOf('datumAuf')).toEqual({ field: 'datum', order: 1 });
    expect(columnSortOf('datumAb')).toEqual({ field: 'datum', order: -1 });
    expect(columnSortOf('name')).toEqual({ field: 'name', order: 1 });
    expect(columnSortOf('erstelltAb')).toEqual({ field: 'erstellt', order: -1 });
  });

  it('finds the sort value of a column, also the rides\' plain "name"', () => {
    expect(sortOfColumn(RIDE_SORTS, 'datum', -1)).toBe('datumAb');
    expect(sortOfColumn(RIDE_SORTS, 'name', 1)).toBe('name');
    expect(sortOfColumn(RIDE_SORTS, 'name', -1)).toBe('nameAb');
    expect(sortOfColumn(CUSTOMER_SORTS, 'ort', 1)).toBe('ortAuf');
    expect(sortOfColumn(RIDE_SORTS, 'voucher', 1)).toBeUndefined();
  });

  it('goes both ways for every sort of both lists', () => {
    for (const sorts of [RIDE_SORTS, CUSTOMER_SORTS] as const)
      for (const sort of sorts) {
        const { field, order } = columnSortOf(sort);
        expect(sortOfColumn(sorts, field, order)).toBe(sort);
      }
  });
});
