import { describe, expect, it } from 'vitest';
import { classFilter, iconNamesInUse, iconStylesheet, pruneStylesheet } from './prime-styles.ts';

describe('theme pruning', () => {
  const used = classFilter([
    `<Button className="p-button-text" />`,
    `var cls = classNames('p-button p-component', 'p-button-'.concat(props.severity));`,
  ]);

  it('keeps the rules of classes in use, run-time variants of a prefix, and rules without classes', () => {
    const css = `:root { --primary: #0078d4; }
.p-button { color: red; }
.p-button.p-button-danger:enabled:hover { color: darkred; }
.p-dropdown { color: blue; }
.p-dropdown .p-button, .p-button:focus { outline: 0; }
.p-button:not(.p-highlight) { border: 0; }
@media (max-width: 640px) { .p-datatable { display: block; } }
@keyframes spin { from { transform: rotate(0); } }`;
    const out = pruneStylesheet(css, used);
    expect(out).toContain('--primary');
    expect(out).toContain('.p-button { color: red; }');
    expect(out).toContain('.p-button-danger:enabled:hover');
    expect(out).toContain('.p-button:not(.p-highlight)');
    expect(out).toContain('.p-button:focus { outline: 0; }');
    expect(out).not.toContain('.p-dropdown');
    expect(out).not.toContain('@media');
    expect(out).toContain('@keyframes spin');
  });
});

describe('icon subset', () => {
  it('finds icon names written literally, also in ternaries, not inside other words', () => {
    const names = iconNamesInUse([
      `<span className={\`pi \${a ? 'pi-eye' : 'pi-pencil'}\`} />`,
      `const kind = 'api-error';`,
    ]);
    expect([...names].sort()).toEqual(['pi-eye', 'pi-pencil']);
  });

  it('keeps the base rules and the used icons, points the font at the subset, and lists the glyphs', () => {
    const css = `@font-face { font-family: 'primeicons'; src: url('./fonts/primeicons.eot'); src: url('./fonts/primeicons.woff2') format('woff2'); }
.pi { font-family: 'primeicons'; }
.pi-eye:before { content: "\\e925"; }
.pi-car:before { content: "\\e9ab"; }`;
    const { css: out, glyphs } = iconStylesheet(css, new Set(['pi-eye']));
    expect(out).toContain('.pi { font-family');
    expect(out).toContain('.pi-eye:before');
    expect(out).not.toContain('.pi-car');
    expect(out).toContain("src: url('./primeicons.woff2') format('woff2')");
    expect(out).not.toContain('.eot');
    expect(glyphs).toBe('\ue925');
  });
});
