import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Customer } from '../../../api/schemas';
import { duplicatesOf, findDuplicateCustomers } from './duplicate-customers';

const searchCustomers = vi.hoisted(() => vi.fn());
vi.mock('../../../api/customer', () => ({ searchCustomers }));

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

describe('findDuplicateCustomers', () => {
  afterEach(() => searchCustomers.mockReset());

  it("asks the server's search by name and by e-mail and keeps the exact matches", async () => {
    searchCustomers.mockImplementation(({ suche }: { suche: string }) =>
      Promise.resolve({
        eintraege: suche.includes('@')
          ? [stored(1, 'Jonas', 'Brandt', 'jonas.brandt@mtu.example')]
          : [stored(1, 'Jonas', 'Brandt'), stored(3, 'Jonas', 'Brandtner')],
        gesamt: suche.includes('@') ? 1 : 2,
        seite: 1,
        proSeite: 100,
      }),
    );
    const found = await findDuplicateCustomers(61817, {
      vorname: ' Jonas ',
      name: 'Brandt',
      email: 'jonas.brandt@mtu.example',
    });
    expect(ids(found)).toEqual([1]);
    expect(searchCustomers.mock.calls.map(([search]) => search)).toEqual([
      { firmenId: 61817, suche: 'jonas brandt', seite: 1, proSeite: 100 },
      { firmenId: 61817, suche: 'jonas.brandt@mtu.example', seite: 1, proSeite: 100 },
    ]);
  });

  it('reads every page of a long answer; without an e-mail address it searches by name only', async () => {
    searchCustomers.mockImplementation(({ seite }: { seite: number }) =>
      Promise.resolve({
        eintraege: [seite === 1 ? stored(2, 'Ida', 'Neumann') : stored(5, 'Ida', 'Neu')],
        gesamt: 2,
        seite,
        proSeite: 1,
      }),
    );
    const found = await findDuplicateCustomers(61817, { vorname: 'Ida', name: 'Neu', email: '' });
    expect(ids(found)).toEqual([5]);
    expect(searchCustomers).toHaveBeenCalledTimes(2);
  });
});
