// Loading and error states shared by the screens: skeletons rather than blank areas,
// and an error message with a retry button.
import { Message } from 'primereact/message';
import { Button } from 'primereact/button';
import { Skeleton } from 'primereact/skeleton';
import { isApiError } from '../../../api/client/errors.ts';
import { common } from '../../../shared/messages/common.ts';
import { Page } from '../layout/page.tsx';

export function ErrorState({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <div className="error-state" role="alert">
      <Message severity="error" text={message} />
      {onRetry ? (
        <Button label={common.retry} icon="pi pi-refresh" severity="secondary" outlined onClick={onRetry} />
      ) : null}
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
 * console blocks no route by role, docs/product.md §6): the title and the refusal, without the filters and
 * buttons that could only be refused again. Retry stays, for a refusal that was lifted.
 */
export function RefusedList({ title, message, onRetry }: { title: string; message: string; onRetry: () => void }) {
  return (
    <Page title={title}>
      <ErrorState message={message} onRetry={onRetry} />
    </Page>
  );
}

/**
 * What this server does not offer (an extension it lacks), said once and calmly: what is missing
 * and what the server would need. No retry: asking again would not change it.
 */
export function AbsentNote({ error }: { error: unknown }) {
  const detail = isApiError(error) ? error.detail : undefined;
  return (
    <div className="absent-note" role="status">
      <Message severity="info" text={isApiError(error) ? error.message : common.notFound} />
      {detail ? <p className="text-color-secondary mt-2 mb-0">{detail}</p> : null}
    </div>
  );
}

/** A whole screen of an extension this server lacks (opened by URL). */
export function AbsentFeature({ title, error }: { title: string; error: unknown }) {
  return (
    <Page title={title}>
      <AbsentNote error={error} />
    </Page>
  );
}
