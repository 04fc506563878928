import { describe, expect, it } from 'vitest';
import { fieldErrorKey } from './server-errors';

describe('fieldErrorKey', () => {
  it("says the server's reason in the client's words when it knows it", () => {
    expect(fieldErrorKey('range', 'beforeOutbound')).toBe('validation.returnBeforeOutbound');
    expect(fieldErrorKey('range', 'past')).toBe('validation.pastDateTime');
    expect(fieldErrorKey('unknownValue', 'notServed')).toBe('validation.notServed');
  });

  it('falls back to the code for a reason it does not know, or none', () => {
    expect(fieldErrorKey('required', 'somethingNew')).toBe('validation.required');
    expect(fieldErrorKey('range')).toBe('validation.invalid');
  });
});
