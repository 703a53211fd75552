// My application (docs/product.md §2): the owner's single application. None yet (404): the
// first-time setup form, which on success shows the settings view. Otherwise the settings view,
// with an edit mode.
import { useState } from 'react';
import { useMyApplication } from '../../api/resources/applications.ts';
import { applications as t } from '../../shared/messages/applications.ts';
import { Page } from '../shared/layout/page.tsx';
import { ErrorState, LoadingRows } from '../shared/feedback/query-state.tsx';
import { ApplicationForm } from './application-form.tsx';
import { ApplicationSettingsView } from './application-settings-view.tsx';
import { SigningKeyCard } from '../shared/license-files/signing-key-card.tsx';

export function MyApplicationScreen() {
  const query = useMyApplication();
  const [editing, setEditing] = useState(false);

  let content;
  if (query.isPending) content = <LoadingRows rows={6} />;
  else if (query.isError) content = <ErrorState message={t.loadFailed} onRetry={() => void query.refetch()} />;
  else if (query.data === null) content = <ApplicationForm mode="setup" />;
  else if (editing)
    content = (
      <ApplicationForm key={query.data.application_id} mode="edit" app={query.data} onDone={() => setEditing(false)} />
    );
  else
    content = (
      <>
        <ApplicationSettingsView app={query.data} onEdit={() => setEditing(true)} />
        <SigningKeyCard />
      </>
    );

  return <Page title={t.myApplicationTitle}>{content}</Page>;
}
