// What the idle deadline must do, written apart from its machine, in the times a user lives:
// the warning from 25 minutes after the last activity (in any tab) with the minutes actually
// left, hidden after 10 s; the end at 30, whatever woke the page; activity before then starts the
// 30 minutes again. Times are minutes after the last activity; `sessionTimes` makes them real.
import type { AnyMachineSnapshot } from 'xstate';
import {
  selectIsSessionTracked,
  selectMinutesLeft,
  selectShowExpired,
  selectShowWarning,
} from '../../../src/machines/session/selectors.ts';
import { sessionIdleMachine } from '../../../src/machines/session/session-idle-machine.ts';
import { auth as m } from '../../../src/shared/messages/auth.ts';
import type { Expectation, ExpectedRow, ExpectedState } from '../support/expected.ts';

export const MINUTE = 60_000;
const S = 1000;
export const SESSION_TIMERS = {
  warning: 'xstate.after.untilWarning.sessionIdle.tracking.active',
  expiry: 'xstate.after.untilExpiry.sessionIdle.tracking.warning',
  hide: 'xstate.after.warningAutoHide.sessionIdle.tracking.warning.visible',
} as const;

/** A model event's own times: `idle` after the last activity, `later` after now, `otherTab` active after the last activity. */
export interface SessionModelTimes {
  idle?: number;
  later?: number;
  otherTab?: number;
}

/** The real times of a model event: `at`, and the shared record of the tabs (`lastActivityAt`) if it brings one. */
export function sessionTimes(
  event: SessionModelTimes,
  lastActivityAt: number | null,
  wallNow: number,
): { at: number; lastActivityAt?: number } {
  const base = lastActivityAt ?? wallNow;
  const at = event.idle !== undefined ? base + event.idle : wallNow + (event.later ?? 0);
  return event.otherTab === undefined ? { at } : { at, lastActivityAt: base + event.otherTab };
}

const warning = (minutes: number) => `バナー『${m.sessionWarning(minutes)}』`;
const quiet = '警告も終了のバナーも表示されない';
const tracked = (
  idle: number,
  extra: Partial<ExpectedState> & Pick<ExpectedState, 'value' | 'name' | 'shows'>,
): ExpectedState => ({
  ...extra,
  facts: { tracked: true, idle, expired: false, warning: extra.value === 'tracking.warning.visible', ...extra.facts },
});

const TRACKING = ['active', 'active21', 'warning25', 'warning26', 'hidden25', 'hidden26'] as const;
const everywhereTracked = (): ExpectedRow[] =>
  TRACKING.flatMap((from) => [
    { from, on: 'start', to: 'active' },
    { from, on: 'stop', to: 'inactive' },
    { from, on: 'activity', to: 'active', effects: [{ action: 'shareActivity' }] },
    { from, on: 'activity.late', to: 'expired', effects: [{ action: 'onExpire' }] },
    { from, on: 'remote.later', to: 'active' },
    { from, on: 'check31', to: 'expired', effects: [{ action: 'onExpire' }] },
    { from, on: 'check31.other', to: 'active21' },
  ]);

