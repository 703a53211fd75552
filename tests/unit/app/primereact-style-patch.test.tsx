// PrimeReact 10.9.9 wrote its style elements' text again on every component mount; the patch
// applied at install time (patches/primereact+10.9.9.patch, docs/adr/0028-primereact-style-guard.md)
// makes useStyle skip a write of the same text (the browser would otherwise rebuild the sheet
// and restyle the whole page) and lets a changed text through. No page-wide patch is left.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { render } from '@testing-library/react';
import { Button } from 'primereact/button';
import { useStyle } from 'primereact/hooks';
import { describe, expect, it } from 'vitest';

const style = (name: string) =>
  document.head.querySelector<HTMLStyleElement>(`style[data-primereact-style-id="${name}"]`);

function Styled({ name, css }: { name: string; css: string }) {
  // PrimeReact's types ask for every option; at run time each has a default.
  useStyle(css, { name } as Parameters<typeof useStyle>[1]);
  return null;
}

describe("PrimeReact's useStyle, as patched", () => {
  it('keeps the sheet when another component writes the same text again', () => {
    render(<Button label="一つ目" />);
    const common = style('common');
    expect(common?.textContent).toContain('.p-button');
    const node = common!.firstChild;
    render(<Button label="二つ目" />);
    expect(style('common')).toBe(common);
    expect(common!.firstChild).toBe(node);
  });

  it('replaces the text when it changes', () => {
    render(<Styled name="test" css=".p-a { color: red; }" />);
    const element = style('test')!;
    const node = element.firstChild;
    render(<Styled name="test" css=".p-a { color: red; }" />);
    expect(element.firstChild).toBe(node);
    render(<Styled name="test" css=".p-a { color: blue; }" />);
    expect(element.textContent).toBe('.p-a { color: blue; }');
    expect(element.firstChild).not.toBe(node);
  });

  it('is in the builds the console loads (ES for Parcel, CommonJS for Node and Vitest), and no prototype is patched', () => {
    const require = createRequire(import.meta.url);
    const hooks = require.resolve('primereact/hooks');
    for (const build of [hooks.replace(/hooks\.cjs\.js$/, 'hooks.esm.js'), hooks]) {
      expect(readFileSync(build, 'utf8'), `${build}: run npm install (its postinstall applies patches/)`).toContain(
        "if (styleRef.current.textContent !== (css == null ? '' : css)) {",
      );
    }
    expect(Object.getOwnPropertyDescriptor(HTMLStyleElement.prototype, 'textContent')).toBeUndefined();
  });
});
