// Top-centre session banner (docs/product.md §2, §9): the idle warning, with the time actually
// left, hides itself after 10 s (the machine's job); the expiry message stays until dismissed.
// Plain markup (src/ui/light/): it is part of the first load.
import { useSelector } from '@xstate/react';
import { selectMinutesLeft, selectShowExpired, selectShowWarning } from '../../machines/session/selectors.ts';
import { auth as t } from '../../shared/messages/auth.ts';
import { shell } from '../../shared/messages/shell.ts';
import { useShellActors } from './actor-context.tsx';
import { InlineMessage } from '../../ui/light/inline-message.tsx';
import { LightButton } from '../../ui/light/light-button.tsx';

export function SessionBanner() {
  const { session } = useShellActors();
  const showWarning = useSelector(session, selectShowWarning);
  const showExpired = useSelector(session, selectShowExpired);
  const minutesLeft = useSelector(session, selectMinutesLeft);
  if (!showWarning && !showExpired) return null;
  return (
    <div className="session-banner" role={showExpired ? 'alert' : 'status'} aria-live="assertive">
      {showExpired ? (
        <InlineMessage
          severity="error"
          content={
            <div className="session-banner-content">
              <span>{t.sessionExpired}</span>
              <LightButton
                text
                rounded
                icon="pi pi-times"
                aria-label={shell.dismiss}
                onClick={() => session.send({ type: 'session.dismiss' })}
              />
            </div>
          }
        />
      ) : (
        <InlineMessage severity="warn" text={t.sessionWarning(minutesLeft)} />
      )}
    </div>
  );
}
