// The markup pin of src/ui (../primereact-markup.test.tsx runs it): RowButton and LightButton against Button.
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { Button } from 'primereact/button';
import { LightButton } from '../../../../src/ui/light/light-button.tsx';
import { RowButton } from '../../../../src/ui/row-button.tsx';
import { rewrite, shape, withoutAttrs, withoutClasses, type Shape, type ShapeOptions } from '../markup-shape.ts';
import { pair, only } from './pair.tsx';

export function describeButtonMarkup(): void {
  describe('the buttons (RowButton, src/ui/row-button.tsx; LightButton, src/ui/light/) against Button', () => {
    const BUTTON: ShapeOptions = { attrs: ['disabled', 'aria-label'] };
    // PrimeReact's loading spinner is an SVG with classes of its own; ours is primeicons' spinner.
    const loading = (s: Shape) => withoutClasses(s, 'p-button-loading-left', 'p-button-loading-icon');
    // PrimeReact also names a labelled button by an aria-label of its label; the label names it here.
    const labelNames = (s: Shape) =>
      withoutAttrs(s, (n) => n.tag === 'button' && !n.classes.includes('p-button-icon-only'), 'aria-label');
    // An icon-only RowButton leaves out the label PrimeReact keeps hidden (a no-break space).
    const noHiddenLabel = (s: Shape) =>
      rewrite(s, (n) => (n.classes.includes('p-button-label') && n.text === '' ? null : n));

    const rowCases: [string, ReactElement, ReactElement, (s: Shape) => Shape][] = [
      [
        'a text button with a severity, an icon and a label',
        <Button size="small" text severity="danger" icon="pi pi-ban" label="無効化" />,
        <RowButton variant="text" severity="danger" icon="pi pi-ban" label="無効化" />,
        (s) => s,
      ],
      [
        'an outlined icon-only button',
        <Button size="small" outlined icon="pi pi-pencil" aria-label="編集" />,
        <RowButton variant="outlined" icon="pi pi-pencil" aria-label="編集" />,
        noHiddenLabel,
      ],
      [
        'a loading button',
        <Button size="small" severity="success" icon="pi pi-check" label="有効化" loading />,
        <RowButton severity="success" icon="pi pi-check" label="有効化" loading />,
        loading,
      ],
      [
        'a disabled button',
        <Button size="small" severity="secondary" icon="pi pi-trash" label="削除" disabled />,
        <RowButton severity="secondary" icon="pi pi-trash" label="削除" disabled />,
        (s) => s,
      ],
    ];
    for (const [name, library, ours, differences] of rowCases) {
      it(`RowButton: ${name}`, () => {
        const { library: lib, ours: own } = pair(library, ours);
        expect(shape(only(own), BUTTON)).toEqual(differences(labelNames(shape(only(lib), BUTTON))));
      });
    }

    const lightCases: [string, ReactElement, ReactElement, (s: Shape) => Shape][] = [
      [
        'the login button',
        <Button type="submit" icon="pi pi-sign-in" label="ログイン" />,
        <LightButton type="submit" icon="pi pi-sign-in" label="ログイン" />,
        (s) => s,
      ],
      [
        'the user menu button (rounded, text, icon only)',
        <Button icon="pi pi-user" rounded text aria-label="ユーザーメニュー" />,
        <LightButton icon="pi pi-user" rounded text aria-label="ユーザーメニュー" />,
        (s) => s,
      ],
      [
        'a loading button',
        <Button icon="pi pi-sign-in" label="ログイン" loading />,
        <LightButton icon="pi pi-sign-in" label="ログイン" loading />,
        loading,
      ],
      [
        'a secondary text button without an icon',
        <Button text severity="secondary" label="閉じる" />,
        <LightButton text severity="secondary" label="閉じる" />,
        (s) => s,
      ],
    ];
    for (const [name, library, ours, differences] of lightCases) {
      it(`LightButton: ${name}`, () => {
        const { library: lib, ours: own } = pair(library, ours);
        expect(shape(only(own), BUTTON)).toEqual(differences(labelNames(shape(only(lib), BUTTON))));
      });
    }
  });
}
