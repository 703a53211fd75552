// The buttons beside a list's title that open another screen: its create screen, and its CSV
// import (CSVから発行 on the licences, CSVから登録 on the users) in one look for both.
import { memo } from 'react';
import { useLocation } from 'wouter';
import { Button } from 'primereact/button';

export interface PathButtonProps {
  label: string;
  /** A PrimeIcons class, e.g. 'pi pi-plus'. */
  icon: string;
  /** The screen it opens. */
  path: string;
  outlined?: boolean;
}

/** Opens the screen at `path`. Memoised on its texts and path: a page, sort or filter of the list leaves it as it is. */
export const PathButton = memo(function PathButton({ label, icon, path, outlined = false }: PathButtonProps) {
  const [, navigate] = useLocation();
  return <Button type="button" label={label} icon={icon} outlined={outlined} onClick={() => navigate(path)} />;
});

/** Opens the import screen at `path`; the caller shows it to administrators only. */
export function ImportEntryButton({ label, path }: { label: string; path: string }) {
  return <PathButton label={label} icon="pi pi-file-import" path={path} outlined />;
}
