// A secret shown masked (first 4 + last 4, docs/product.md §2, §9) whose eye asks the server's
// reveal call for the whole key, kept in this component's state only: hidden again by the toggle,
// forgotten when the screen goes (docs/adr/0038-key-reveal-is-a-server-call.md).
import { useEffect, useRef, useState } from 'react';
import { Button } from 'primereact/button';
import { common } from '../../../shared/messages/common.ts';
import { notifyFailure } from '../feedback/notify-failure.ts';
import { useNotify } from '../feedback/notify.tsx';

export interface MaskedValueProps {
  /** The mask the server sent; null when there is no key (nothing to reveal). */
  masked: string | null;
  /** Names the value and its button: `${label}を表示` / `${label}を非表示`. */
  label: string;
  /** Asks the server for the whole key (an ADMIN-only call). */
  reveal: () => Promise<string>;
}

/** The revealed key, with the mask it belongs to: a new mask (a saved key) hides it again. */
interface Revealed {
  masked: string;
  key: string;
}

export function MaskedValue({ masked, label, reveal }: MaskedValueProps) {
  const notify = useNotify();
  const [revealed, setRevealed] = useState<Revealed | null>(null);
  const [pending, setPending] = useState(false);
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  if (revealed && revealed.masked !== masked) setRevealed(null);
  const shown = revealed !== null && revealed.masked === masked;

  const toggle = async () => {
    if (shown) {
      setRevealed(null);
      return;
    }
    if (!masked) return;
    setPending(true);
    try {
      const key = await reveal();
      // An answer that arrives after the user left the screen is dropped.
      if (mounted.current) setRevealed({ masked, key });
    } catch (error) {
      if (mounted.current) notifyFailure(notify, error, common.revealFailed);
    } finally {
      if (mounted.current) setPending(false);
    }
  };

  return (
    <span className="masked-value">
      <code aria-label={label}>{shown ? revealed.key : (masked ?? common.none)}</code>
      {masked ? (
        <Button
          type="button"
          text
          rounded
          icon={shown ? 'pi pi-eye-slash' : 'pi pi-eye'}
          loading={pending}
          disabled={pending}
          aria-busy={pending}
          aria-label={`${label}を${shown ? common.hide : common.show}`}
          aria-pressed={shown}
          onClick={() => void toggle()}
        />
      ) : null}
    </span>
  );
}
