// A text input's value as the user means it: while an IME composes ('て' → 'てs' → 'てす' →
// 'テスト') the element already holds the fragments, which must not reach a search, a URL or
// a filter. The input shows them (a local draft); its owner hears only committed text: every
// change outside a composition, and the composed text at compositionend.
import { useRef, useState, type ChangeEvent, type CompositionEvent } from 'react';

export interface CommittedTextProps {
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  onCompositionStart: (event: CompositionEvent<HTMLInputElement>) => void;
  onCompositionEnd: (event: CompositionEvent<HTMLInputElement>) => void;
}

/**
 * Props for a controlled text input whose owner holds `value` and hears `onCommit(text)` only
 * for committed text. Chromium fires the last input event before compositionend, Safari after
 * it (isComposing false): either way the owner hears the composed text once it is final.
 */
export function useCommittedText(value: string, onCommit: (text: string) => void): CommittedTextProps {
  const composing = useRef(false);
  // The element's text while composing; null when it is the owner's value.
  const [draft, setDraft] = useState<string | null>(null);
  return {
    value: draft ?? value,
    onCompositionStart: (e) => {
      composing.current = true;
      setDraft(e.currentTarget.value);
    },
    onChange: (e) => {
      const text = e.target.value;
      if (composing.current || (e.nativeEvent as InputEvent).isComposing) {
        setDraft(text);
        return;
      }
      setDraft(null);
      onCommit(text);
    },
    onCompositionEnd: (e) => {
      composing.current = false;
      setDraft(null);
      onCommit(e.currentTarget.value);
    },
  };
}
