// Copies a full value (a licence key shown cut to its first characters) to the clipboard:
// what the user pastes is the whole key, never the truncated text on screen.
import { Button } from 'primereact/button';
import { common } from '../../../shared/messages/common.ts';
import { useNotify } from '../feedback/notify.tsx';

export function CopyButton({ value, label }: { value: string; label: string }) {
  const notify = useNotify();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      notify.success(common.copied);
    } catch {
      // No clipboard (an insecure origin, a denied permission): say so rather than pretend.
      notify.error(common.copyFailed);
    }
  };
  return (
    <Button
      type="button"
      icon="pi pi-copy"
      text
      rounded
      size="small"
      className="copy-button"
      aria-label={label}
      title={label}
      onClick={() => void copy()}
    />
  );
}
