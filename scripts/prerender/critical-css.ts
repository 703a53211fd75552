// The critical CSS of the prerendered pages (scripts/prerender.ts): the rules of the built
// stylesheet that can apply to the markup they paint before the JavaScript runs, in their order,
// inside their @media, @supports and @layer blocks. The full stylesheet stays deferred
// (docs/adr/0065-app-shell-and-critical-css.md).
import { JSDOM } from 'jsdom';

/** Pseudo-classes of a state the prerendered markup can enter (hover, focus…) and pseudo-elements: matched as the element itself. */
const STATEFUL =
  /::?(?:hover|focus-visible|focus-within|focus|active|visited|link|checked|before|after|placeholder|selection|first-line|first-letter|marker|-webkit-[\w-]+|-moz-[\w-]+|-ms-[\w-]+)(?:\([^)]*\))?/g;

/** A selector list split at its top-level commas (not those inside :is(), :not()…). */
export function splitSelectorList(list: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < list.length; i++) {
    const c = list[i];
    if (c === '(' || c === '[') depth++;
    else if (c === ')' || c === ']') depth--;
    else if (c === ',' && depth === 0) {
      out.push(list.slice(start, i));
      start = i + 1;
    }
  }
  out.push(list.slice(start));
  return out.map((s) => s.trim()).filter(Boolean);
}

/** The selector without its state pseudo-classes and pseudo-elements ('*' when nothing is left). */
export function stateless(selector: string): string {
  const s = selector.replace(STATEFUL, '').trim();
  if (s === '') return '*';
  return /[>+~]$/.test(s) ? `${s} *` : s;
}

/** `url(x)` of a relative x made absolute against the stylesheet's own URL path (inline, it would resolve against the page's). */
export function absoluteUrls(css: string, stylesheetPath: string): string {
  const base = new URL(stylesheetPath, 'http://host/');
  return css.replace(/url\((['"]?)([^'")]+)\1\)/g, (whole, quote: string, url: string) =>
    /^([a-z][\w+.-]*:|\/|#)/i.test(url)
      ? whole
      : `url(${quote}${new URL(url, base).pathname}${new URL(url, base).hash}${quote})`,
  );
}

/**
 * The rules of `css` that apply to some element of `markup` (a fragment of <body>, or several),
 * @keyframes kept, @font-face kept when a kept rule names its family.
 */
export function criticalCss(css: string, markup: readonly string[], stylesheetPath: string): string {
  const dom = new JSDOM(
    `<!doctype html><html lang="ja"><head><style></style></head><body>${markup.join('')}</body></html>`,
  );
  const { document } = dom.window;
  const style = document.querySelector('style')!;
  style.textContent = css;
  const matches = (selector: string) => {
    try {
      return document.querySelector(stateless(selector)) !== null;
    } catch {
      return false; // a selector the matcher does not know: left to the full stylesheet
    }
  };
  const fontFaces: { family: string; text: string }[] = [];
  const keep = (rule: CSSRule): string | null => {
    const r = rule as CSSRule & { cssRules?: CSSRuleList; selectorText?: string };
    const kind = rule.constructor.name;
    if (kind === 'CSSStyleRule') return splitSelectorList(r.selectorText ?? '').some(matches) ? rule.cssText : null;
    if (kind === 'CSSKeyframesRule') return rule.cssText;
    if (kind === 'CSSFontFaceRule') {
      const family = (rule as CSSFontFaceRule).style.getPropertyValue('font-family').replace(/["']/g, '').trim();
      const marker = `/*font-face:${fontFaces.length}*/`;
      fontFaces.push({ family, text: rule.cssText });
      return marker;
    }
    const prelude =
      kind === 'CSSMediaRule'
        ? `@media ${(rule as CSSMediaRule).media.mediaText}`
        : kind === 'CSSSupportsRule'
          ? `@supports ${(rule as CSSSupportsRule).conditionText}`
          : kind === 'CSSLayerBlockRule'
            ? `@layer ${(rule as CSSRule & { name: string }).name}`
            : null;
    if (prelude === null || !r.cssRules) return null;
    const inner = [...r.cssRules].map(keep).filter((x): x is string => x !== null);
    return inner.length ? `${prelude}{${inner.join('')}}` : null;
  };
  let out = [...style.sheet!.cssRules]
    .map(keep)
    .filter((x): x is string => x !== null)
    .join('');
  // A font face stays when a kept rule uses its family (primeicons for the icons the markup shows).
  fontFaces.forEach(({ family, text }, i) => {
    const used = family !== '' && out.replace(/\/\*font-face:\d+\*\//g, '').includes(family);
    out = out.replace(`/*font-face:${i}*/`, used ? text : '');
  });
  dom.window.close();
  return absoluteUrls(out, stylesheetPath);
}
