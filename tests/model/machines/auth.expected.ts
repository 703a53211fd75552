// What signing in and out must do, written apart from the auth machine. A user tells apart
// whether an error shows and whether a logout is under way (no session check then), so those
// split the states; the rows say which text an error shows and who the signed-in user is.
import { authMachine } from '../../../src/machines/auth/auth-machine.ts';
import {
  selectError,
  selectIsAdmin,
  selectIsAuthenticated,
  selectIsChecking,
  selectIsLoading,
  selectIsLoggingIn,
  selectIsLoggingOut,
  selectUser,
  selectVerifySkipReason,
  type AuthSnapshot,
} from '../../../src/machines/auth/selectors.ts';
import { auth as m } from '../../../src/shared/messages/auth.ts';
import type { Expectation, ExpectedEffect, ExpectedRow, ExpectedState } from '../support/expected.ts';
import { AUTH_RESULT_EVENTS as R, authModel, authModelInput, loginResponse, modelErrors } from './auth.fixtures.ts';

const cleared: ExpectedEffect[] = [{ action: 'clearStoredSession' }];
const loggingOutEffects: ExpectedEffect[] = [{ action: 'clearStoredSession' }, { action: 'broadcastLogout' }];
const alert = 'ログイン画面にエラーの表示';
const NEW_NAME = '新しい 名前';
const CREDENTIALS = { email: 'admin@example.com', password: 'Admin123!' };
const SERVER_TEXT = modelErrors.serverUnavailable.message;
const NOT_FROM_THE_CONSOLE = 'the console always ends a session with its reason (the refresh failure)';
const FORM_HIDDEN =
  'a session check started from a page shows the guard, not the login form: the tests reach it so, never by reopening /login while an error shows';
const SIGNED_OUT_NO_CALL = 'signed out, the browser console makes no API call whose refresh could fail';

const unauth = (name: string, error: boolean, isLoggingOut: boolean): ExpectedState => ({
  value: 'unauthenticated',
  name,
  shows: [`ログイン画面（『${m.loginButton}』ボタン）`, error ? alert : 'エラーの表示なし', 'メインメニューはない'],
  facts: { errorShown: error, isLoggingOut, signedIn: false, loading: false, checking: false, busy: false },
});

/** The rows every signed-out state shares (`to` by whether the error stays and a logout is under way). */
function signedOutRows(from: string, error: boolean, out: boolean): ExpectedRow[] {
  const self = (e: boolean) => (out ? (e ? 'loggedOutError' : 'loggedOut') : e ? 'signedOutError' : 'signedOut');
  const browser = { browser: SIGNED_OUT_NO_CALL };
  return [
    { from, on: 'login', to: out ? 'loggingInAfterLogout' : 'loggingIn' },
    {
      from,
      on: 'verify.token',
      to: out ? from : error ? 'verifyingError' : 'verifying',
      ...(out ? { facts: { skip: m.verifySkippedLoggingOut } } : {}),
    },
    { from, on: 'verify.noToken', to: from, facts: { skip: out ? m.verifySkippedLoggingOut : m.verifySkippedNoToken } },
    { from, on: 'logout', to: 'loggingOut', effects: loggingOutEffects },
    {
      from,
      on: 'expired',
      to: self(false),
      effects: cleared,
      facts: { role: null },
      cannot: { screens: NOT_FROM_THE_CONSOLE, browser: NOT_FROM_THE_CONSOLE },
    },
    { from, on: 'expired.msg', to: self(true), effects: cleared, facts: { error: m.refreshFailed }, cannot: browser },
    { from, on: 'remoteLogout', to: from, effects: cleared, facts: { role: null } },
    ...(error ? [{ from, on: 'clearError', to: self(false) }] : []),
  ];
}

