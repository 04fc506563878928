import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import {
  consent,
  email,
  futureDate,
  lineText,
  messageText,
  nameText,
  phone,
  postcode,
  todayInBerlin,
} from './rules';

function firstMessage(schema: z.ZodMiniType, value: unknown): string | undefined {
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
}

const LONG = 'x'.repeat(10_000);

describe('service form rules', () => {
  it('nameText: required, bounded, no markup, SQL separators or emoji', () => {
    const schema = nameText(60);
    expect(firstMessage(schema, '  ')).toBe('validation.required');
    expect(firstMessage(schema, LONG)).toBe('validation.tooLong');
    expect(firstMessage(schema, '<script>alert(1)</script>')).toBe('validation.invalidCharacters');
    expect(firstMessage(schema, "Robert'); DROP TABLE outbox;--")).toBe(
      'validation.invalidCharacters',
    );
    expect(firstMessage(schema, 'Anna 🚀')).toBe('validation.invalidCharacters');
    expect(firstMessage(schema, "Jean-Luc O'Neill")).toBeUndefined();
    expect(firstMessage(schema, 'Łukasz Żółć, Müller & Söhne (GmbH)')).toBeUndefined();
    expect(schema.parse('  Anna  ')).toBe('Anna');
  });

  it('lineText rejects markup and line breaks; messageText keeps any printable text', () => {
    expect(firstMessage(lineText(120), 'Hallo <b>Welt</b>')).toBe('validation.invalidCharacters');
    expect(firstMessage(lineText(120), 'a\nb')).toBe('validation.invalidCharacters');
    expect(firstMessage(lineText(120), "Frage zu Buchung; ' OR 1=1 --")).toBeUndefined();
    const message = messageText(2000, { min: 10 });
    expect(
      firstMessage(message, '<script>alert("x")</script> 😀 SELECT * FROM users;'),
    ).toBeUndefined();
    expect(firstMessage(message, LONG)).toBe('validation.tooLong');
    expect(firstMessage(message, 'kurz')).toBe('validation.tooShort');
    expect(firstMessage(message, 'text with a bell \u0007 character')).toBe(
      'validation.invalidCharacters',
    );
    expect(firstMessage(messageText(2000, { required: false }), '')).toBeUndefined();
  });

  it('email, phone, postcode', () => {
    expect(firstMessage(email(), '')).toBe('validation.required');
    expect(firstMessage(email(), 'not-an-email')).toBe('validation.invalidEmail');
    expect(firstMessage(email(), `${'a'.repeat(300)}@example.com`)).toBe('validation.tooLong');
    expect(email().parse(' anna@example.com ')).toBe('anna@example.com');
    expect(firstMessage(phone(), '')).toBe('validation.required');
    expect(firstMessage(phone(), 'call me maybe')).toBe('validation.phone');
    expect(firstMessage(phone(), '+49 (511) 123-456/7')).toBeUndefined();
    expect(firstMessage(phone({ required: false }), '')).toBeUndefined();
    // Only digits, but too few: said as such, not as a wrong character.
    expect(firstMessage(phone({ required: false }), '12')).toBe('validation.phoneShort');
    expect(firstMessage(phone(), '+49 12')).toBe('validation.phoneShort');
    expect(firstMessage(phone(), '---')).toBe('validation.phone');
    expect(firstMessage(postcode(), '3015')).toBe('validation.postcode');
    expect(firstMessage(postcode(), '30159')).toBeUndefined();
  });

  it('consent must be ticked', () => {
    expect(firstMessage(consent(), false)).toBe('validation.consentRequired');
    expect(firstMessage(consent(), true)).toBeUndefined();
  });

  it('futureDate compares with today in Europe/Berlin', () => {
    // 23:30 UTC on 31 Dec is already 1 Jan in Berlin.
    const now = () => new Date('2026-12-31T23:30:00Z');
    expect(todayInBerlin(now())).toBe('2027-01-01');
    const schema = futureDate(now);
    expect(firstMessage(schema, '2026-12-31')).toBe('validation.pastDate');
    expect(firstMessage(schema, '2027-01-01')).toBeUndefined();
    expect(firstMessage(schema, '2027-02-30')).toBe('validation.invalidDate');
    expect(firstMessage(schema, '')).toBe('validation.required');
  });
});
