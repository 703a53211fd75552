// The key a regeneration answered, shown this once: masked (first 4 + last 4) with the eye and a
// copy button. An answer without the whole key (none, or only its mask) says where to see it.
import { Dialog } from 'primereact/dialog';
import { Message } from 'primereact/message';
import { maskSecret } from '../../shared/format.ts';
import { applications as t } from '../../shared/messages/applications.ts';
import { CopyButton } from '../shared/values/copy-button.tsx';
import { MaskedValue } from '../shared/values/masked-value.tsx';

/** The whole key, or null when the answer held none or only a mask (a mask masks to itself). */
export const wholeKey = (key: string | null | undefined): string | null =>
  key && maskSecret(key) !== key ? key : null;

export function NewKeyDialog({ shown, onHide }: { shown: { key: string | null } | null; onHide: () => void }) {
  const key = shown?.key ?? null;
  return (
    <Dialog header={t.newKeyTitle} visible={shown !== null} onHide={onHide} modal style={{ width: 'min(32rem, 95vw)' }}>
      {key ? (
        <>
          <Message severity="warn" text={t.newKeyOnce} />
          <p className="flex align-items-center gap-2">
            <MaskedValue masked={maskSecret(key)} label={t.newKeyLabel} reveal={() => Promise.resolve(key)} />
            <CopyButton value={key} label={t.copyNewKey} />
          </p>
        </>
      ) : (
        <Message severity="info" text={t.newKeyOnServer} />
      )}
    </Dialog>
  );
}
