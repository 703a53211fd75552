// A secret shown masked (first 4 + last 4) with a reveal toggle (spec §2, §9).
import { useState } from 'react';
import { Button } from 'primereact/button';
import { maskSecret } from '../../shared/format.ts';
import { common } from '../../shared/messages/common.ts';

export function MaskedValue({ value, label }: { value: string | null; label: string }) {
  const [revealed, setRevealed] = useState(false);
  return (
    <span className="masked-value">
      <code aria-label={label}>{revealed ? (value ?? '-') : maskSecret(value)}</code>
      {value ? (
        <Button
          type="button"
          text
          rounded
          icon={revealed ? 'pi pi-eye-slash' : 'pi pi-eye'}
          aria-label={`${label}を${revealed ? common.hide : common.show}`}
          aria-pressed={revealed}
          onClick={() => setRevealed((r) => !r)}
        />
      ) : null}
    </span>
  );
}
