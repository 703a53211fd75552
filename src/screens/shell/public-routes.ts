// The routes open without signing in (docs/product.md §2: only /login). They are the first load's
// own, so they paint without the signed-in console's chunk; route-table.ts lists them with the
// others (keeping the lazily loaded screens of that table out of the first load).
import type { ComponentType } from 'react';
import { auth } from '../../shared/messages/auth.ts';
import { LoginScreen } from './login-screen.tsx';

export interface PublicRoute {
  path: string;
  signedIn: false;
  screen: ComponentType;
  /** Names the browser tab (document-title.ts). */
  title: string;
}

export const PUBLIC_ROUTES: readonly PublicRoute[] = [
  { path: '/login', signedIn: false, screen: LoginScreen, title: auth.loginTitle },
];
