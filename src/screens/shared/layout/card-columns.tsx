// Cards side by side while each can be 22rem wide, one above the other on a narrower screen: a
// form beside what it is about (the user edit screen's facts, the product an application is made from).
import type { ReactNode } from 'react';

const COLUMNS = {
  display: 'grid',
  gap: '1.5rem',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 22rem), 1fr))',
  alignItems: 'start',
} as const;

export function CardColumns({ children }: { children: ReactNode }) {
  return <div style={COLUMNS}>{children}</div>;
}
