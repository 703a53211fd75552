// A form the page never leaves: the browser's own validation off (the console's messages show
// instead) and a submit, by button or Enter, handed to `onSubmit`.
import type { ReactNode } from 'react';

export function SubmitForm({
  onSubmit,
  className = 'flex flex-column gap-3',
  children,
}: {
  onSubmit: () => void;
  className?: string;
  children: ReactNode;
}) {
  return (
    <form
      className={className}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      {children}
    </form>
  );
}
