// No lost input in the production bundle: the new-licence form is filled, the
// session ends on the idle timeout (controlled clock), the admin signs in again, and the form
// offers the typed values back and restores them. Passwords are never kept.
import { expect, test } from './support/test.ts';
import { chooseOption, combobox } from './support/dropdown.ts';
import { login, resetMock } from './support/mock.ts';

test('new licence: typed values survive an idle expiry and are restored after signing in again', async ({ page }) => {
  await resetMock('demo');
  await page.clock.install();
  await login(page, 'admin');
  await page.goto('/licenses/create');
  await expect(page.getByRole('heading', { level: 1, name: '新規ライセンス作成' })).toBeVisible();
  // The remaining quota is on the form too.
  await expect(page.getByRole('region', { name: 'ライセンス枠' }).getByText('利用可能枠')).toBeVisible();

  await chooseOption(page, 'アプリケーション', 'ライセンス認証クライアント');
  // Not the preselected type (永続): the restore has something to bring back, an end date too.
  await page.getByRole('radio', { name: 'サブスクリプション' }).check({ force: true });
  const end = page.getByLabel('終了日');
  await end.fill('2027/12/31');
  await end.blur();
  const max = page.getByLabel('最大アクティベーション数');
  await max.fill('7');
  await max.blur();

  // No activity for 30 minutes: the session ends and the console is on /login.
  await page.clock.fastForward('25:00');
  await page.clock.fastForward('05:01');
  await expect(page.getByText('一定時間操作がなかったため、セッションが終了しました', { exact: false })).toBeVisible();
  await expect(page).toHaveURL(/\/login/);

  await page.getByLabel('メールアドレス').fill('admin@example.com');
  await page.getByLabel('パスワード', { exact: true }).fill('Admin123!');
  await page.getByRole('button', { name: 'ログイン' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page
    .getByRole('navigation', { name: 'メインメニュー' })
    .first()
    .getByRole('link', { name: 'ライセンス管理' })
    .click();
  await page.getByRole('button', { name: '新規ライセンス' }).click();
  await expect(page).toHaveURL(/\/licenses\/create$/);

  const notice = page.getByRole('region', { name: '保存されていない入力内容' });
  await expect(notice).toContainText('セッションが切れる前に入力した内容');
  await expect(page.getByLabel('最大アクティベーション数')).toHaveValue('1');
  await expect(page.getByRole('radio', { name: '永続' })).toBeChecked();
  await notice.getByRole('button', { name: '復元する' }).click();
  await expect(notice).toBeHidden();
  await expect(page.getByLabel('最大アクティベーション数')).toHaveValue('7');
  await expect(page.getByRole('radio', { name: 'サブスクリプション' })).toBeChecked();
  await expect(page.getByLabel('終了日')).toHaveValue('2027/12/31');
  await expect(combobox(page, 'アプリケーション')).toHaveValue('ライセンス認証クライアント');
});

test('a deliberate logout keeps nothing of the form', async ({ page }) => {
  await resetMock('demo');
  await login(page, 'admin');
  await page.goto('/licenses/create');
  const max = page.getByLabel('最大アクティベーション数');
  await max.fill('9');
  await max.blur();
  await expect
    .poll(() => page.evaluate(() => Object.keys(sessionStorage).filter((k) => k.startsWith('form-draft:')).length))
    .toBe(1);
  await page.getByRole('button', { name: 'ログアウト' }).click();
  await expect(page).toHaveURL(/\/login/);
  expect(await page.evaluate(() => Object.keys(sessionStorage).filter((k) => k.startsWith('form-draft:')).length)).toBe(
    0,
  );
});