function verifyingRows(from: 'verifying' | 'verifyingError'): ExpectedRow[] {
  const error = from === 'verifyingError';
  return [
    { from, on: 'verify.user', to: 'authenticated', facts: { role: 'user', admin: false, error: null } },
    { from, on: 'verify.null', to: 'signedOut', effects: cleared, facts: { role: null } },
    { from, on: 'verify.503', to: 'signedOutError', effects: cleared, facts: { error: SERVER_TEXT, role: null } },
    {
      from,
      on: 'verify.network',
      to: 'signedOutError',
      effects: cleared,
      facts: { error: m.verifyFailed, role: null },
    },
    { from, on: 'login', to: 'loggingIn' },
    { from, on: 'logout', to: 'loggingOut', effects: loggingOutEffects },
    {
      from,
      on: 'expired',
      to: 'signedOut',
      effects: cleared,
      cannot: { screens: NOT_FROM_THE_CONSOLE, browser: NOT_FROM_THE_CONSOLE },
    },
    { from, on: 'expired.msg', to: 'signedOutError', effects: cleared, facts: { error: m.refreshFailed } },
    { from, on: 'remoteLogout', to: error ? 'signedOutError' : 'signedOut', effects: cleared, facts: { role: null } },
    ...(error
      ? [{ from, on: 'clearError', to: 'verifying', cannot: { screens: FORM_HIDDEN, browser: FORM_HIDDEN } }]
      : []),
  ];
}

function loggingInRows(from: 'loggingIn' | 'loggingInAfterLogout'): ExpectedRow[] {
  const failed = from === 'loggingIn' ? 'signedOutError' : 'loggedOutError';
  return [
    {
      from,
      on: 'login.done',
      to: 'authenticated',
      effects: [{ action: 'persistSession', params: { response: loginResponse } }],
      facts: { role: 'admin', admin: true, skip: null },
    },
    { from, on: 'login.401', to: failed, facts: { error: m.invalidCredentials, role: null } },
    { from, on: 'login.network', to: failed, facts: { error: m.loginFailed, role: null } },
    { from, on: 'logout', to: 'loggingOut', effects: loggingOutEffects },
  ];
}

