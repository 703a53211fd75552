// What the end of a session must do, written apart from its machine: every way it ends reaches
// the server with the tokens still known (the auth machine's logout) or removes them, forgets the
// page's memory and leaves for /login; an expiry keeps the user's unsaved input for that user only.
import { sessionEndMachine } from '../../../src/machines/session-end/session-end-machine.ts';
import { auth as m } from '../../../src/shared/messages/auth.ts';
import { drafts } from '../../../src/shared/messages/forms/drafts.ts';
import type { Expectation, ExpectedEffect, ExpectedRow, ExpectedState } from '../support/expected.ts';
import { MODEL_ADMIN, MODEL_USER } from './session-end.fixtures.ts';

type Who = 'admin' | 'user';
const ID: Record<Who, string> = { admin: MODEL_ADMIN, user: MODEL_USER };
const NAME: Record<Who, string> = { admin: '管理者', user: '一般ユーザー' };
const other = (who: Who): Who => (who === 'admin' ? 'user' : 'admin');
const expired = (who: Who) => `expired${who === 'admin' ? 'Admin' : 'User'}`;
const signIn = (who: Who) => `signIn${who === 'admin' ? 'Admin' : 'User'}`;

const end = (cause: string): ExpectedEffect => ({ action: 'endAuthSession', params: { cause } });
const leave = (returnHere: boolean): ExpectedEffect => ({ action: 'leaveForLogin', params: { returnHere } });
const forget: ExpectedEffect = { action: 'forgetPageMemory' };
const discard: ExpectedEffect = { action: 'discardDrafts' };
const keep: ExpectedEffect = { action: 'keepDraftsForExpiry' };

const IDLE_ONLY_SIGNED_IN =
  'the idle deadline runs only while a user is signed in (the refused refresh takes the same transition)';
const NO_LOGOUT_BUTTON = 'signed out, the page has no ログアウト button (the screens call the shell’s logout)';
const loginScreen = `ログイン画面（『${m.loginButton}』ボタン）`;
const nothingOfAnyone = '前のユーザーの一覧・件数・お知らせ・プロフィールはどこにもない（戻るボタンでも）';

const signedInState = (who: Who): ExpectedState => ({
  value: 'signedIn',
  name: `${NAME[who]}がログイン中`,
  shows: [`${NAME[who]}自身のダッシュボード・マイページ・お知らせの件数だけ`, nothingOfAnyone],
  facts: { userId: ID[who], draftsKeptFor: null },
});

const expiredState = (who: Who): ExpectedState => ({
  value: 'expired',
  name: `${NAME[who]}のセッションが期限切れ`,
  shows: [loginScreen, nothingOfAnyone, `同じ${NAME[who]}が再ログインするとフォームに『${drafts.restore}』の案内`],
  facts: { userId: null, draftsKeptFor: ID[who] },
});

function signedInRows(who: Who): ExpectedRow[] {
  return [
    { from: who, on: signIn(other(who)), to: other(who), effects: [forget, discard] },
    { from: who, on: 'logout', to: 'signedOut', effects: [end('logout'), forget, discard, leave(false)] },
    { from: who, on: 'idle', to: expired(who), effects: [keep, end('idle'), forget, leave(false)] },
    { from: who, on: 'refused', to: expired(who), effects: [keep, end('refreshRefused'), forget, leave(true)] },
    { from: who, on: 'remote', to: 'signedOut', effects: [end('remote'), forget, discard, leave(false)] },
  ];
}

function expiredRows(who: Who): ExpectedRow[] {
  return [
    { from: expired(who), on: signIn(who), to: who },
    { from: expired(who), on: signIn(other(who)), to: other(who), effects: [discard] },
    {
      from: expired(who),
      on: 'logout',
      to: 'signedOut',
      effects: [end('logout'), discard, leave(false)],
      cannot: { browser: NO_LOGOUT_BUTTON },
    },
    { from: expired(who), on: 'remote', to: 'signedOut', effects: [end('remote'), discard] },
  ];
}

export const expectation: Expectation = {
  machine: sessionEndMachine,
  id: 'sessionEnd',
  injected: ['endAuthSession', 'forgetPageMemory', 'discardDrafts', 'keepDraftsForExpiry', 'leaveForLogin'],
  events: {
    signInAdmin: {
      event: { type: 'sessionEnd.signedIn', userId: MODEL_ADMIN },
      step: '管理者（admin@example.com）でログインする',
    },
    signInUser: {
      event: { type: 'sessionEnd.signedIn', userId: MODEL_USER },
      step: '同じタブで一般ユーザー（user@example.com）でログインする',
    },
    logout: { event: { type: 'sessionEnd.logout' }, step: `『${m.logoutButton}』を押す` },
    idle: {
      event: { type: 'sessionEnd.expired', cause: 'idle' },
      step: '30 分間操作しない',
      setup: '時計を進める（E2E ではページの時計）',
    },
    refused: {
      event: { type: 'sessionEnd.expired', cause: 'refreshRefused' },
      step: 'アクセストークンの期限切れ後にサーバーがリフレッシュを拒否する',
      setup: 'モックの障害: /auth/refresh に 401',
    },
    remote: { event: { type: 'sessionEnd.remoteLogout' }, step: `別のタブで『${m.logoutButton}』を押す` },
  },
  flows: [
    {
      title: 'セッションの終了',
      precondition: 'デモのデータ。同じブラウザのタブでログイン画面を開いている',
      initial: 'signedOut',
      states: {
        signedOut: {
          value: 'signedOut',
          name: 'ログアウト済み',
          shows: [loginScreen, nothingOfAnyone, 'フォームの下書きは残らない'],
          facts: { userId: null, draftsKeptFor: null },
        },
        admin: signedInState('admin'),
        user: signedInState('user'),
        expiredAdmin: expiredState('admin'),
        expiredUser: expiredState('user'),
      },
      rows: [
        { from: 'signedOut', on: 'signInAdmin', to: 'admin' },
        { from: 'signedOut', on: 'signInUser', to: 'user' },
        {
          from: 'signedOut',
          on: 'logout',
          to: 'signedOut',
          effects: [end('logout'), forget, discard, leave(false)],
          cannot: { browser: NO_LOGOUT_BUTTON },
        },
        { from: 'signedOut', on: 'remote', to: 'signedOut', effects: [end('remote'), forget, discard] },
        {
          from: 'signedOut',
          on: 'idle',
          to: 'signedOut',
          effects: [end('idle'), forget, leave(false)],
          cannot: { screens: IDLE_ONLY_SIGNED_IN, browser: IDLE_ONLY_SIGNED_IN },
        },
        { from: 'signedOut', on: 'refused', to: 'signedOut', effects: [end('refreshRefused'), forget, leave(true)] },
        ...signedInRows('admin'),
        ...signedInRows('user'),
        ...expiredRows('admin'),
        ...expiredRows('user'),
      ],
    },
  ],
};
