// The way from a list to its CSV import (CSVから発行 on the licences, CSVから登録 on the users):
// one look for both, beside the list's create button.
import { memo } from 'react';
import { useLocation } from 'wouter';
import { Button } from 'primereact/button';

/** Opens the import screen at `path`; the caller shows it to administrators only. Memoised: it skips the list's pages. */
export const ImportEntryButton = memo(function ImportEntryButton({ label, path }: { label: string; path: string }) {
  const [, navigate] = useLocation();
  return <Button type="button" label={label} icon="pi pi-file-import" outlined onClick={() => navigate(path)} />;
});
