import { describe, expect, it } from 'vitest';
import { extrasText } from './extras-text';

const extras = [
  { id: 1, name: 'Kindersitz' },
  { id: 3, name: 'Zusätzliches Gepäckstück' },
];

describe('extrasText', () => {
  it('names each booked extra with its count, in the order booked', () => {
    expect(
      extrasText(
        [
          { id: 3, anzahl: 2 },
          { id: 1, anzahl: 1 },
        ],
        extras,
      ),
    ).toBe('2 × Zusätzliches Gepäckstück, 1 × Kindersitz');
  });

  it('leaves out what is unknown or not booked', () => {
    expect(
      extrasText(
        [
          { id: 9, anzahl: 1 },
          { id: 1, anzahl: 0 },
        ],
        extras,
      ),
    ).toBe('');
  });
});
