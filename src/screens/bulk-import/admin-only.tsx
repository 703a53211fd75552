// The imports are the admin's: anyone else opening their URL is told so before any file is read
// or call made.
import type { ReactNode } from 'react';
import { common } from '../../shared/messages/common.ts';
import { ErrorState } from '../shared/feedback/query-state.tsx';
import { Page } from '../shared/layout/page.tsx';
import { useIsAdmin } from '../shared/state/current-user.tsx';

export function AdminOnly({ title, children }: { title: string; children: ReactNode }) {
  if (useIsAdmin()) return children;
  return (
    <Page title={title}>
      <ErrorState message={common.forbidden} />
    </Page>
  );
}
