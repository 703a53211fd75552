// Keeps the console's tabs in step: activity in one keeps the others alive, logging out in one
// logs out all. A broadcast tells the open tabs at once; the shared record in localStorage holds
// the latest activity for a tab that missed broadcasts (asleep, frozen, back from the bfcache).
import { webStorage } from '../shared/web-storage.ts';
export type TabMessage = { type: 'activity'; at: number } | { type: 'logout' };

const CHANNEL = 'license-console-session';
/** localStorage key of the shared record: ms since the epoch of the latest activity of any tab. */
export const LAST_ACTIVITY_KEY = 'lastActivityAt';

export interface TabSync {
  post: (message: TabMessage) => void;
  close: () => void;
}

function isTabMessage(data: unknown): data is TabMessage {
  const m = data as Partial<{ type: string; at: unknown }> | null;
  return m?.type === 'logout' || (m?.type === 'activity' && typeof m.at === 'number' && Number.isFinite(m.at));
}

export function openTabSync(onMessage: (message: TabMessage) => void): TabSync {
  if (typeof BroadcastChannel === 'undefined') return { post: () => {}, close: () => {} };
  const channel = new BroadcastChannel(CHANNEL);
  channel.onmessage = (event: MessageEvent<unknown>) => {
    if (isTabMessage(event.data)) onMessage(event.data);
  };
  return { post: (m) => channel.postMessage(m), close: () => channel.close() };
}

const storage = () => webStorage('localStorage');

export const sharedActivity = {
  /** The latest activity any tab recorded, if any. */
  read(): number | undefined {
    const raw = storage()?.getItem(LAST_ACTIVITY_KEY);
    const at = raw ? Number(raw) : NaN;
    return Number.isFinite(at) ? at : undefined;
  },
  /** Records activity at `at` unless a tab recorded a later one. */
  record(at: number): void {
    const stored = sharedActivity.read();
    if (stored !== undefined && at <= stored) return;
    try {
      storage()?.setItem(LAST_ACTIVITY_KEY, String(at));
    } catch {
      // Storage full or refused: the broadcast still tells the open tabs.
    }
  },
};
