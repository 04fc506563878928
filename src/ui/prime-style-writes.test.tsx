import { InputText } from 'primereact/inputtext';
import { Profiler } from 'react';
import { render } from '@testing-library/react';
import { expect, it } from 'vitest';
import { Button } from './button';

/*
 * patches/primereact+10.9.9.patch (ADR 0016): PrimeReact writes its shared styles into their
 * <style> element again each time one of its widgets mounts. Writing the same text makes the
 * browser take the sheet for a new one and work out the page's styles again: 27 times while the
 * start page hydrates. Patched, a widget writes only what the element does not say yet.
 */
it("a PrimeReact widget that mounts leaves its shared styles' element alone when it says the same", () => {
  render(<Button label="Eins" />);
  const base = document.head.querySelector('style[data-primereact-style-id="base"]');
  expect(base?.textContent).toContain('.p-hidden-accessible');
  const observer = new MutationObserver(() => {});
  observer.observe(document.head, { childList: true, subtree: true, characterData: true });
  render(<Button label="Zwei" />);
  const writes = observer.takeRecords().filter(({ target }) => target === base);
  observer.disconnect();
  expect(writes).toEqual([]);
});

/*
 * The same patch: PrimeReact kept "this style is loaded" in a state, set as the widget mounted,
 * so every widget rendered a second time right after its first (on the start page, every one of
 * them as the page hydrates). Nothing is drawn from that flag; patched, it is a ref.
 */
it('a PrimeReact widget renders once as it mounts, not again when its styles are in', () => {
  const commits: string[] = [];
  // InputText: a widget with no state of its own (Button's Ripple sets one as it mounts).
  render(
    <Profiler id="input" onRender={(_id, phase) => commits.push(phase)}>
      <InputText aria-label="Name" />
    </Profiler>,
  );
  expect(commits).toEqual(['mount']);
});
