import { Link } from 'wouter';
import { Message } from 'primereact/message';
import { Page } from '../shared/layout/page.tsx';
import { shell } from '../../shared/messages/shell.ts';
import { useDocumentTitle } from './document-title.ts';

export function NotFound() {
  useDocumentTitle(shell.notFoundTitle);
  return (
    <Page title={shell.notFoundTitle}>
      <Message severity="warn" text={shell.notFoundBody} />
      <p>
        <Link href="/dashboard">{shell.backToDashboard}</Link>
      </p>
    </Page>
  );
}
