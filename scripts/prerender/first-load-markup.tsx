// What the first load can paint with the critical CSS alone, as markup for scripts/prerender.ts:
// the console's frame (index.html's #root) and, for the rule selection only, the first-load
// stand-ins in every state the login, the session banner and the crash screens put them in
// (an error, a button busy, the user menu open…). Loaded through Vite's module runner.
import { renderToStaticMarkup } from 'react-dom/server';
import { ConsoleFrame } from '../../src/screens/shell/console-frame.tsx';
import { LightButton } from '../../src/ui/light/light-button.tsx';
import { LightCard } from '../../src/ui/light/card.tsx';
import { InlineMessage } from '../../src/ui/light/inline-message.tsx';
import { LightInputText, LightPassword } from '../../src/ui/light/input-text.tsx';
import { LightMenu, LightMenuItem } from '../../src/ui/light/menu.tsx';
import { Spinner } from '../../src/ui/light/spinner.tsx';

/** The frame of index.html, before the user (and so the menu) is known. */
export function shellMarkup(): string {
  return renderToStaticMarkup(<ConsoleFrame />);
}

const SEVERITIES = ['error', 'warn', 'info', 'success'] as const;
/** The icons of the first load's buttons (login, session banner, crash screens). */
const BUTTON_ICONS = [
  'pi-sign-in',
  'pi-sign-out',
  'pi-user',
  'pi-eye',
  'pi-eye-slash',
  'pi-times',
  'pi-refresh',
] as const;

/** Every state of the first load's stand-ins, never shipped: only matched against the stylesheet's rules. */
export function firstLoadStatesMarkup(): string {
  const noop = () => undefined;
  return renderToStaticMarkup(
    <div className="session-banner">
      <div className="session-banner-content">
        {SEVERITIES.map((s) => (
          <InlineMessage key={s} severity={s} text={s} />
        ))}
        {BUTTON_ICONS.map((icon) => (
          <LightButton key={icon} label={icon} icon={`pi ${icon}`} text rounded />
        ))}
        <LightButton label="busy" icon="pi pi-sign-in" loading />
        <LightButton icon="pi pi-user" aria-label="icon" rounded text />
        <LightCard className="crash">
          <LightInputText className="p-invalid" aria-invalid="true" disabled />
          <LightPassword className="p-invalid">
            <LightInputText className="p-password-input" />
          </LightPassword>
          <LightMenu id="menu" label="menu">
            <LightMenuItem icon="pi pi-sign-out" label="item" onSelect={noop} />
          </LightMenu>
          <Spinner />
        </LightCard>
      </div>
    </div>,
  );
}
