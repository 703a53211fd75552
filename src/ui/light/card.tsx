// Stands in for PrimeReact 10.9.9's <Card> (body and content, no title) on the first load
// (docs/adr/0027-hand-written-stand-ins.md); tests/unit/ui/primereact-markup.test.tsx pins its markup.
import type { ReactNode } from 'react';

export function LightCard({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <div className={`p-card p-component${className ? ` ${className}` : ''}`}>
      <div className="p-card-body">
        <div className="p-card-content">{children}</div>
      </div>
    </div>
  );
}
