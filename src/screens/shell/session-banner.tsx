// Top-centre session banner (spec §2, §9): the idle warning hides itself after 10 s
// (the machine's job); the expiry message stays until dismissed.
import { useSelector } from '@xstate/react';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { selectShowExpired, selectShowWarning } from '../../machines/session/selectors.ts';
import { auth as t } from '../../shared/messages/auth.ts';
import { shell } from '../../shared/messages/shell.ts';
import { useShellActors } from './actor-context.tsx';

export function SessionBanner() {
  const { session } = useShellActors();
  const showWarning = useSelector(session, selectShowWarning);
  const showExpired = useSelector(session, selectShowExpired);
  if (!showWarning && !showExpired) return null;
  return (
    <div className="session-banner" role={showExpired ? 'alert' : 'status'} aria-live="assertive">
      {showExpired ? (
        <Message
          severity="error"
          content={
            <div className="session-banner-content">
              <span>{t.sessionExpired}</span>
              <Button text rounded icon="pi pi-times" aria-label={shell.dismiss} onClick={() => session.send({ type: 'session.dismiss' })} />
            </div>
          }
        />
      ) : (
        <Message severity="warn" text={t.sessionWarning} />
      )}
    </div>
  );
}
