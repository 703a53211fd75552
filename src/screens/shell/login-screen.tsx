// Login (spec §2): email (autofocus) and password, both required; the auth error above the
// fields; a user menu with ログアウト. On mount it verifies a stored session; once
// authenticated it goes to where the visitor was going, else /dashboard.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useSelector } from '@xstate/react';
import { Redirect, useSearch } from 'wouter';
import { Button } from 'primereact/button';
import { Card } from 'primereact/card';
import { InputText } from 'primereact/inputtext';
import { Password } from 'primereact/password';
import { Menu } from 'primereact/menu';
import { Message } from 'primereact/message';
import { selectError, selectIsAuthenticated, selectIsLoggingIn, selectIsLoggingOut } from '../../machines/auth/selectors.ts';
import { auth as t } from '../../shared/messages/auth.ts';
import { common } from '../../shared/messages/common.ts';
import { shell } from '../../shared/messages/shell.ts';
import { useShellActors } from './actor-context.tsx';
import { REDIRECT_PARAM, safeRedirect } from './origin.ts';

export function LoginScreen() {
  const { auth, logout } = useShellActors();
  const isAuthenticated = useSelector(auth, selectIsAuthenticated);
  const isLoggingOut = useSelector(auth, selectIsLoggingOut);
  // Busy only while signing in: a slow session check (no timeout, spec §7) must not lock the form.
  const isLoggingIn = useSelector(auth, selectIsLoggingIn);
  const error = useSelector(auth, selectError);
  const search = useSearch();
  const target = safeRedirect(new URLSearchParams(search).get(REDIRECT_PARAM));
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const menu = useRef<Menu>(null);

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
    auth.send({ type: 'auth.login', email, password });
  };

  return (
    <main className="login-page">
      <Card className="login-card">
        <div className="login-header">
          <h1 className="login-title">{common.appTitle}</h1>
          <Button
            type="button"
            icon="pi pi-user"
            rounded
            text
            aria-label={shell.userMenu}
            aria-haspopup="menu"
            onClick={(e) => menu.current?.toggle(e)}
          />
          <Menu ref={menu} popup model={[{ label: t.logoutButton, icon: 'pi pi-sign-out', command: logout }]} />
        </div>
        <form onSubmit={submit} className="login-form" noValidate={false}>
          {error ? <Message severity="error" text={error} className="login-error" role="alert" /> : null}
          <div className="field">
            <label htmlFor="login-email">{t.emailLabel}</label>
            <InputText
              id="login-email"
              name="email"
              type="email"
              autoComplete="username"
              autoFocus
              required
              value={email}
              onChange={(e) => edit(setEmail)(e.target.value)}
            />
          </div>
          <div className="field">
            <label htmlFor="login-password">{t.passwordLabel}</label>
            <Password
              inputId="login-password"
              name="password"
              autoComplete="current-password"
              required
              feedback={false}
              toggleMask
              value={password}
              onChange={(e) => edit(setPassword)(e.target.value)}
            />
          </div>
          <Button type="submit" label={t.loginButton} icon="pi pi-sign-in" loading={isLoggingIn} disabled={isLoggingIn} />
        </form>
      </Card>
    </main>
  );
}
