// Loading and error states shared by the screens: skeletons rather than blank areas,
// and an error message with a retry button.
import { Message } from 'primereact/message';
import { Button } from 'primereact/button';
import { Skeleton } from 'primereact/skeleton';
import { common } from '../../shared/messages/common.ts';
import { Page } from './page.tsx';

export function ErrorState({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <div className="error-state" role="alert">
      <Message severity="error" text={message} />
      {onRetry ? <Button label={common.retry} icon="pi pi-refresh" severity="secondary" outlined onClick={onRetry} /> : null}
    </div>
  );
}

export function LoadingRows({ rows = 5, label = common.loading }: { rows?: number; label?: string }) {
  return (
    <div className="loading-rows" role="status" aria-label={label}>
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} height="2rem" className="mb-2" />
      ))}
    </div>
  );
}

/**
 * A list screen the server refuses this account (an ordinary user on an admin URL: the
 * console blocks no route by role, spec §1): the title and the refusal, without the filters and
 * buttons that could only be refused again. Retry stays, for a refusal that was lifted.
 */
export function RefusedList({ title, message, onRetry }: { title: string; message: string; onRetry: () => void }) {
  return (
    <Page title={title}>
      <ErrorState message={message} onRetry={onRetry} />
    </Page>
  );
}
