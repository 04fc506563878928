import { describe, expect, it } from 'vitest';
import { trackingSchema } from './tracking-schema';

describe('tracking form schema', () => {
  it('normalises what people type', () => {
    expect(trackingSchema.parse({ voucher: ' trk7-p2mq 9a ', name: ' Sommerfeld ' })).toEqual({
      voucher: 'TRK7P2MQ9A',
      name: 'Sommerfeld',
    });
  });

  it('rejects empty and hostile input', () => {
    const empty = trackingSchema.safeParse({ voucher: '', name: '' });
    expect(empty.success).toBe(false);
    const first = (path: string) =>
      empty.error?.issues.find((issue) => issue.path[0] === path)?.message;
    expect(first('voucher')).toBe('validation.required');
    expect(first('name')).toBe('validation.required');
    expect(
      trackingSchema.safeParse({ voucher: "' OR 1=1 --", name: 'x' }).error?.issues[0]?.message,
    ).toBe('validation.voucher');
    expect(
      trackingSchema.safeParse({ voucher: 'A'.repeat(10_000), name: 'x' }).error?.issues[0]
        ?.message,
    ).toBe('validation.voucher');
    expect(
      trackingSchema.safeParse({ voucher: 'TRK7P2MQ9A', name: '<script>' }).error?.issues[0]
        ?.message,
    ).toBe('validation.invalidCharacters');
  });
});
