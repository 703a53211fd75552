// Loading and error states shared by the screens: skeletons rather than blank areas,
// and an error message with a retry button.
import { Message } from 'primereact/message';
import { Button } from 'primereact/button';
import { Skeleton } from 'primereact/skeleton';
import { common } from '../../shared/messages/common.ts';

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
