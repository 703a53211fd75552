// Japanese input through a real IME composition in Chromium (CDP): searches and the user picker
// send nothing while a word is composed, keys the IME owns reach no handler, a typed end date ends
// that day in Tokyo and Los Angeles (docs/adr/0045-ime-composition-handled-in-one-place.md).
import type { CDPSession, Page, Request } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { chooseOption, openCombobox } from './support/dropdown.ts';
import { login } from './support/mock.ts';
import { SEARCH_DEBOUNCE_MS } from '../../src/shared/constants.ts';

const menu = (page: Page) => page.getByRole('navigation', { name: 'メインメニュー' }).first();

/** GET requests to the mock for a path (the console's list reads). */
function recordReads(page: Page, path: string) {
  const seen: URL[] = [];
  const onRequest = (req: Request) => {
    const url = new URL(req.url());
    if (req.method() === 'GET' && url.pathname === path && url.port !== new URL(page.url()).port) seen.push(url);
  };
  page.on('request', onRequest);
  return { seen, stop: () => page.off('request', onRequest) };
}

/** Types 'tesuto' into a Japanese IME: the box holds each fragment, up to 'てすと'; the commit (insertText) converts it to 'テスト'. */
async function compose(cdp: CDPSession) {
  for (const text of ['t', 'て', 'てs', 'てす', 'てすt', 'てすと'])
    await cdp.send('Input.imeSetComposition', { text, selectionStart: text.length, selectionEnd: text.length });
}

/** A keydown the IME owns: during a composition Chromium marks it isComposing; keyCode 229 as Safari sends it. */
async function imeKey(cdp: CDPSession, key: 'Enter' | 'Escape') {
  await cdp.send('Input.dispatchKeyEvent', {
    type: 'rawKeyDown',
    key,
    code: key,
    windowsVirtualKeyCode: 229,
    nativeVirtualKeyCode: 229,
  });
  await cdp.send('Input.dispatchKeyEvent', {
    type: 'keyUp',
    key,
    code: key,
    windowsVirtualKeyCode: 229,
    nativeVirtualKeyCode: 229,
  });
}

