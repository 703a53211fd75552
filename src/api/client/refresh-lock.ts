// One refresh at a time across the console's tabs (docs/adr/0064-one-way-a-session-ends.md): the
// refresh token rotates, so two tabs sending the same one would see the second refused. Each
// refresh runs under a Web Lock; the tab that waited then finds the new tokens in the shared
// storage and uses them instead of refreshing again.

/** The part of the Web Locks API used here (`navigator.locks`). */
export interface LockRequester {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

export interface RefreshLock {
  /** Runs `task` when no other tab (or call of this page) is refreshing. */
  run<T>(task: () => Promise<T>): Promise<T>;
}

export const REFRESH_LOCK_NAME = 'license-console-refresh';

function browserLocks(): LockRequester | undefined {
  const nav = typeof navigator === 'undefined' ? undefined : navigator;
  return nav?.locks ? { request: (name, callback) => nav.locks.request(name, callback) } : undefined;
}

/** Queued in this page only: where the browser has no Web Locks, the client's re-read after a refusal covers the tabs. */
function pageLock(): RefreshLock {
  let tail: Promise<unknown> = Promise.resolve();
  return {
    run<T>(task: () => Promise<T>): Promise<T> {
      const turn = tail.then(task, task);
      tail = turn.catch(() => undefined);
      return turn;
    },
  };
}

export function crossTabRefreshLock(locks: LockRequester | undefined = browserLocks()): RefreshLock {
  if (!locks) return pageLock();
  return { run: (task) => locks.request(REFRESH_LOCK_NAME, task) };
}
