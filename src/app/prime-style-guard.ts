// PrimeReact 10 (useStyle in primereact/hooks) writes its <style> elements' text again on every
// mount of every component: four elements (base, common, global, component) per Button, Card,
// Dropdown, Dialog… Writing a style element's text replaces its sheet, and the browser then
// restyles the whole document although the text is the same. The dashboard's trends mount a
// dozen PrimeReact components as their figures arrive, right before chart.js reads its canvases'
// sizes; this guard pays on that target figure (docs/decisions.md, "PrimeReact's style rewrites").
//
// A write of identical text to one of PrimeReact's style elements becomes a no-op, so a sheet is
// replaced only when its text changes. Installed once, before PrimeReact loads; other style
// elements and other nodes are untouched.
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
