// A labelled file picker that also takes a file dropped on it; it hands over the File itself (the
// import decodes the bytes). The same file chosen again is read again.
import { useRef, useState } from 'react';
import { bulkImport as t } from '../../shared/messages/bulk-import.ts';
import { FilePicker } from '../shared/form/file-picker.tsx';

export function FileDropZone({ disabled, onFile }: { disabled?: boolean; onFile: (file: File) => void }) {
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  return (
    <div
      className={`import-drop-zone border-round p-3 flex flex-column gap-2${over ? ' import-drop-zone-over' : ''}`}
      onDragOver={(e) => {
        e.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(e) => {
        e.preventDefault();
        setOver(false);
        const file = e.dataTransfer.files[0];
        if (file && !disabled) onFile(file);
      }}
    >
      <FilePicker
        inputRef={input}
        label={t.chooseFile}
        hint={t.dropHint}
        accept=".csv,.txt,text/csv"
        disabled={disabled}
        onChange={(e) => {
          const file = e.target.files?.[0];
          if (file) onFile(file);
          if (input.current) input.current.value = '';
        }}
      />
    </div>
  );
}