test('composing a word sends no search and leaves the URL alone; the committed word searches once; IME keys fire nothing', async ({
  page,
  mock,
}) => {
  await mock.reset('demo');
  await page.clock.install();
  await login(page, 'admin');
  const cdp = await page.context().newCDPSession(page);

  for (const [screen, path, box] of [
    ['ライセンス管理', '/licenses', 'ライセンスを検索'],
    ['デバイス管理', '/devices', 'デバイスを検索'],
    ['ユーザー管理', '/users', 'ユーザーを検索'],
  ] as const) {
    await menu(page).getByRole('link', { name: screen }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    const search = page.getByLabel(box);
    await search.click();
    const urlBefore = page.url();
    const reads = recordReads(page, path);

    await compose(cdp);
    await expect(search).toHaveValue('てすと');
    // An Enter or Escape the IME owns while composing: nothing reacts (the box keeps its text).
    await imeKey(cdp, 'Enter');
    await page.clock.runFor(SEARCH_DEBOUNCE_MS * 3);
    expect(reads.seen.map(String), `${screen}: no read while composing`).toEqual([]);
    expect(page.url(), `${screen}: the URL while composing`).toBe(urlBefore);

    const searched = page.waitForRequest(
      (req) => new URL(req.url()).pathname === path && new URL(req.url()).searchParams.get('search') === 'テスト',
    );
    await cdp.send('Input.insertText', { text: 'テスト' });
    await page.clock.runFor(SEARCH_DEBOUNCE_MS * 3);
    await searched;
    await expect(page).toHaveURL(/[?&]q=%E3%83%86%E3%82%B9%E3%83%88/);
    reads.stop();
    const searches = reads.seen.filter((u) => u.searchParams.has('search'));
    expect(
      [...new Set(searches.map((u) => u.searchParams.get('search')))],
      `${screen}: only the committed word`,
    ).toEqual(['テスト']);
    expect(
      searches.filter((u) => (u.searchParams.get('page') ?? '1') === '1'),
      `${screen}: one search`,
    ).toHaveLength(1);
  }

  // The new licence form's user picker: its filter box is an option filter of the same layer.
  await page.goto('/licenses/create');
  await openCombobox(page, 'ユーザー');
  const filter = page.getByRole('textbox', { name: '検索' });
  await filter.click();
  const userReads = recordReads(page, '/users');
  await compose(cdp);
  await imeKey(cdp, 'Enter');
  await page.clock.runFor(SEARCH_DEBOUNCE_MS * 3);
  expect(userReads.seen.map(String), 'the user picker while composing').toEqual([]);
  // The Enter that confirmed a conversion chose no user.
  await expect(page.getByRole('listbox')).toBeVisible();
  const picked = page.waitForRequest(
    (req) => new URL(req.url()).pathname === '/users' && new URL(req.url()).searchParams.get('search') === 'テスト',
  );
  await cdp.send('Input.insertText', { text: 'テスト' });
  await page.clock.runFor(SEARCH_DEBOUNCE_MS * 3);
  await picked;
  userReads.stop();
  expect(userReads.seen.filter((u) => u.searchParams.has('search')).map((u) => u.searchParams.get('search'))).toEqual([
    'テスト',
  ]);
  // Typed key by key, faster than the Dropdown's own 300 ms filter delay: the box keeps every
  // key, and a search without a match says so in the glossary's words.
  await filter.fill('');
  await filter.pressSequentially('nobody');
  await expect(filter).toHaveValue('nobody');
  await page.clock.runFor(SEARCH_DEBOUNCE_MS * 3);
  await expect(page.getByText('条件に一致するユーザーはありません')).toBeVisible();
  await page.keyboard.press('Escape');

  // A dialog with a form: an IME Escape closes nothing, an IME Enter saves nothing; a real Escape closes.
  await page.goto('/mypage');
  await page.getByRole('button', { name: 'プロフィールを編集' }).click();
  const dialog = page.getByRole('dialog', { name: 'プロフィールの編集' });
  await expect(dialog).toBeVisible();
  const saves: string[] = [];
  page.on('request', (req) => {
    if (req.method() === 'PUT') saves.push(req.url());
  });
  await dialog.getByLabel('姓').click();
  await cdp.send('Input.imeSetComposition', { text: 'やまだ', selectionStart: 3, selectionEnd: 3 });
  await imeKey(cdp, 'Escape');
  await imeKey(cdp, 'Enter');
  await cdp.send('Input.insertText', { text: '山田' });
  // Safari's order: the confirming Enter after compositionend, keyCode 229.
  await imeKey(cdp, 'Enter');
  await imeKey(cdp, 'Escape');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('姓')).toHaveValue(/山田/);
  expect(saves).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

for (const [timezoneId, wire] of [
  ['Asia/Tokyo', '2026-12-31T14:59:59.999Z'],
  ['America/Los_Angeles', '2027-01-01T07:59:59.999Z'],
] as const) {
  test.describe(`in ${timezoneId}`, () => {
    test.use({ timezoneId });
    test(`a typed end date is the end of that day in ${timezoneId}, listed as that day`, async ({ page, mock }) => {
      await mock.reset('demo');
      await login(page, 'admin');
      await page.goto('/licenses/create');
      await chooseOption(page, 'アプリケーション', /./);
      await chooseOption(page, 'ユーザー', /@/);
      await page.getByRole('radio', { name: 'サブスクリプション' }).check();
      const end = page.getByLabel('終了日');
      await end.fill('２０２６年１２月３１日');
      await end.blur();
      await expect(end).toHaveValue('2026/12/31');
      const created = page.waitForRequest(
        (req) => req.method() === 'POST' && new URL(req.url()).pathname === '/licenses',
      );
      await page.getByRole('button', { name: '作成', exact: true }).click();
      expect((await created).postDataJSON()).toMatchObject({ endDate: wire, expiresAt: wire });
      await expect(page).toHaveURL(/\/licenses$/);
      await expect(page.getByRole('table', { name: 'ライセンス一覧' }).locator('tbody tr').first()).toContainText(
        '2026/12/31',
      );
    });
  });
}
