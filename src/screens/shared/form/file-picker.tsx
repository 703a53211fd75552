// A file input that speaks Japanese whatever the browser's language: the native input stays the
// control (focus, keyboard, screen readers, a test's setInputFiles), visually hidden behind a
// button-styled label and the chosen file's name.
import { useId, useState, type ChangeEvent, type RefObject } from 'react';
import { common } from '../../../shared/messages/common.ts';
import './file-picker.css';

export interface FilePickerProps {
  /** The field's caption, the input's accessible name. */
  label: string;
  hint?: string;
  accept: string;
  disabled?: boolean;
  inputRef?: RefObject<HTMLInputElement | null>;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}

export function FilePicker({ label, hint, accept, disabled, inputRef, onChange }: FilePickerProps) {
  const id = useId();
  const [chosen, setChosen] = useState<string | null>(null);
  return (
    <div className="flex flex-column gap-1">
      <span id={`${id}-label`}>{label}</span>
      <div className="file-picker flex align-items-center gap-2 flex-wrap">
        <input
          ref={inputRef}
          id={id}
          type="file"
          className="file-picker-input"
          accept={accept}
          disabled={disabled}
          aria-labelledby={`${id}-label`}
          aria-describedby={[`${id}-chosen`, hint ? `${id}-hint` : ''].filter(Boolean).join(' ')}
          onChange={(e) => {
            setChosen(e.target.files?.[0]?.name ?? null);
            onChange(e);
          }}
        />
        <label htmlFor={id} className="p-button p-button-outlined p-button-sm" aria-hidden="true">
          <span className="pi pi-upload mr-2" aria-hidden="true" />
          {common.pickFile}
        </label>
        <span id={`${id}-chosen`} className="text-color-secondary">
          {chosen ?? common.noFileChosen}
        </span>
      </div>
      {hint ? <small id={`${id}-hint`}>{hint}</small> : null}
    </div>
  );
}
