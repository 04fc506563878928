import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { saveRefusals } from './save-refusals';

const t = i18next.t.bind(i18next);

describe('saveRefusals', () => {
  it('says each refused rule once, with the ride it concerns', () => {
    const error = {
      code: 'validation',
      fieldErrors: [
        { path: 'hinfahrt.zeit', code: 'range', reason: 'leadTime' },
        { path: 'hinfahrt.zeit', code: 'range', reason: 'leadTime' },
        { path: 'rueckfahrt.datum', code: 'range', reason: 'beforeOutbound' },
        { path: 'kundeStamm.email', code: 'invalidEmail' },
        { path: 'kundeStamm.id', code: 'unknownValue', reason: 'customerRemoved' },
      ],
    };
    expect(saveRefusals(t, error)).toEqual([
      'Hinfahrt: So kurzfristig ist keine Abholung möglich: bitte mindestens 30 Minuten im Voraus buchen.',
      'Rückfahrt: Die Rückfahrt muss mindestens 2 Stunden nach der Hinfahrt liegen.',
      t('validation.invalidEmail'),
      'Dieser Fahrgast wurde inzwischen aus der Kundenliste Ihres Unternehmens entfernt. Bitte wählen Sie einen anderen Fahrgast oder geben Sie die Angaben neu ein.',
    ]);
  });

  it('says nothing for a failure without field errors', () => {
    expect(saveRefusals(t, { code: 'unavailable' })).toEqual([]);
    expect(saveRefusals(t, new TypeError('Failed to fetch'))).toEqual([]);
    expect(saveRefusals(t, null)).toEqual([]);
  });
});
