// The rows of a list the tolerant reader could not read (docs/adr/0053-answers-read-by-a-tolerant-reader.md):
// counted above the list, so that a missing row is never silent.
import { Message } from 'primereact/message';
import { common } from '../../../shared/messages/common.ts';

/** `count` rows were left out; nothing when none were. */
export function SkippedRowsNotice({ count }: { count: number }) {
  if (count <= 0) return null;
  return <Message severity="warn" className="mb-2 w-full justify-content-start" text={common.skippedRows(count)} />;
}
