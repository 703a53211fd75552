// The import's tables (the preview, the result): scrolled in their own frame, each named by its
// section's heading, a header cell per column.
import type { ReactNode } from 'react';

export function ImportTable({
  labelledBy,
  headers,
  children,
}: {
  labelledBy: string;
  headers: readonly ReactNode[];
  children: ReactNode;
}) {
  return (
    <div className="import-table-wrap">
      <table className="import-table" aria-labelledby={labelledBy}>
        <thead>
          <tr>
            {headers.map((header, i) => (
              <th scope="col" key={i}>
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
