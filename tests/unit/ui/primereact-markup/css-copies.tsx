// The markup pin of src/ui (../primereact-markup.test.tsx runs it): the CSS src/ui copies from the styles
// PrimeReact injects at run time, against the library's own text.
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { cleanup, render } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { PrimeReactProvider } from 'primereact/api';
import { Button } from 'primereact/button';
import { Card } from 'primereact/card';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { Menu } from 'primereact/menu';
import { Message } from 'primereact/message';
import { Paginator } from 'primereact/paginator';
import { Password } from 'primereact/password';
import { ProgressSpinner } from 'primereact/progressspinner';
import { Tag } from 'primereact/tag';
import { parseCss, type CssRule } from '../markup-shape.ts';
import { PRIME_VALUE } from './pair.tsx';

export function describeCssCopies(): void {
  describe('the CSS src/ui copies from the styles PrimeReact injects at run time', () => {
    const UI = join(import.meta.dirname, '../../../../src/ui');
    const cssFiles = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
        e.isDirectory() ? cssFiles(join(dir, e.name)) : e.name.endsWith('.css') ? [join(dir, e.name)] : [],
      );

    /**
     * The files that copy some: the first load's parts, the Dropdown's (there before a list's filters
     * first paint), StatusTag's (in prime-base.css), the paginator's, the table's (its column titles).
     */
    const COPIES = ['dropdown/dropdown-base.css', 'prime-base.css', 'table/list-paginator.css', 'table/list-table.css'];
    /** The copies: every rule in a `@layer primereact` block, every keyframe, and the base style's hidden-but-read class. */
    const copied = (rule: CssRule) =>
      rule.context.startsWith('@layer primereact') ||
      /@(-webkit-)?keyframes /.test(rule.context) ||
      rule.selector === '.p-hidden-accessible';

    let library: CssRule[] = [];
    beforeAll(() => {
      // Mount every part whose styles src/ui copies; PrimeReact writes them into <head>.
      render(
        <PrimeReactProvider value={PRIME_VALUE}>
          <Button label="b" />
          <InputText />
          <Password feedback={false} />
          <Message severity="info" text="m" />
          <Menu model={[{ label: 'm' }]} />
          <ProgressSpinner />
          <Dropdown options={['a']} />
          <Tag value="t" />
          <Paginator first={0} rows={10} totalRecords={100} />
          <Card>c</Card>
          <DataTable value={[]} responsiveLayout="stack">
            <Column field="id" header="ID" />
          </DataTable>
        </PrimeReactProvider>,
      );
      library = [...document.head.querySelectorAll('style[data-primereact-style-id]')].flatMap((s) =>
        parseCss(s.textContent ?? ''),
      );
      cleanup();
    });

    it('finds the library text and the copies', () => {
      expect(library.length).toBeGreaterThan(100);
      const files = cssFiles(UI).filter((f) => parseCss(readFileSync(f, 'utf8')).some(copied));
      expect(files.map((f) => relative(UI, f)).sort()).toEqual(COPIES);
    });

    for (const file of COPIES) {
      it(`${file}: every copied rule is the library's rule for that selector, declaration for declaration`, () => {
        const rules = parseCss(readFileSync(join(UI, file), 'utf8')).filter(copied);
        expect(rules.length).toBeGreaterThan(0);
        for (const rule of rules) {
          const candidates = library.filter((r) => r.context === rule.context && r.selector === rule.selector);
          expect(
            candidates.map((r) => r.declarations),
            `${rule.context} ${rule.selector}`,
          ).toContain(rule.declarations);
        }
      });
    }
  });
}
