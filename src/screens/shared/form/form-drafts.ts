// Unsaved form input in sessionStorage, per signed-in user and per form. Only this tab sees
// it, and it dies with the tab. Secret fields (passwords, API keys, tokens) are never written.
import { webStorage } from '../../../shared/web-storage.ts';

export const FORM_DRAFT_PREFIX = 'form-draft:v1:';

/** Field names that are never kept, whatever the form says. */
const SECRET_FIELD = /pass(word)?|secret|api_?key|token/i;

export interface StoredDraft {
  values: Record<string, unknown>;
  savedAt: string;
  /** Kept by a form torn down by a session expiry: the only drafts offered back. */
  afterExpiry?: boolean;
}

const storage = () => webStorage('sessionStorage');

export const draftKey = (userId: string, formId: string) => `${FORM_DRAFT_PREFIX}${userId}:${formId}`;

// Set by the way a session ends until a form is next opened by a signed-in user: the forms torn
// down by a sign-out cannot write their input back; those torn down by an expiry keep it for the user.
let mode: 'open' | 'discarding' | 'keepingForExpiry' = 'open';

export function allowDrafts(): void {
  mode = 'open';
}

/** A session expiry: the forms it tears down keep their input, offered back to the same user. */
export function keepDraftsForExpiry(): void {
  mode = 'keepingForExpiry';
}

/** The values without secret or excluded fields. */
export function withoutSecrets(
  values: Record<string, unknown>,
  exclude: readonly string[] = [],
): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(values).filter(([name]) => !SECRET_FIELD.test(name) && !exclude.includes(name)),
  );
}

export function readDraft(key: string): StoredDraft | null {
  const raw = storage()?.getItem(key);
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<StoredDraft>;
    if (typeof parsed.savedAt !== 'string' || typeof parsed.values !== 'object' || parsed.values === null) return null;
    return { values: withoutSecrets(parsed.values), savedAt: parsed.savedAt, afterExpiry: parsed.afterExpiry === true };
  } catch {
    return null;
  }
}

/** The draft to offer: only one kept by a session expiry (input typed before a failed save is not). */
export function offeredDraft(key: string): StoredDraft | null {
  const draft = readDraft(key);
  return draft?.afterExpiry ? draft : null;
}

export function writeDraft(
  key: string,
  values: Record<string, unknown>,
  exclude: readonly string[] = [],
  now: Date = new Date(),
): void {
  if (mode === 'discarding') return;
  const draft: StoredDraft = { values: withoutSecrets(values, exclude), savedAt: now.toISOString() };
  if (mode === 'keepingForExpiry') draft.afterExpiry = true;
  try {
    storage()?.setItem(key, JSON.stringify(draft));
  } catch {
    // Storage full or denied: the draft is a convenience, the form works without it.
  }
}

export function removeDraft(key: string): void {
  storage()?.removeItem(key);
}

/** A sign-out (here or in another tab), or another user signing in, leaves no input behind. */
export function discardAllDrafts(): void {
  mode = 'discarding';
  const s = storage();
  if (!s) return;
  // Collected first: removing while iterating shifts the indexes.
  const keys = Array.from({ length: s.length }, (_, i) => s.key(i)).filter(
    (key): key is string => key?.startsWith(FORM_DRAFT_PREFIX) ?? false,
  );
  for (const key of keys) s.removeItem(key);
}