export const expectation: Expectation = {
  machine: sessionIdleMachine,
  id: 'sessionIdle',
  injected: ['onExpire', 'shareActivity'],
  facts: (s) => {
    const snapshot = s as AnyMachineSnapshot;
    const c = snapshot.context as { now: number; lastActivityAt: number };
    return {
      tracked: selectIsSessionTracked(snapshot as never),
      idle: snapshot.matches('tracking') ? c.now - c.lastActivityAt : null,
      warning: selectShowWarning(snapshot as never),
      minutesLeft: selectMinutesLeft(snapshot as never),
      expired: selectShowExpired(snapshot as never),
    };
  },
  events: {
    start: { event: { type: 'session.start' }, step: 'ログインする' },
    stop: { event: { type: 'session.stop' }, step: '『ログアウト』を押す' },
    activity: { event: { type: 'session.activity' }, step: '画面を操作する（キーを押す）' },
    'activity.late': {
      event: { type: 'session.activity', idle: 30 * MINUTE },
      step: 'PC をスリープさせ、最後の操作からちょうど 30 分後に復帰してキーを押す',
    },
    'remote.later': {
      event: { type: 'session.remoteActivity', later: MINUTE },
      step: '1 分後、同じブラウザの別のタブで画面を操作する',
    },
    'remote.older': {
      event: { type: 'session.remoteActivity', idle: -MINUTE },
      step: '別のタブから、こちらの最後の操作より前の操作の知らせが遅れて届く',
    },
    'remote.same': {
      event: { type: 'session.remoteActivity', idle: 0 },
      step: '別のタブから、こちらの最後の操作と同じ時刻の操作の知らせが届く',
    },
    check26: {
      event: { type: 'session.check', idle: 26 * MINUTE },
      step: '最後の操作から 26 分後にスリープから復帰する（タブを表示する）',
    },
    check31: {
      event: { type: 'session.check', idle: 31 * MINUTE },
      step: '最後の操作から 31 分後にスリープから復帰する',
    },
    'check31.other': {
      event: { type: 'session.check', idle: 31 * MINUTE, otherTab: 10 * MINUTE },
      step: '最後の操作の 10 分後に別のタブで操作し、そこから 21 分後（こちらでは 31 分後）にこのタブを表示する',
    },
    'after.warning': { event: { type: SESSION_TIMERS.warning, idle: 25 * MINUTE }, step: '最後の操作から 25 分待つ' },
    'after.hide': { event: { type: SESSION_TIMERS.hide, later: 10 * S }, step: '10 秒待つ' },
    'after.expiry': {
      event: { type: SESSION_TIMERS.expiry, idle: 30 * MINUTE },
      step: '最後の操作から 30 分になるまで待つ',
    },
    dismiss: { event: { type: 'session.dismiss' }, step: '終了のバナーの『閉じる』を押す' },
  },
  flows: [
    {
      title: '操作がないときのセッション終了',
      precondition:
        'ログイン画面を開いている（管理者 admin@example.com / Admin123!）。同じブラウザで 2 つ目のタブを開ける',
      realize: (event, snapshot) => {
        if (event.type.startsWith('xstate.after.') || event.type === 'session.stop' || event.type === 'session.dismiss')
          return { type: event.type };
        const c = snapshot.context as { now: number; lastActivityAt: number };
        return {
          type: event.type,
          ...sessionTimes(event as SessionModelTimes, snapshot.matches('tracking') ? c.lastActivityAt : null, c.now),
        };
      },
      initial: 'inactive',
      states: {
        inactive: {
          value: 'inactive',
          name: 'セッションなし',
          shows: [quiet],
          facts: { tracked: false, idle: null, warning: false, expired: false },
        },
        active: tracked(0, { value: 'tracking.active', name: '操作中', shows: [quiet] }),
        active21: tracked(21 * MINUTE, {
          value: 'tracking.active',
          name: '別のタブの操作で継続（21 分経過）',
          shows: [quiet],
        }),
        warning25: tracked(25 * MINUTE, {
          value: 'tracking.warning.visible',
          name: '警告（残り約 5 分）',
          shows: [warning(5)],
          facts: { minutesLeft: 5 },
        }),
        warning26: tracked(26 * MINUTE, {
          value: 'tracking.warning.visible',
          name: '警告（残り約 4 分）',
          shows: [warning(4)],
          facts: { minutesLeft: 4 },
        }),
        hidden25: tracked(25 * MINUTE + 10 * S, {
          value: 'tracking.warning.hidden',
          name: '警告が消えた（25 分経過）',
          shows: [quiet],
        }),
        hidden26: tracked(26 * MINUTE + 10 * S, {
          value: 'tracking.warning.hidden',
          name: '警告が消えた（26 分経過）',
          shows: [quiet],
          impossible: { check26: 'the page cannot wake at 26 minutes when the clock already reads 26 min 10 s' },
        }),
        expired: {
          value: 'expired',
          name: 'セッション終了',
          shows: [`バナー『${m.sessionExpired}』`, 'ログイン画面に戻る'],
          facts: { tracked: false, idle: null, warning: false, expired: true },
        },
      },
      rows: [
        { from: 'inactive', on: 'start', to: 'active' },
        ...everywhereTracked(),
        { from: 'active', on: 'check26', to: 'warning26' },
        { from: 'active21', on: 'check26', to: 'warning26' },
        { from: 'warning25', on: 'check26', to: 'warning26' },
        { from: 'warning26', on: 'check26', to: 'warning26' },
        { from: 'hidden25', on: 'check26', to: 'warning26' },
        { from: 'active', on: 'after.warning', to: 'warning25' },
        { from: 'active21', on: 'after.warning', to: 'warning25' },
        { from: 'warning25', on: 'after.hide', to: 'hidden25' },
        { from: 'warning26', on: 'after.hide', to: 'hidden26' },
        { from: 'hidden25', on: 'after.expiry', to: 'expired', effects: [{ action: 'onExpire' }] },
        { from: 'hidden26', on: 'after.expiry', to: 'expired', effects: [{ action: 'onExpire' }] },
        { from: 'expired', on: 'dismiss', to: 'inactive' },
        { from: 'expired', on: 'start', to: 'active' },
      ],
    },
  ],
};
