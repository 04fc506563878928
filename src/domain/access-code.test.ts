import { describe, expect, it } from 'vitest';
import { accessCodeProblem, RESET_TOKEN_PATTERN } from './access-code';

describe('accessCodeProblem', () => {
  it.each([
    ['Kurz-1', 'tooShort'],
    ['x'.repeat(60) + 'A-12345', 'tooLong'],
    ['1234567890!', 'needsLetter'],
    ['nurbuchstaben', 'needsDigitOrSymbol'],
    ['aaaaaaaaaa1', 'repetitive'],
  ])('refuses %s (%s)', (code, problem) => {
    expect(accessCodeProblem(code)).toBe(problem);
  });

  it.each(['Turbine-52460', 'Reisestelle2025', 'grüne wiese!'])('accepts %s', (code) => {
    expect(accessCodeProblem(code)).toBeNull();
  });

  it('a reset token is 43 base64url characters', () => {
    expect(RESET_TOKEN_PATTERN.test('a'.repeat(43))).toBe(true);
    expect(RESET_TOKEN_PATTERN.test('a'.repeat(42))).toBe(false);
    expect(RESET_TOKEN_PATTERN.test(`${'a'.repeat(42)}+`)).toBe(false);
  });
});
