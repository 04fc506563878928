import { describe, expect, it, vi } from 'vitest';
import { earlyCall } from './early-call';

/** A call that answers with its input and counts how often it was made. */
function counted() {
  const made = vi.fn((input: string) => Promise.resolve(`answer for ${input}`));
  return { made, early: earlyCall(made, (input: string) => (input === 'unkeyed' ? null : input)) };
}

const stopped = () => {
  const controller = new AbortController();
  controller.abort();
  return controller.signal;
};

describe('earlyCall', () => {
  it('answers the first caller with the started call, without calling again', async () => {
    const { made, early } = counted();
    early.start('a');
    await expect(early.call('a')).resolves.toBe('answer for a');
    expect(made).toHaveBeenCalledTimes(1);
  });

  it('asks anew once the started answer was taken, and for another key', async () => {
    const { made, early } = counted();
    early.start('a');
    await early.call('a');
    await early.call('a');
    await early.call('b');
    expect(made).toHaveBeenCalledTimes(3);
  });

  it('leaves the started answer to the next caller when the first was stopped', async () => {
    const { made, early } = counted();
    early.start('a');
    await early.call('a', stopped());
    await expect(early.call('a', new AbortController().signal)).resolves.toBe('answer for a');
    expect(made).toHaveBeenCalledTimes(1);
    await early.call('a');
    expect(made).toHaveBeenCalledTimes(2);
  });

  it('starts a key once, and never serves an input without a key', async () => {
    const { made, early } = counted();
    early.start('a');
    early.start('a');
    early.start('unkeyed');
    expect(made).toHaveBeenCalledTimes(1);
    await early.call('unkeyed');
    expect(made).toHaveBeenCalledTimes(2);
  });

  it('hands a started failure to its caller once; the retry asks anew', async () => {
    const made = vi
      .fn<(input: string) => Promise<string>>()
      .mockRejectedValueOnce(new Error('down'))
      .mockResolvedValue('up');
    const early = earlyCall(made, (input: string) => input);
    early.start('a');
    await expect(early.call('a')).rejects.toThrow('down');
    await expect(early.call('a')).resolves.toBe('up');
    expect(made).toHaveBeenCalledTimes(2);
  });
});
