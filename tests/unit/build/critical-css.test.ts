// @vitest-environment node
// The critical CSS of the prerendered pages (scripts/prerender/critical-css.ts) and how the pages
// carry it (scripts/prerender.ts): the rules that apply to the markup, in order and in their blocks.
import { describe, expect, it } from 'vitest';
import { absoluteUrls, criticalCss, splitSelectorList, stateless } from '../../../scripts/prerender/critical-css.ts';
import { stylesheetsOf, withDeferredStylesheets } from '../../../scripts/prerender.ts';
import { DEFERRED_STYLES_ID } from '../../../src/app/deferred-styles.ts';

const CSS = `
@layer primereact {
  :root { --x: 1px; }
  .p-button { color: red; }
  .p-button:not(:disabled):hover { color: blue; }
  .p-dialog { color: green; }
  .p-inputtext::placeholder { color: gray; }
}
.top-bar { height: 3rem; }
.side-menu-link.active { font-weight: 700; }
@media (min-width: 576px) { .side-panel { display: block; } .p-datatable { display: none; } }
@font-face { font-family: "primeicons"; src: url(primeicons.abc.woff2) format("woff2"); }
@font-face { font-family: "Other"; src: url(other.woff2); }
.pi { font-family: "primeicons"; }
@keyframes spin { from { transform: rotate(0); } to { transform: rotate(360deg); } }
`;

const MARKUP =
  '<header class="top-bar"><button class="p-button"><span class="pi pi-user"></span></button></header><aside class="side-panel"><input class="p-inputtext"></aside>';

describe('the critical CSS', () => {
  const critical = criticalCss(CSS, [MARKUP], '/app.123.css');

  it('keeps the rules that match an element of the markup, in their layer and media blocks, in order', () => {
    expect(critical).toContain('@layer primereact');
    expect(critical).toMatch(/:root\s*\{\s*--x: 1px;?\s*\}/);
    expect(critical.indexOf('.p-button {')).toBeLessThan(critical.indexOf('.p-button:not(:disabled):hover'));
    expect(critical).toContain('.p-inputtext::placeholder');
    expect(critical).toContain('.top-bar');
    expect(critical).toMatch(/@media \(min-width: 576px\)\s*\{\s*\.side-panel/);
    expect(critical.indexOf('@layer primereact')).toBeLessThan(critical.indexOf('.top-bar'));
  });

  it('drops the rules of elements the markup does not hold (a dialog, a table, an active menu link)', () => {
    expect(critical).not.toContain('.p-dialog');
    expect(critical).not.toContain('.p-datatable');
    expect(critical).not.toContain('.side-menu-link');
  });

  it('keeps the icon font a kept rule names, with its URL made absolute, and drops any other', () => {
    expect(critical).toMatch(/url\("?\/primeicons\.abc\.woff2"?\)/);
    expect(critical).not.toContain('Other');
    expect(critical).toContain('@keyframes spin');
  });

  it('reads selector lists, states and URLs', () => {
    expect(splitSelectorList('.a:is(.b, .c), .d')).toEqual(['.a:is(.b, .c)', '.d']);
    expect(stateless('.p-button:not(:disabled):hover')).toBe('.p-button:not(:disabled)');
    expect(stateless('.a > ::before')).toBe('.a > *');
    expect(absoluteUrls('url(x.woff2) url("/y.svg#i") url(data:a)', '/assets/app.css')).toBe(
      'url(/assets/x.woff2) url("/y.svg#i") url(data:a)',
    );
  });
});

describe('the deferred stylesheet', () => {
  const BUILT =
    '<html><link rel=stylesheet href=/app.1.css><meta charset=utf-8><title>t</title><body><div id=root></div>';

  it('is replaced by the critical CSS and kept in an inert template, which the app applies', () => {
    expect(stylesheetsOf(BUILT)).toEqual(['/app.1.css']);
    expect(withDeferredStylesheets(BUILT, '.a{}')).toBe(
      `<html><style>.a{}</style><template id=${DEFERRED_STYLES_ID}><link rel=stylesheet href=/app.1.css></template><meta charset=utf-8><title>t</title><body><div id=root></div>`,
    );
    expect(() => withDeferredStylesheets('<html><body>', '.a{}')).toThrow(/no stylesheet/);
  });
});
