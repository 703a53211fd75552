// A labelled file picker that hands over the chosen file's name and text (a request or return
// file of the client software). A file larger than `maxBytes` is not read: its text is null.
import { useRef } from 'react';
import { FilePicker, type FilePickerProps } from './file-picker.tsx';

export interface TextFileInputProps extends Omit<FilePickerProps, 'inputRef' | 'onChange'> {
  maxBytes: number;
  onRead: (file: { name: string; text: string | null }) => void;
}

export function TextFileInput({ maxBytes, onRead, ...picker }: TextFileInputProps) {
  const input = useRef<HTMLInputElement>(null);
  const read = async (file: File | undefined) => {
    if (!file) return;
    const text = file.size > maxBytes ? null : await file.text();
    onRead({ name: file.name, text });
    // The same file chosen again (after a refusal) is read again.
    if (input.current) input.current.value = '';
  };
  return <FilePicker {...picker} inputRef={input} onChange={(e) => void read(e.target.files?.[0])} />;
}
