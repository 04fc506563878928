import { describe, expect, it } from 'vitest';
import { contactDefaults, contactSchema, toContactMessage } from './contact-schema';

const valid = {
  ...contactDefaults,
  name: 'Sommerfeld',
  email: 'marlene@example.com',
  betreff: 'Frage zur Rückfahrt',
  nachricht: 'Kann ich die Abholzeit um eine Stunde verschieben?',
  einwilligungDatenschutz: true,
};

function errors(values: Record<string, unknown>) {
  const result = contactSchema.safeParse(values);
  if (result.success) return {};
  // The form shows the first problem of each field (react-hook-form's firstError mode).
  const first: Record<string, string> = {};
  for (const issue of result.error.issues) first[issue.path.join('.')] ??= issue.message;
  return first;
}

describe('contact form schema', () => {
  it('accepts a complete message and builds the API body with art kontakt', () => {
    const parsed = contactSchema.parse({ ...valid, voucher: 'trk7p2mq9a' });
    expect(toContactMessage(parsed)).toMatchObject({
      art: 'kontakt',
      anredeId: null,
      voucher: 'TRK7P2MQ9A',
      einwilligungDatenschutz: true,
    });
  });

  it('lists every missing required field', () => {
    expect(errors(contactDefaults)).toEqual({
      name: 'validation.required',
      email: 'validation.required',
      betreff: 'validation.required',
      nachricht: 'validation.required',
      einwilligungDatenschutz: 'validation.consentRequired',
    });
  });

  it('rejects malformed, oversized and hostile input with clear keys', () => {
    expect(errors({ ...valid, email: 'marlene(at)example' })).toEqual({
      email: 'validation.invalidEmail',
    });
    expect(errors({ ...valid, telefon: 'abc' })).toEqual({ telefon: 'validation.phone' });
    expect(errors({ ...valid, voucher: '<script>' })).toEqual({ voucher: 'validation.voucher' });
    expect(errors({ ...valid, nachricht: 'x'.repeat(10_000) })).toEqual({
      nachricht: 'validation.tooLong',
    });
    expect(errors({ ...valid, name: '<script>alert(1)</script>' })).toEqual({
      name: 'validation.invalidCharacters',
    });
    expect(errors({ ...valid, betreff: "'; DROP TABLE outbox; --<" })).toEqual({
      betreff: 'validation.invalidCharacters',
    });
    expect(errors({ ...valid, name: '😀' })).toEqual({ name: 'validation.invalidCharacters' });
  });

  it('keeps script tags, SQL and emoji in the message as plain text', () => {
    const nachricht = "<script>alert('x')</script> '; DROP TABLE outbox; -- 🚐✈️";
    expect(contactSchema.parse({ ...valid, nachricht }).nachricht).toBe(nachricht);
  });
});
