// PrimeReact 10 (useStyle in primereact/hooks) writes its <style> elements' text again on
// every mount of every component: four elements (base, common, global, component) per
// Dropdown, Dialog, Toast, ProgressBar... Writing a style element's text replaces its sheet,
// and the browser then restyles and lays out the whole document even though the text is the
// same: measured on the licence list, four such writes cost 257 ms at 4x CPU (13.5 ms for
// one), against 1 ms for a class change on <body>. A list page change that mounted one
// PrimeReact component paid that every time (issue 8: scripts/bench.ts).
//
// This makes a write of identical text to one of PrimeReact's style elements a no-op, so a
// sheet is only replaced when its text really changes. Installed once, before PrimeReact
// loads; other style elements are untouched.
const PRIME_STYLE = 'data-primereact-style-id';

export function installPrimeStyleGuard(): void {
  if (typeof HTMLStyleElement === 'undefined') return;
  const proto = HTMLStyleElement.prototype as HTMLStyleElement & { __primeStyleGuard?: true };
  if (proto.__primeStyleGuard) return;
  const text = Object.getOwnPropertyDescriptor(Node.prototype, 'textContent');
  if (!text?.get || !text.set) return;
  const { get, set } = text;
  Object.defineProperty(proto, 'textContent', {
    configurable: true,
    enumerable: text.enumerable ?? true,
    get() {
      return get.call(this);
    },
    set(value: string | null) {
      if ((this as Element).hasAttribute(PRIME_STYLE) && get.call(this) === value) return;
      set.call(this, value);
    },
  });
  Object.defineProperty(proto, '__primeStyleGuard', { value: true });
}
