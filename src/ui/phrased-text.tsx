// No PrimeReact counterpart: the table's text cells and a few screens' names break between
// words, not inside one (docs/adr/0048-japanese-line-breaking.md).

// Text with a line-break opportunity (<wbr>) wherever src/shared/phrase-breaks.ts finds one:
// between the words of a Japanese compound, and before an e-mail's '@'.
import { Fragment, type ReactNode } from 'react';
import { phraseParts } from '../shared/phrase-breaks.ts';

export function PhrasedText({ text }: { text: string }): ReactNode {
  const parts = phraseParts(text);
  if (parts.length === 1) return text;
  return parts.map((part, i) => (
    <Fragment key={i}>
      {i > 0 ? <wbr /> : null}
      {part}
    </Fragment>
  ));
}
