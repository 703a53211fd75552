// Login (docs/product.md §2): email (autofocus) and password, both required; the auth error above
// the fields; a user menu with ログアウト. On mount it verifies a stored session, then goes on to
// where the visitor was going, else /dashboard. Plain markup (src/ui/light/): no PrimeReact JavaScript.
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useSelector } from '@xstate/react';
import { Redirect, useSearch } from 'wouter';
import {
  selectError,
  selectIsAuthenticated,
  selectIsLoggingIn,
  selectIsLoggingOut,
} from '../../machines/auth/selectors.ts';
import { auth as t } from '../../shared/messages/auth.ts';
import { common } from '../../shared/messages/common.ts';
import { shell } from '../../shared/messages/shell.ts';
import { useShellActors } from './actor-context.tsx';
import { LightButton } from '../../ui/light/light-button.tsx';
import { LightCard } from '../../ui/light/card.tsx';
import { InlineMessage } from '../../ui/light/inline-message.tsx';
import { LightInputText, LightPassword } from '../../ui/light/input-text.tsx';
import { LightMenu, LightMenuItem } from '../../ui/light/menu.tsx';
import { REDIRECT_PARAM, safeRedirect } from './origin.ts';
import { toAsciiForm } from '../../shared/ascii-form.ts';

/**
 * The user menu (one item, ログアウト) as PrimeReact's popup <Menu> looks, in plain markup:
 * it opens below its button with focus on the item; Escape or a click elsewhere closes it.
 */
function UserMenu({ onLogout }: { onLogout: () => void }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const item = useRef<HTMLAnchorElement>(null);

  useEffect(() => {
    if (!open) return;
    item.current?.focus();
    const outside = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open]);

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key !== 'Escape') return;
    setOpen(false);
    button.current?.focus();
  };

  return (
    <div className="login-user-menu" ref={root} onKeyDown={onKeyDown}>
      <LightButton
        ref={button}
        icon="pi pi-user"
        rounded
        text
        aria-label={shell.userMenu}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        onClick={() => setOpen((v) => !v)}
      />
      {open ? (
        <LightMenu id={id} label={shell.userMenu} className="login-user-menu-panel">
          <LightMenuItem
            ref={item}
            icon="pi pi-sign-out"
            label={t.logoutButton}
            onSelect={() => {
              setOpen(false);
              onLogout();
            }}
          />
        </LightMenu>
      ) : null}
    </div>
  );
}

export function LoginScreen() {
  const { auth, logout } = useShellActors();
  const isAuthenticated = useSelector(auth, selectIsAuthenticated);
  const isLoggingOut = useSelector(auth, selectIsLoggingOut);
  // Busy only while signing in: a slow session check (no timeout, docs/product.md §7) must not
  // lock the form.
  const isLoggingIn = useSelector(auth, selectIsLoggingIn);
  const error = useSelector(auth, selectError);
  const search = useSearch();
  const target = safeRedirect(new URLSearchParams(search).get(REDIRECT_PARAM));
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [passwordShown, setPasswordShown] = useState(false);

  useEffect(() => {
    auth.send({ type: 'auth.verify' });
  }, [auth]);

  if (isAuthenticated && !isLoggingOut) return <Redirect to={target} replace />;

  // Correcting a field hides the previous error.
  const edit = (set: (v: string) => void) => (value: string) => {
    set(value);
    if (error) auth.send({ type: 'auth.clearError' });
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (isLoggingIn) return;
    // The signed-in console's code downloads while the login call is in flight (first-load-routes.tsx).
    auth.send({ type: 'auth.login', email, password });
  };

  return (
    <main className="login-page">
      <LightCard className="login-card">
        <div className="login-header">
          <h1 className="login-title">{common.appTitle}</h1>
          <UserMenu onLogout={logout} />
        </div>
        <form onSubmit={submit} className="login-form" noValidate={false}>
          {error ? <InlineMessage severity="error" text={error} className="login-error" /> : null}
          <div className="field">
            <label htmlFor="login-email">{t.emailLabel}</label>
            <LightInputText
              id="login-email"
              name="email"
              type="email"
              autoComplete="username"
              autoFocus
              required
              value={email}
              onChange={(e) => edit(setEmail)(e.target.value)}
              // An IME's 'ｔａｒｏ＠ｅｘａｍｐｌｅ．ｃｏｍ' shown as the address it means (the schema reads it so too).
              onBlur={(e) => setEmail(toAsciiForm(e.currentTarget.value))}
            />
          </div>
          <div className="field">
            <label htmlFor="login-password">{t.passwordLabel}</label>
            <LightPassword className="login-password">
              <LightInputText
                id="login-password"
                className="p-password-input"
                name="password"
                type={passwordShown ? 'text' : 'password'}
                autoComplete="current-password"
                required
                value={password}
                onChange={(e) => edit(setPassword)(e.target.value)}
              />
              <button
                type="button"
                className="login-password-toggle"
                aria-label={passwordShown ? common.hidePassword : common.showPassword}
                aria-pressed={passwordShown}
                aria-controls="login-password"
                onClick={() => setPasswordShown((v) => !v)}
              >
                <i className={passwordShown ? 'pi pi-eye-slash' : 'pi pi-eye'} aria-hidden="true" />
              </button>
            </LightPassword>
          </div>
          <LightButton type="submit" label={t.loginButton} icon="pi pi-sign-in" loading={isLoggingIn} />
        </form>
      </LightCard>
    </main>
  );
}