export const expectation: Expectation = {
  machine: authMachine,
  id: 'auth',
  injected: ['persistSession', 'clearStoredSession', 'broadcastLogout', 'reportLogoutFailure'],
  // What the console reads of the machine, through its selectors.
  facts: (s) => {
    const snapshot = s as AuthSnapshot;
    const user = selectUser(snapshot);
    return {
      error: selectError(snapshot),
      errorShown: selectError(snapshot) !== null,
      isLoggingOut: selectIsLoggingOut(snapshot),
      role: user?.role ?? null,
      name: user?.display_name ?? null,
      skip: selectVerifySkipReason(snapshot),
      signedIn: selectIsAuthenticated(snapshot),
      loading: selectIsLoading(snapshot),
      checking: selectIsChecking(snapshot),
      busy: selectIsLoggingIn(snapshot),
      admin: selectIsAdmin(snapshot),
    };
  },
  events: {
    login: {
      event: { type: 'auth.login', ...CREDENTIALS },
      step: `メールアドレス admin@example.com、パスワード Admin123! を入力し『${m.loginButton}』を押す`,
    },
    'verify.token': {
      event: { type: 'auth.verify', tokenStored: true },
      step: 'ログイン済みのセッションが保存された状態で、ログイン画面またはログインが必要な画面を開く',
    },
    'verify.noToken': {
      event: { type: 'auth.verify', tokenStored: false },
      step: 'セッションが保存されていない状態で、ログイン画面またはログインが必要な画面を開く',
    },
    logout: { event: { type: 'auth.logout' }, step: '『ログアウト』を押す（ログイン画面ではユーザーメニューから）' },
    expired: {
      event: { type: 'auth.sessionExpired' },
      step: 'セッションが理由なしで終わる（コンソールからは起きない）',
    },
    'expired.msg': {
      event: { type: 'auth.sessionExpired', message: m.refreshFailed },
      step: 'トークンの更新に失敗する画面を開く（期限切れのトークン、更新トークンなし）',
    },
    remoteLogout: { event: { type: 'auth.remoteLogout' }, step: '同じブラウザの別のタブでログアウトする' },
    clearError: { event: { type: 'auth.clearError' }, step: 'エラーの表示中にパスワード欄を書き換える' },
    renamed: {
      event: { type: 'auth.userRenamed', displayName: NEW_NAME },
      step: `マイページの『プロフィールを編集』で姓「新しい」名「名前」にして『保存』を押す`,
    },
    'login.done': { event: { type: R.loginDone, output: loginResponse }, step: 'サーバーがログインを受け付ける' },
    'login.401': {
      event: { type: R.loginError, error: modelErrors.invalidCredentials },
      step: 'サーバーが資格情報の誤りで拒否する（401）',
      setup: '誤ったパスワードで押す',
    },
    'login.network': {
      event: { type: R.loginError, error: modelErrors.network },
      step: 'ログインの呼び出しがネットワークエラーになる',
      setup:
        'ログインの呼び出しのネットワークエラー（開発者ツールで /api/auth/login などその呼び出しだけを塞ぐ。ブラウザ全体をオフラインにすると画面のコードの読み込みも失敗する）',
    },
    'verify.user': {
      event: { type: R.verifyDone, output: authModelInput.storedUser },
      step: 'サーバーがセッションを有効と答える',
    },
    'verify.null': {
      event: { type: R.verifyDone, output: null },
      step: 'サーバーがセッションは無効と答える（403）',
      setup: '保存されたトークンを無効にしておく',
    },
    'verify.503': {
      event: { type: R.verifyError, error: modelErrors.serverUnavailable },
      step: `サーバーが『${SERVER_TEXT}』（503）を返す`,
      setup: 'モックの障害: /auth/verify に 503',
    },
    'verify.network': {
      event: { type: R.verifyError, error: modelErrors.network },
      step: 'セッションの確認がネットワークエラーになる',
      setup:
        'セッションの確認（/auth/verify）のネットワークエラー（開発者ツールで /api/auth/login などその呼び出しだけを塞ぐ。ブラウザ全体をオフラインにすると画面のコードの読み込みも失敗する）',
    },
    'logout.done': { event: { type: R.logoutDone, output: undefined }, step: 'サーバーがログアウトを受け付ける' },
    'logout.failure': {
      event: { type: R.logoutError, error: modelErrors.network },
      step: 'ログアウトの呼び出しがネットワークエラーになる',
      setup:
        'ログアウトの呼び出し（/auth/logout）のネットワークエラー（開発者ツールで /api/auth/login などその呼び出しだけを塞ぐ。ブラウザ全体をオフラインにすると画面のコードの読み込みも失敗する）',
    },
  },
  flows: [
    {
      title: 'ログインとログアウト',
      precondition: '以前のログインで一般ユーザー（user@example.com）の記録が保存されている。モックはシナリオ demo',
      logic: authModel,
      input: authModelInput,
      initial: 'signedOut',
      states: {
        signedOut: unauth('未ログイン', false, false),
        signedOutError: unauth('未ログイン（エラー表示）', true, false),
        loggedOut: unauth('ログアウト後', false, true),
        loggedOutError: unauth('ログアウト後（エラー表示）', true, true),
        verifying: {
          value: 'verifying',
          name: 'セッション確認中',
          shows: [`『${m.checking}』またはログイン画面`],
          facts: {
            errorShown: false,
            isLoggingOut: false,
            skip: null,
            signedIn: false,
            loading: true,
            checking: true,
            busy: false,
          },
          calls: { verify: undefined },
        },
        verifyingError: {
          value: 'verifying',
          name: 'セッション確認中（前のエラーが残る）',
          shows: [alert],
          facts: { errorShown: true, isLoggingOut: false, skip: null, loading: true, checking: true },
          calls: { verify: undefined },
        },
        loggingIn: {
          value: 'loggingIn',
          name: 'ログイン中',
          shows: [`『${m.loginButton}』ボタンが押せない`],
          facts: {
            error: null,
            isLoggingOut: false,
            skip: null,
            signedIn: false,
            loading: true,
            checking: false,
            busy: true,
          },
          calls: { login: CREDENTIALS },
        },
        loggingInAfterLogout: {
          value: 'loggingIn',
          name: 'ログイン中（ログアウト直後）',
          shows: [`『${m.loginButton}』ボタンが押せない`],
          facts: { error: null, isLoggingOut: true, skip: null, busy: true },
          calls: { login: CREDENTIALS },
        },
        authenticated: {
          value: 'authenticated',
          name: 'ログイン済み',
          shows: ['メインメニュー', 'ユーザー名'],
          facts: { error: null, isLoggingOut: false, signedIn: true, loading: false, checking: false, busy: false },
        },
        loggingOut: {
          value: 'loggingOut',
          name: 'ログアウト中',
          shows: ['ログイン画面に移る', '保存されたトークンと利用者の記録が消えている'],
          facts: { error: null, isLoggingOut: true, role: null, signedIn: false, loading: false },
          calls: { logout: undefined },
        },
      },
      rows: [
        ...signedOutRows('signedOut', false, false),
        ...signedOutRows('signedOutError', true, false),
        ...signedOutRows('loggedOut', false, true),
        ...signedOutRows('loggedOutError', true, true),
        ...verifyingRows('verifying'),
        ...verifyingRows('verifyingError'),
        ...loggingInRows('loggingIn'),
        ...loggingInRows('loggingInAfterLogout'),
        { from: 'authenticated', on: 'verify.token', to: 'verifying' },
        { from: 'authenticated', on: 'verify.noToken', to: 'signedOut', facts: { skip: m.verifySkippedNoToken } },
        { from: 'authenticated', on: 'logout', to: 'loggingOut', effects: loggingOutEffects },
        {
          from: 'authenticated',
          on: 'expired',
          to: 'signedOut',
          effects: cleared,
          facts: { role: null },
          cannot: { screens: NOT_FROM_THE_CONSOLE, browser: NOT_FROM_THE_CONSOLE },
        },
        {
          from: 'authenticated',
          on: 'expired.msg',
          to: 'signedOutError',
          effects: cleared,
          facts: { error: m.refreshFailed, role: null },
        },
        { from: 'authenticated', on: 'remoteLogout', to: 'signedOut', effects: cleared, facts: { role: null } },
        { from: 'authenticated', on: 'renamed', to: 'authenticated', facts: { name: NEW_NAME } },
        { from: 'loggingOut', on: 'logout.done', to: 'loggedOut' },
        {
          from: 'loggingOut',
          on: 'logout.failure',
          to: 'loggedOut',
          effects: [{ action: 'reportLogoutFailure', params: { error: modelErrors.network } }],
        },
        { from: 'loggingOut', on: 'verify.token', to: 'loggingOut', facts: { skip: m.verifySkippedLoggingOut } },
        { from: 'loggingOut', on: 'verify.noToken', to: 'loggingOut', facts: { skip: m.verifySkippedLoggingOut } },
        { from: 'loggingOut', on: 'login', to: 'loggingInAfterLogout' },
      ],
    },
  ],
};

