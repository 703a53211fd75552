// Unsaved form input in sessionStorage, per signed-in user and per form. Only this tab sees
// it, and it dies with the tab. Secret fields (passwords, API keys, tokens) are never written.
import { webStorage } from '../../../shared/web-storage.ts';

export const FORM_DRAFT_PREFIX = 'form-draft:v1:';

/** Field names that are never kept, whatever the form says. */
const SECRET_FIELD = /pass(word)?|secret|api_?key|token/i;

export interface StoredDraft {
  values: Record<string, unknown>;
  savedAt: string;
}

const storage = () => webStorage('sessionStorage');

export const draftKey = (userId: string, formId: string) => `${FORM_DRAFT_PREFIX}${userId}:${formId}`;

// Set by a deliberate logout until a form is next opened by a signed-in user, so the forms
// being torn down by that logout cannot write their input back.
let discarding = false;

export function allowDrafts(): void {
  discarding = false;
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
    return { values: withoutSecrets(parsed.values), savedAt: parsed.savedAt };
  } catch {
    return null;
  }
}

export function writeDraft(
  key: string,
  values: Record<string, unknown>,
  exclude: readonly string[] = [],
  now: Date = new Date(),
): void {
  if (discarding) return;
  try {
    storage()?.setItem(
      key,
      JSON.stringify({ values: withoutSecrets(values, exclude), savedAt: now.toISOString() } satisfies StoredDraft),
    );
  } catch {
    // Storage full or denied: the draft is a convenience, the form works without it.
  }
}

export function removeDraft(key: string): void {
  storage()?.removeItem(key);
}

/** A deliberate logout (here or in another tab) leaves no input behind. */
export function discardAllDrafts(): void {
  discarding = true;
  const s = storage();
  if (!s) return;
  // Collected first: removing while iterating shifts the indexes.
  const keys = Array.from({ length: s.length }, (_, i) => s.key(i)).filter(
    (key): key is string => key?.startsWith(FORM_DRAFT_PREFIX) ?? false,
  );
  for (const key of keys) s.removeItem(key);
}
