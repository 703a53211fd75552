// @vitest-environment node
// Every class taken from a shared vocabulary (PrimeFlex-named utilities, p-*, pi-*) is defined by
// the CSS in the page when its code runs; the console's own names are markers and need no rule.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { chunksFrom, classesDefinedIn, classesUsedIn, type ClassUse } from './class-usage.ts';

const ENTRY = resolve(import.meta.dirname, '../../../src/main.tsx');
/** The in-browser mock is a development tool: a production build holds none of it. */
const notShipped = (file: string) => file.includes('/src/mocks/');

/** PrimeFlex 3's class families: a class with such a name is a utility, wherever it is defined. */
const UTILITY = new RegExp(
  `^-?(?:${[
    '[mp][trblxy]?-(?:auto|\\d+)',
    'hidden|block|inline|inline-block|inline-flex|flex|grid|grid-nogutter|col|formgrid|formgroup-inline|field|field-checkbox|field-radiobutton',
    'static|fixed|absolute|relative|sticky|underline|line-through|no-underline|uppercase|lowercase|capitalize|list-none|list-disc|list-decimal',
    '(?:top|right|bottom|left)-(?:0|50|100|auto)',
    '(?:flex|align-items|align-content|align-self|justify-content|gap|row-gap|column-gap|col|text|font|line-height|white-space|border|surface|bg)-[a-z0-9-]+',
    '(?:w|h|min-w|max-w|min-h|max-h|overflow|overflow-x|overflow-y|shadow|cursor|select|opacity|z|vertical-align|appearance|outline|pointer-events)-[a-z0-9-]+',
    '(?:transition|rotate|translate|origin|animation)-[a-z0-9-]+',
  ].join('|')})$`,
);
const PRIMEREACT = /^p-[a-z]/;
const PRIMEICONS = /^pi(?:-|$)/;
const inVocabulary = (name: string) => UTILITY.test(name) || PRIMEREACT.test(name) || PRIMEICONS.test(name);

/** The p-* names PrimeReact itself renders or styles: its markup hooks need no rule of ours. */
function primeReactNames(): Set<string> {
  const code = readFileSync(createRequire(import.meta.url).resolve('primereact/primereact.all.esm.js'), 'utf8');
  return new Set(code.match(/p-[a-z][a-z0-9-]*/g));
}

const chunks = chunksFrom(ENTRY, notShipped);
const definedBy = new Map<string, Set<string>>();
function definedIn(cssFiles: Iterable<string>): Set<string> {
  const names = new Set<string>();
  for (const file of cssFiles) {
    if (!definedBy.has(file)) definedBy.set(file, classesDefinedIn(readFileSync(file, 'utf8')));
    for (const name of definedBy.get(file)!) names.add(name);
  }
  return names;
}

function satisfied(use: ClassUse, defined: Set<string>, primeReact: Set<string>): boolean {
  const known = (name: string) => defined.has(name) || (PRIMEREACT.test(name) && primeReact.has(name));
  if (use.exact) return !inVocabulary(use.text) || known(use.text);
  // `p-button-${severity}`: some class of the vocabulary begins so. Other built names are not checked.
  if (use.part === 'prefix' && inVocabulary(`${use.text}x`))
    return [...defined, ...primeReact].some((name) => name.startsWith(use.text));
  return true;
}

describe('the CSS that ships defines the classes the source uses', () => {
  it('finds the entry and its lazy chunks, each with its CSS', () => {
    const roots = chunks.map((c) => c.root.replace(/.*\/src\//, ''));
    expect(roots[0]).toBe('main.tsx');
    expect(roots).toEqual(
      expect.arrayContaining(['app/signed-in-console.tsx', 'screens/licenses/license-list-screen.tsx']),
    );
    for (const chunk of chunks)
      expect(
        [...chunk.css].some((f) => f.endsWith('lara-light-blue/theme.css')),
        chunk.root,
      ).toBe(true);
  });

  it('reads class names from className strings, joins, branches, constants and icon props', () => {
    const used = new Set(chunks.flatMap((c) => [...c.modules]).flatMap((m) => classesUsedIn(m).map((u) => u.text)));
    for (const name of [
      'p-button-icon-only',
      'pi-spinner',
      'text-green-700',
      'flex',
      'pi-times-circle',
      'pi-trash',
      'page-title',
    ])
      expect(used).toContain(name);
  });

  it('defines every vocabulary class where the code that uses it runs (the login route included)', () => {
    const primeReact = primeReactNames();
    const missing = new Set<string>();
    for (const chunk of chunks) {
      const defined = definedIn(chunk.css);
      for (const module of chunk.modules) {
        for (const use of classesUsedIn(module)) {
          if (!satisfied(use, defined, primeReact))
            missing.add(`${use.exact ? use.text : `${use.text}…`} in ${module.replace(/.*\/src\//, 'src/')}`);
        }
      }
    }
    expect([...missing]).toEqual([]);
  });
});
