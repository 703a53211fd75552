// What a stand-in of src/ui copies from a PrimeReact part, as data both can be reduced to: a
// tree of tag, sorted PrimeReact classes (`p-…`), the attributes a test names and the element's
// own text. Icons compare as icons: PrimeReact draws SVGs (`svg.p-icon`), the stand-ins use
// primeicons (`span.pi`), and only the classes that place the icon (`p-button-icon`, …) count.
// Also the CSS half: rules parsed to (context, selector, declarations), whitespace normalised.

export interface Shape {
  tag: string;
  classes: string[];
  attrs: Record<string, string>;
  text: string;
  children: Shape[];
}

export interface ShapeOptions {
  /** Attributes compared besides the classes: the ARIA (and a few others) the console relies on. */
  attrs?: readonly string[];
  /** Elements left out, with everything inside them. */
  skip?: (el: Element) => boolean;
  /** Elements compared by their tag and classes only (a PrimeReact part inside a stand-in). */
  opaque?: (el: Element) => boolean;
}

const ICON_CLASSES = /^(p-icon|p-icon-spin|pi|pi-.*)$/;

const isIcon = (el: Element) =>
  (el.tagName === 'svg' && el.classList.contains('p-icon')) || el.classList.contains('pi');

export function shape(el: Element, options: ShapeOptions = {}): Shape {
  const icon = isIcon(el);
  const classes = [...el.classList].filter((c) => c.startsWith('p-') && !(icon && ICON_CLASSES.test(c))).sort();
  const base = { tag: icon ? 'icon' : el.tagName.toLowerCase(), classes };
  if (options.opaque?.(el)) return { ...base, attrs: {}, text: '', children: [] };
  const attrs: Record<string, string> = {};
  for (const name of options.attrs ?? []) {
    const value = el.getAttribute(name);
    if (value !== null) attrs[name] = value;
  }
  const text = icon
    ? ''
    : [...el.childNodes]
        .filter((n) => n.nodeType === Node.TEXT_NODE)
        .map((n) => n.textContent ?? '')
        .join('')
        .trim();
  const children = icon ? [] : [...el.children].filter((c) => !options.skip?.(c)).map((c) => shape(c, options));
  return { ...base, attrs, text, children };
}

/** The shape with `edit` applied to every node, top down (a node `edit` returns null is dropped; an array replaces it). */
export function rewrite(s: Shape, edit: (node: Shape) => Shape | Shape[] | null): Shape {
  const walk = (node: Shape): Shape[] => {
    const out = edit(node);
    if (out === null) return [];
    return (Array.isArray(out) ? out : [out]).map((n) => ({ ...n, children: n.children.flatMap(walk) }));
  };
  const [root] = walk(s);
  if (!root) throw new Error('rewrite dropped the root');
  return root;
}

/** Drops the attributes from the nodes `where` picks. */
export const withoutAttrs = (s: Shape, where: (node: Shape) => boolean, ...names: string[]): Shape =>
  rewrite(s, (n) =>
    where(n) ? { ...n, attrs: Object.fromEntries(Object.entries(n.attrs).filter(([k]) => !names.includes(k))) } : n,
  );

/** Drops the classes anywhere in the tree. */
export const withoutClasses = (s: Shape, ...names: string[]): Shape =>
  rewrite(s, (n) => ({ ...n, classes: n.classes.filter((c) => !names.includes(c)) }));

// ---- CSS ----

export interface CssRule {
  /** The at-rules around it, e.g. '@layer primereact' or '@keyframes p-progress-spinner-dash'. */
  context: string;
  selector: string;
  declarations: string;
}

const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

function normaliseDeclarations(body: string): string {
  return body
    .split(';')
    .map((d) => squash(d))
    .filter(Boolean)
    .map((d) => {
      const colon = d.indexOf(':');
      const property = d.slice(0, colon).trim();
      const value = d
        .slice(colon + 1)
        .trim()
        .replace(/\s*,\s*/g, ', ');
      return `${property}: ${value}`;
    })
    .join('; ');
}

/** Every style rule of a style sheet, one per selector of a selector list; comments dropped. */
export function parseCss(text: string, context = ''): CssRule[] {
  const css = text.replace(/\/\*[\s\S]*?\*\//g, '');
  const rules: CssRule[] = [];
  let i = 0;
  while (i < css.length) {
    const open = css.indexOf('{', i);
    const semicolon = css.indexOf(';', i);
    if (open < 0) break;
    if (semicolon >= 0 && semicolon < open && css.slice(i, semicolon).trim().startsWith('@')) {
      i = semicolon + 1; // @import, @layer a, b;
      continue;
    }
    const prelude = squash(css.slice(i, open));
    let depth = 1;
    let j = open + 1;
    while (depth > 0 && j < css.length) {
      if (css[j] === '{') depth += 1;
      else if (css[j] === '}') depth -= 1;
      j += 1;
    }
    const body = css.slice(open + 1, j - 1);
    const inner = context ? `${context} ${prelude}` : prelude;
    if (prelude.startsWith('@')) rules.push(...parseCss(body, inner));
    else
      for (const selector of prelude.split(','))
        rules.push({ context, selector: squash(selector), declarations: normaliseDeclarations(body) });
    i = j;
  }
  return rules;
}
