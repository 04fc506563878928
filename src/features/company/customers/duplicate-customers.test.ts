import { describe, expect, it } from 'vitest';
import type { Customer } from '../../../api/schemas';
import { duplicatesOf } from './duplicate-customers';

function stored(id: number, vorname: string, name: string, email = ''): Customer {
  return {
    kundeStamm: {
      id,
      firmenId: 61817,
      anrede: '',
      anredeId: null,
      vorname,
      name,
      co: '',
      email,
      mobil: '',
      telefon: '',
      kst: '4711',
      bereich: 'Entwicklung',
      version: 1,
    },
    kundeAdresse: { id, kundeId: id, strasse: '', plz: '', ort: '', ortsteil: '' },
  };
}

const ids = (customers: Customer[]) => customers.map((c) => c.kundeStamm.id);

describe('duplicatesOf: the same person, typed again', () => {
  const list = [
    stored(1, 'Jonas', 'Brandt', 'jonas.brandt@mtu.example'),
    stored(2, 'Svenja', 'Kröger', ''),
    stored(3, 'Jonas', 'Brandtner', ''),
    stored(4, 'Anna Maria', 'Özdemir', ''),
  ];

  it('finds the same surname and first name, case and spaces aside', () => {
    expect(ids(duplicatesOf({ vorname: '  jonas ', name: 'BRANDT', email: '' }, list))).toEqual([
      1,
    ]);
    expect(
      ids(duplicatesOf({ vorname: 'anna   maria', name: ' özdemir', email: '' }, list)),
    ).toEqual([4]);
  });

  it('needs both names: the same surname with another first name, or a longer one, is another person', () => {
    expect(duplicatesOf({ vorname: 'Jona', name: 'Brandt', email: '' }, list)).toEqual([]);
    expect(duplicatesOf({ vorname: 'Svenja', name: 'Brandt', email: '' }, list)).toEqual([]);
    expect(duplicatesOf({ vorname: 'Jonas', name: 'Brandtn', email: '' }, list)).toEqual([]);
  });

  it('finds the same e-mail address, case aside, whatever the names; no address matches none', () => {
    expect(
      ids(duplicatesOf({ vorname: 'J.', name: 'B.', email: ' Jonas.Brandt@MTU.example ' }, list)),
    ).toEqual([1]);
    expect(duplicatesOf({ vorname: 'Ida', name: 'Neu', email: '' }, list)).toEqual([]);
  });

  it('names each one once, and never the customer being edited', () => {
    const typed = { vorname: 'Jonas', name: 'Brandt', email: 'jonas.brandt@mtu.example' };
    expect(ids(duplicatesOf(typed, [...list, list[0]!]))).toEqual([1]);
    expect(duplicatesOf(typed, list, 1)).toEqual([]);
  });
});
