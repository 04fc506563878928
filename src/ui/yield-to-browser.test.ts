import { describe, expect, it } from 'vitest';
import { yieldToBrowser } from './yield-to-browser';

describe('yieldToBrowser', () => {
  it('resolves in a new task: everything queued in the current one has run by then', async () => {
    let chainDone = false;
    let chain = Promise.resolve();
    for (let i = 0; i < 10; i += 1) chain = chain.then(() => undefined);
    void chain.then(() => (chainDone = true));
    await yieldToBrowser();
    expect(chainDone).toBe(true);
  });
});
