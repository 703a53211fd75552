// PrimeReact rewrites its style elements' text on every component mount; the guard turns a
// rewrite with the same text into a no-op (the browser would otherwise rebuild the sheet
// and restyle the whole page) and lets real changes and other style elements through.
import { beforeAll, describe, expect, it } from 'vitest';
import { installPrimeStyleGuard } from '../../../src/app/prime-style-guard.ts';

function primeStyle(text: string): HTMLStyleElement {
  const style = document.createElement('style');
  document.head.appendChild(style);
  style.setAttribute('data-primereact-style-id', 'test');
  style.textContent = text;
  return style;
}

describe('installPrimeStyleGuard', () => {
  beforeAll(() => {
    installPrimeStyleGuard();
    installPrimeStyleGuard(); // twice is harmless
  });

  it('keeps the sheet when PrimeReact writes the same text again', () => {
    const style = primeStyle('.p-a { color: red; }');
    const node = style.firstChild;
    style.textContent = '.p-a { color: red; }';
    expect(style.firstChild).toBe(node);
    expect(style.textContent).toBe('.p-a { color: red; }');
  });

  it('replaces the text when it changes', () => {
    const style = primeStyle('.p-a { color: red; }');
    const node = style.firstChild;
    style.textContent = '.p-a { color: blue; }';
    expect(style.firstChild).not.toBe(node);
    expect(style.textContent).toBe('.p-a { color: blue; }');
  });

  it('leaves other style elements and other nodes as they were', () => {
    const style = document.createElement('style');
    style.textContent = 'a { color: red; }';
    const node = style.firstChild;
    style.textContent = 'a { color: red; }';
    expect(style.firstChild).not.toBe(node);
    const div = document.createElement('div');
    div.textContent = 'テキスト';
    expect(div.textContent).toBe('テキスト');
  });
});
