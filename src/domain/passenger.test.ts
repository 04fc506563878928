import { describe, expect, it } from 'vitest';
import { kundeAdresseSchema, kundeStammSchema } from './booking';
import { passengerOf } from './passenger';

describe('passengerOf', () => {
  it('takes every customer field but the company id and the address row', () => {
    const customer = {
      kundeStamm: kundeStammSchema.parse({
        id: 7,
        firmenId: 10001,
        anredeId: 2,
        anrede: 'Frau',
        vorname: 'Eva',
        name: 'Ernst',
        co: 'Labor',
        email: 'eva@example.com',
        mobil: '0170 1',
        telefon: '089 2',
        kst: 'K-12',
        bereich: 'Einkauf',
      }),
      kundeAdresse: kundeAdresseSchema.parse({
        id: 3,
        kundeId: 7,
        strasse: 'Hauptstr. 1',
        plz: '80331',
        ort: 'München',
        ortsteil: 'Altstadt',
      }),
    };
    expect(passengerOf(customer)).toEqual({
      kunde: {
        id: 7,
        anredeId: 2,
        anrede: 'Frau',
        vorname: 'Eva',
        name: 'Ernst',
        co: 'Labor',
        email: 'eva@example.com',
        mobil: '0170 1',
        telefon: '089 2',
        kst: 'K-12',
        bereich: 'Einkauf',
      },
      adresse: { strasse: 'Hauptstr. 1', plz: '80331', ort: 'München', ortsteil: 'Altstadt' },
    });
  });
});
