import { afterEach, describe, expect, it } from 'vitest';
import { activeTabCookie } from './active-tab-cookie';

const setRaw = (value: string) => {
  document.cookie = `aktiverTab=${value}; Path=/`;
};

afterEach(() => activeTabCookie.clear());

describe('activeTabCookie', () => {
  it('reads null without a cookie', () => {
    expect(activeTabCookie.read()).toBeNull();
  });

  it.each([0, 1, 2, 3] as const)('round-trips tab %i', (tab) => {
    activeTabCookie.write(tab);
    expect(activeTabCookie.read()).toBe(tab);
  });

  it.each(['', '4', '-1', '1.5', '1e0', '0x1', '01', 'abc', '%3Cscript%3E', '9'.repeat(400)])(
    'ignores the hostile or broken value %j',
    (raw) => {
      setRaw(raw);
      expect(activeTabCookie.read()).toBeNull();
    },
  );

  it('finds its cookie among others', () => {
    document.cookie = 'other=1; Path=/';
    activeTabCookie.write(2);
    document.cookie = 'aktiverTabX=3; Path=/';
    expect(activeTabCookie.read()).toBe(2);
  });

  it('refuses to write a value that is not a tab id', () => {
    activeTabCookie.write(7 as never);
    expect(activeTabCookie.read()).toBeNull();
  });

  it('clear() removes it', () => {
    activeTabCookie.write(1);
    activeTabCookie.clear();
    expect(activeTabCookie.read()).toBeNull();
  });
});
