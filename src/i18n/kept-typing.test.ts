import { afterEach, describe, expect, it } from 'vitest';
import { KEPT_TYPING_KEY } from '../session/kept-typing';
import {
  fitToForm,
  keepOnLanguageSwitch,
  keepTypingForReload,
  takeKeptTyping,
} from './kept-typing';

afterEach(() => window.sessionStorage.clear());

describe('typing kept over the language switch', () => {
  it('keeps what the registered forms hold, hands each back once', () => {
    const undoContact = keepOnLanguageSwitch('contact', () => ({ betreff: 'Hallo' }));
    const undoStart = keepOnLanguageSwitch('start', () => null); // nothing typed
    keepTypingForReload();
    expect(JSON.parse(window.sessionStorage.getItem(KEPT_TYPING_KEY)!)).toEqual({
      contact: { betreff: 'Hallo' },
    });
    expect(takeKeptTyping('start')).toBeNull();
    expect(takeKeptTyping('contact')).toEqual({ betreff: 'Hallo' });
    expect(takeKeptTyping('contact')).toBeNull();
    expect(window.sessionStorage.getItem(KEPT_TYPING_KEY)).toBeNull();
    undoContact();
    undoStart();
    keepTypingForReload();
    expect(window.sessionStorage.getItem(KEPT_TYPING_KEY)).toBeNull();
  });

  it("fits what comes back to the form's own fields and their types", () => {
    const current = {
      plz: '',
      anzahl: 1,
      mitRueckfahrt: false,
      hinfahrt: { zeit: '' },
      extras: [],
    };
    const kept = {
      plz: '28195',
      anzahl: '7', // not a number: the field keeps its own
      mitRueckfahrt: true,
      hinfahrt: { zeit: '14:45', fremd: 'x' },
      extras: [{ id: 1 }], // lists are not typed into
      __proto__: { polluted: true },
      fremd: 'nicht im Formular',
    };
    const fitted = fitToForm(current, kept);
    expect(fitted).toEqual({
      plz: '28195',
      anzahl: 1,
      mitRueckfahrt: true,
      hinfahrt: { zeit: '14:45' },
      extras: [],
    });
    expect(fitToForm(current, 'kein Objekt')).toEqual(current);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('reads a tampered entry as nothing kept', () => {
    window.sessionStorage.setItem(KEPT_TYPING_KEY, '["not", "an", "object"]');
    expect(takeKeptTyping('contact')).toBeNull();
    window.sessionStorage.setItem(KEPT_TYPING_KEY, '{not json');
    expect(takeKeptTyping('contact')).toBeNull();
  });
});