/** What a refused sign-in shows, by what the refusal carried (the text of the login page's alert). */
export const SIGN_IN_TEXTS: readonly (readonly [what: string, error: unknown, text: string])[] = [
  ["the server's message", { status: 401, body: { message: 'X', error: 'Y' } }, 'X'],
  ['its error field when the message is blank', { status: 400, body: { message: ' ', error: 'Y' } }, 'Y'],
  ['the fallback for a body of text', { status: 500, body: 'oops' }, m.loginFailed],
  ['the fallback for a null body', { status: 500, body: null }, m.loginFailed],
  ['the fallback for a network failure', { name: 'TypeError', message: 'Failed to fetch' }, m.loginFailed],
  ['the fallback for a thrown text', 'boom', m.loginFailed],
  ['the fallback for nothing thrown', null, m.loginFailed],
  [
    'the wait in whole minutes on a 429 that says how long',
    { status: 429, retryAfterSeconds: 90, body: { message: 'T' } },
    m.tooManyAttemptsWait(2),
  ],
  ["the server's message on a 429 without a wait", { status: 429, body: { message: 'T' } }, 'T'],
  [
    "the server's message on a 429 with a wait of 0",
    { status: 429, retryAfterSeconds: 0, body: { message: 'T' } },
    'T',
  ],
  [
    "the server's message on a 429 whose wait is not a number",
    { status: 429, retryAfterSeconds: '90', body: { message: 'T' } },
    'T',
  ],
  [
    "the server's message on a 429 with an endless wait",
    { status: 429, retryAfterSeconds: Infinity, body: { message: 'T' } },
    'T',
  ],
  [
    "the server's message on another refusal with a wait",
    { status: 503, retryAfterSeconds: 90, body: { message: 'T' } },
    'T',
  ],
];
