import { describe, expect, it } from 'vitest';
import { returnPathOf } from './sign-in';

const of = (weiter: string) => returnPathOf(new URLSearchParams({ weiter }));

describe('returnPathOf (?weiter= after a login asked for by the company area)', () => {
  it('returns to a booking edit link', () => {
    expect(of('/buchung/bearbeiten/eQ5mW9xT2kR7vN3cP8zLbJ6s')).toBe(
      '/buchung/bearbeiten/eQ5mW9xT2kR7vN3cP8zLbJ6s',
    );
    expect(of('/buchung/bearbeiten/eQ5mW9xT2kR7vN3cP8zLbJ6s?formular')).toBe(
      '/buchung/bearbeiten/eQ5mW9xT2kR7vN3cP8zLbJ6s?formular',
    );
  });

  it('returns to the step or list whose call found the session expired', () => {
    expect(of('/buchung/zusammenfassung')).toBe('/buchung/zusammenfassung');
    expect(of('/buchung/kunde')).toBe('/buchung/kunde');
  });

  it('ignores anything else: no open redirect, no other page', () => {
    expect(returnPathOf(new URLSearchParams())).toBeNull();
    for (const target of [
      'https://evil.example/',
      '//evil.example/buchung/bearbeiten/x',
      '/buchung/bearbeiten/../kunde',
      '/buchung',
      '/kontakt',
      '/buchung/a/b/c/d',
      '/buchung/bearbeiten/x?y=1',
      '/buchung/bearbeiten/x?formular=https://evil.example',
      '/buchung/bearbeiten/x?formular&y=1',
      'javascript:alert(1)',
    ]) {
      expect(of(target)).toBeNull();
    }
  });
});
