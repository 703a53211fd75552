// The markup pin of src/ui (../primereact-markup.test.tsx runs it): the first load's parts (src/ui/light/)
// against Tag, Card, InputText, Password, Message, Menu and ProgressSpinner.
import { describe, expect, it } from 'vitest';
import { Card } from 'primereact/card';
import { InputText } from 'primereact/inputtext';
import { Menu } from 'primereact/menu';
import { Message } from 'primereact/message';
import { Password } from 'primereact/password';
import { ProgressSpinner } from 'primereact/progressspinner';
import { Tag } from 'primereact/tag';
import { LightCard } from '../../../../src/ui/light/card.tsx';
import { InlineMessage } from '../../../../src/ui/light/inline-message.tsx';
import { LightInputText, LightPassword } from '../../../../src/ui/light/input-text.tsx';
import { LightMenu, LightMenuItem } from '../../../../src/ui/light/menu.tsx';
import { Spinner } from '../../../../src/ui/light/spinner.tsx';
import { StatusTag, type TagSeverity } from '../../../../src/ui/light/status-tag.tsx';
import { rewrite, shape, withoutClasses, type ShapeOptions } from '../markup-shape.ts';
import { pair, only } from './pair.tsx';

export function describeLightPartsMarkup(): void {
  describe('the status tag (StatusTag, src/ui/light/status-tag.tsx) against Tag', () => {
    const severities: TagSeverity[] = ['success', 'info', 'warning', 'danger', 'secondary', 'contrast'];
    for (const severity of severities) {
      it(`a rounded ${severity} tag`, () => {
        const { library: lib, ours: own } = pair(
          <Tag value="有効" severity={severity} rounded />,
          <StatusTag view={{ label: '有効', severity }} />,
        );
        // Tag renders its (absent) children in an empty span after the value.
        const l = rewrite(shape(only(lib)), (n) =>
          n.tag === 'span' && n.classes.length === 0 && n.text === '' && n.children.length === 0 ? null : n,
        );
        expect(shape(only(own))).toEqual(l);
      });
    }
  });

  describe("the first load's parts (src/ui/light/) against Card, InputText, Password, Message, Menu and ProgressSpinner", () => {
    it('Card: body and content', () => {
      const { library: lib, ours: own } = pair(<Card>中身</Card>, <LightCard className="login-card">中身</LightCard>);
      expect(shape(only(own))).toEqual(shape(only(lib)));
    });

    it('InputText', () => {
      const { library: lib, ours: own } = pair(
        <InputText id="email" type="email" />,
        <LightInputText id="email" type="email" />,
      );
      expect(shape(only(own), { attrs: ['type'] })).toEqual(shape(only(lib), { attrs: ['type'] }));
    });

    it('Password: the wrapper and its input', () => {
      const { library: lib, ours: own } = pair(
        <Password inputId="password" feedback={false} toggleMask value="" onChange={() => undefined} />,
        <LightPassword className="login-password">
          <LightInputText
            id="password"
            className="p-password-input"
            type="password"
            value=""
            onChange={() => undefined}
          />
          <button type="button" className="login-password-toggle" aria-label="パスワードを表示" />
        </LightPassword>,
      );
      // PrimeReact 10.9 puts the input in an IconField with an SVG toggle; the login has the
      // input and a toggle button of its own in the wrapper.
      expect({ ...shape(only(own)), children: [] }).toEqual({ ...shape(only(lib)), children: [] });
      expect(shape(only(own, 'input'), { attrs: ['type'] })).toEqual(shape(only(lib, 'input'), { attrs: ['type'] }));
    });

    const severities = ['error', 'warn', 'info', 'success'] as const;
    const MESSAGE: ShapeOptions = { attrs: ['role', 'aria-live', 'aria-atomic'] };
    for (const severity of severities) {
      it(`Message: an inline ${severity} message`, () => {
        const { library: lib, ours: own } = pair(
          <Message severity={severity} text="入力内容を確認してください" />,
          <InlineMessage severity={severity} text="入力内容を確認してください" />,
        );
        expect(shape(only(own), MESSAGE)).toEqual(shape(only(lib), MESSAGE));
      });
    }

    it('Message: with content of its own', () => {
      const { library: lib, ours: own } = pair(
        <Message severity="warn" content={<strong>注意</strong>} />,
        <InlineMessage severity="warn" content={<strong>注意</strong>} />,
      );
      expect(shape(only(own), MESSAGE)).toEqual(shape(only(lib), MESSAGE));
    });

    it('Menu: the popup with one item (classes and structure)', () => {
      const { library: lib, ours: own } = pair(
        <Menu model={[{ label: 'ログアウト', icon: 'pi pi-sign-out' }]} />,
        <LightMenu id="menu" label="ユーザーメニュー">
          <LightMenuItem icon="pi pi-sign-out" label="ログアウト" onSelect={() => undefined} />
        </LightMenu>,
      );
      // Ours is only ever the open popup (p-menu-overlay); PrimeReact marks its root
      // p-ripple-disabled, a class no rule of the theme reads. The roles differ on purpose: the
      // ARIA menu pattern (menuitem on the link, none on its li), where PrimeReact puts menuitem on the li.
      const l = shape(only(lib));
      expect(shape(only(own))).toEqual({
        ...withoutClasses(l, 'p-ripple-disabled'),
        classes: [...l.classes.filter((c) => c !== 'p-ripple-disabled'), 'p-menu-overlay'].sort(),
      });
    });

    it('ProgressSpinner: the drawing', () => {
      const { library: lib, ours: own } = pair(<ProgressSpinner />, <Spinner />);
      // Ours is decorative (aria-hidden; the status around it is labelled), PrimeReact's a progressbar.
      const DRAWING: ShapeOptions = {
        attrs: ['viewBox', 'cx', 'cy', 'r', 'fill', 'stroke-width', 'stroke-miterlimit'],
      };
      expect(shape(only(own), DRAWING)).toEqual(shape(only(lib), DRAWING));
    });
  });
}
