// The page shown instead of a blank one when config.json cannot be read: a heading, one alert
// saying what failed and why, what to check, and a reload.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ConfigProblem } from '../../../src/api/client/config.ts';
import { ConfigErrorPage } from '../../../src/app/config-error-page.tsx';

const LEAD = '設定ファイル（config.json）を読み込めませんでした。';

function renderPage(problem: ConfigProblem) {
  const onReload = vi.fn();
  render(<ConfigErrorPage url="/config.json" problem={problem} onReload={onReload} />);
  return onReload;
}

describe('ConfigErrorPage', () => {
  it('says what failed in a heading and one alert, what to check, and reloads on request', async () => {
    const onReload = renderPage({ kind: 'status', status: 404 });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('設定ファイルを読み込めませんでした');
    expect(screen.getByRole('main')).toHaveAccessibleName('設定ファイルを読み込めませんでした');
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(LEAD);
    expect(alert).toHaveTextContent('config.json が見つかりません（HTTP 404）。');
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.getByText('/config.json')).toBeInTheDocument();
    const checks = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(checks.map((c) => c.textContent)).toEqual([
      'index.html と同じ場所に config.json が配置されているか',
      '内容が {"apiBaseUrl": "https://api.example.com"} の形の JSON か',
      'Web サーバーが config.json をそのまま返しているか（HTML ページに置き換えていないか）',
    ]);
    await userEvent.setup().click(screen.getByRole('button', { name: '再読み込み' }));
    expect(onReload).toHaveBeenCalledTimes(1);
  });

  it.each<[ConfigProblem, string]>([
    [{ kind: 'unreachable' }, 'ネットワークに接続できないか、Web サーバーが応答していません。'],
    [{ kind: 'status', status: 500 }, 'config.json を取得できませんでした（HTTP 500）。'],
    [{ kind: 'html' }, 'config.json の代わりに HTML ページが返されました。'],
    [{ kind: 'not-json' }, 'config.json の内容が JSON として正しくありません。'],
    [
      { kind: 'invalid', field: 'apiBaseUrl' },
      'config.json の apiBaseUrl が正しくありません。http:// または https:// で始まる URL を指定してください。',
    ],
  ])('names the reason: %j', (problem, reason) => {
    renderPage(problem);
    expect(screen.getByRole('alert')).toHaveTextContent(LEAD);
    expect(screen.getByRole('alert')).toHaveTextContent(reason);
  });
});
