// The new-licence form: the application summary, the field messages, perpetual.
import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { chooseOption, combobox, openCombobox } from '../../support/dropdown.ts';
import { renderCreate, recordCreates, fieldError, escapeRegExp, submitButton } from './license-create-support.tsx';

// Server round-trips through msw on a shared 2-core machine: give findBy/waitFor room.
configure({ asyncUtilTimeout: 5000 });

describe('New licence form', () => {
  it('summarises the chosen application and lists users with email, role and tenant', async () => {
    const r = await renderCreate();
    await chooseOption(r.user, 'アプリケーション', r.app.name);
    const summary = await screen.findByRole('region', { name: '選択中のアプリケーション' });
    const value = (label: string) => within(summary).getByText(label, { selector: 'dt' }).nextElementSibling;
    expect(value('アプリケーション名')).toHaveTextContent(r.app.name);
    expect(value('バージョン')).toHaveTextContent(r.app.version ?? '未設定');
    expect(value('ステータス')).toHaveTextContent(/アクティブ|非アクティブ|停止中/);
    expect(value('説明')).toHaveTextContent(r.app.description);
    expect(value('アプリケーションID')).toHaveTextContent(r.app.id);

    const users = await openCombobox(r.user, 'ユーザー');
    const option = await within(users).findByRole('option', {
      name: new RegExp(escapeRegExp(r.holder.email)),
      hidden: true,
    });
    expect(option).toHaveTextContent('一般ユーザー');
    expect(option).toHaveTextContent(`テナント: ${r.holder.tenantId ?? '-'}`);
  });

  it('shows the docs/product.md §5 messages next to their fields, with max activations 1 by default', async () => {
    const bodies = recordCreates();
    const r = await renderCreate();
    expect(screen.getByLabelText('最大アクティベーション数')).toHaveValue('1');
    expect(screen.getByRole('group', { name: 'ライセンスタイプ' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '永続' })).toBeChecked();
    expect(screen.getByLabelText('終了日')).toBeDisabled();
    await r.user.click(submitButton());
    await waitFor(() => expect(fieldError(combobox('アプリケーション'))).toBe('アプリケーションの選択は必須です'));
    expect(fieldError(combobox('ユーザー'))).toBe('ユーザーの選択は必須です');
    // The first type is preselected (docs/adr/0050-licence-form-preselects-perpetual.md), so only
    // the others are missing.
    expect(screen.queryByText('ライセンスタイプは必須です')).toBeNull();
    expect(screen.getByLabelText('アプリケーション')).toHaveAttribute('aria-invalid', 'true');

    const max = screen.getByLabelText('最大アクティベーション数');
    await r.user.clear(max);
    await r.user.click(submitButton());
    await waitFor(() =>
      expect(fieldError(screen.getByLabelText('最大アクティベーション数'))).toBe('最大アクティベーション数は必須です'),
    );
    await r.user.type(max, '0');
    await r.user.click(submitButton());
    await waitFor(() =>
      expect(fieldError(screen.getByLabelText('最大アクティベーション数'))).toBe('1以上を指定してください'),
    );
    expect(bodies).toEqual([]);
  });

  it("perpetual clears and disables the end date, which says '永続的ライセンスは無期限です'", async () => {
    const r = await renderCreate();
    await r.user.click(screen.getByRole('radio', { name: 'サブスクリプション' }));
    const end = screen.getByLabelText('終了日');
    await r.user.type(end, '2030-01-15');
    expect(end).toHaveValue('2030-01-15');
    await r.user.click(screen.getByRole('radio', { name: '永続' }));
    expect(screen.getByLabelText('終了日')).toBeDisabled();
    expect(screen.getByLabelText('終了日')).toHaveValue('');
    expect(screen.getByLabelText('終了日')).toHaveAttribute('placeholder', '永続的ライセンスは無期限です');
    expect(screen.getByText('永続的ライセンスは無期限です', { selector: 'small' })).toBeInTheDocument();
  });
});
