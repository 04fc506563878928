/**
 * How strong a company's new access code must be (the reset page and the server check the same
 * rule). The code guards a whole company's bookings and passenger list, so it needs more than a
 * word: at least 10 characters with letters and a digit or symbol, and not one character repeated.
 * Each broken rule is a translation key under `accessCodeReset.rules`.
 */
export const ACCESS_CODE_MIN = 10;
/** The login forms accept up to 64 characters, so a longer code could never be typed there. */
export const ACCESS_CODE_MAX = 64;

export type AccessCodeProblem =
  'tooShort' | 'tooLong' | 'needsLetter' | 'needsDigitOrSymbol' | 'repetitive';

/** The first rule the code breaks, or null when it is strong enough. */
export function accessCodeProblem(code: string): AccessCodeProblem | null {
  const length = [...code].length;
  if (length < ACCESS_CODE_MIN) return 'tooShort';
  if (length > ACCESS_CODE_MAX) return 'tooLong';
  if (!/\p{L}/u.test(code)) return 'needsLetter';
  if (!/[^\p{L}\s]/u.test(code)) return 'needsDigitOrSymbol';
  if (new Set(code.toLowerCase()).size < 4) return 'repetitive';
  return null;
}

/** A reset token in a link: 43 base64url characters (256 random bits). */
export const RESET_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
