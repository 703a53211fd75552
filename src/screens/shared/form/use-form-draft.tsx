// No lost input (docs/adr/0039-drafts-in-session-storage.md): a form's unsaved values outlive a
// session's expiry (form-drafts.ts) and <FormDraftNotice> offers them back after the same user signs
// in again; a successful save calls `clear()`, a sign-out or another user's sign-in discards every draft.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { Button } from 'primereact/button';
import { tokenStorage } from '../../../api/client/token-storage.ts';
import { FORM_DRAFT_DEBOUNCE_MS } from '../../../shared/constants.ts';
import { formatDateTime } from '../../../shared/format.ts';
import { drafts as t } from '../../../shared/messages/forms/drafts.ts';
import { allowDrafts, draftKey, offeredDraft, removeDraft, writeDraft, type StoredDraft } from './form-drafts.ts';
import { useCurrentUser } from '../state/current-user.tsx';

export interface FormDraftOptions {
  /** Unique per form (and per record for edit forms: `user-edit:<id>`). */
  formId: string;
  /** Fields never kept, beyond the built-in password / API key / token rule. */
  exclude?: readonly string[];
  /** False while the form's own values are still loading: the offer waits. */
  ready?: boolean;
}

export interface FormDraft {
  /** A kept draft waiting for the user's choice, or null. */
  offer: StoredDraft | null;
  restore: () => void;
  discard: () => void;
  /** After a successful save: nothing to keep any more. */
  clear: () => void;
}

type DraftForm<T extends FieldValues> = Pick<UseFormReturn<T>, 'watch' | 'getValues' | 'reset'>;

export function useFormDraft<T extends FieldValues>(
  form: DraftForm<T>,
  { formId, exclude = [], ready = true }: FormDraftOptions,
): FormDraft {
  const userId = useCurrentUser()?.id ?? null;
  const key = userId ? draftKey(userId, formId) : null;
  const [offer, setOffer] = useState<StoredDraft | null>(() => (key ? offeredDraft(key) : null));
  const { watch, getValues, reset } = form;
  // A stable value for the effects (callers pass a fresh array each render).
  const excludeList = exclude.join('\n');
  // Whether this form holds input of the user's that is not saved.
  const unsaved = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const cancelTimer = () => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
  };

  useEffect(() => {
    if (!key) return;
    const excluded = excludeList ? excludeList.split('\n') : [];
    allowDrafts();
    const subscription = watch((_values, info) => {
      // Only what the user did; resets and programmatic setValue are not input.
      if (info.type !== 'change') return;
      unsaved.current = true;
      cancelTimer();
      timer.current = setTimeout(() => {
        timer.current = null;
        writeDraft(key, getValues() as Record<string, unknown>, excluded);
      }, FORM_DRAFT_DEBOUNCE_MS);
    });
    return () => {
      subscription.unsubscribe();
      cancelTimer();
      // Still signed in: the form was left on purpose. Every session ending removes the token
      // first; an expiry marks what is written now as kept for the user (form-drafts.ts).
      if (tokenStorage.getAccessToken() !== null) removeDraft(key);
      else if (unsaved.current) writeDraft(key, getValues() as Record<string, unknown>, excluded);
    };
  }, [key, watch, getValues, excludeList]);

  const restore = useCallback(() => {
    if (!offer) return;
    const current = getValues() as Record<string, unknown>;
    // Secret fields stay as they are now (empty): they were never kept.
    reset({ ...current, ...offer.values } as T, { keepDefaultValues: true });
    unsaved.current = true;
    if (key) writeDraft(key, getValues() as Record<string, unknown>, excludeList ? excludeList.split('\n') : []);
    setOffer(null);
  }, [offer, getValues, reset, key, excludeList]);

  const discard = useCallback(() => {
    if (key && !unsaved.current) removeDraft(key);
    setOffer(null);
  }, [key]);

  const clear = useCallback(() => {
    cancelTimer();
    unsaved.current = false;
    if (key) removeDraft(key);
    setOffer(null);
  }, [key]);

  return { offer: ready ? offer : null, restore, discard, clear };
}

/** The offer above a form: when the kept input was saved, restore or discard. */
export function FormDraftNotice({ draft }: { draft: FormDraft }) {
  if (!draft.offer) return null;
  return (
    <div
      className="form-draft-notice p-message p-message-info p-3 mb-3 flex flex-wrap align-items-center gap-2"
      role="region"
      aria-label={t.noticeLabel}
    >
      <span className="pi pi-history" aria-hidden="true" />
      <span className="flex-1">{t.notice(formatDateTime(draft.offer.savedAt))}</span>
      <Button type="button" label={t.restore} icon="pi pi-replay" size="small" onClick={draft.restore} />
      <Button type="button" label={t.discard} severity="secondary" outlined size="small" onClick={draft.discard} />
    </div>
  );
}
