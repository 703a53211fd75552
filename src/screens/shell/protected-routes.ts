// The protected routes of spec §2 and the screen each renders (routes.tsx builds the route
// table from them; screen-preload.ts loads a screen ahead of its route).
import { SCREENS, type ScreenChunk } from './screens.ts';

export interface ProtectedRoute {
  path: string;
  screen: ScreenChunk;
  admin?: boolean;
}

export const PROTECTED: ProtectedRoute[] = [
  { path: '/dashboard', screen: SCREENS.dashboard },
  { path: '/licenses', screen: SCREENS.licenses, admin: true },
  { path: '/licenses/create', screen: SCREENS.licenseCreate, admin: true },
  { path: '/devices', screen: SCREENS.devices, admin: true },
  { path: '/users', screen: SCREENS.users, admin: true },
  { path: '/users/create', screen: SCREENS.userCreate, admin: true },
  { path: '/users/:id/edit', screen: SCREENS.userEdit, admin: true },
  { path: '/my-application', screen: SCREENS.myApplication, admin: true },
  { path: '/applications', screen: SCREENS.applications, admin: true },
  { path: '/applications/create-from-product', screen: SCREENS.createFromProduct, admin: true },
  { path: '/owner-settings', screen: SCREENS.ownerSettings, admin: true },
  { path: '/mypage', screen: SCREENS.myPage },
  { path: '/my-licenses', screen: SCREENS.myLicenses },
  { path: '/my-devices', screen: SCREENS.myDevices },
];
