// The two menus of spec §2, chosen by role (case-insensitive).
import { navigation as t } from '../../shared/messages/navigation.ts';

export interface MenuItemDef {
  label: string;
  path: string;
  icon: string;
  /** Paths (besides `path`) under which this item counts as current. */
  matches: string[];
}

export const ADMIN_MENU: MenuItemDef[] = [
  { label: t.dashboard, path: '/', icon: 'pi pi-home', matches: ['/dashboard'] },
  { label: t.licenses, path: '/licenses', icon: 'pi pi-key', matches: ['/licenses'] },
  { label: t.users, path: '/users', icon: 'pi pi-users', matches: ['/users'] },
  { label: t.applications, path: '/applications', icon: 'pi pi-th-large', matches: ['/applications', '/my-application'] },
  { label: t.ownerSettings, path: '/owner-settings', icon: 'pi pi-cog', matches: ['/owner-settings'] },
  { label: t.devices, path: '/devices', icon: 'pi pi-desktop', matches: ['/devices'] },
];

export const PERSONAL_MENU: MenuItemDef[] = [
  { label: t.dashboard, path: '/', icon: 'pi pi-home', matches: ['/dashboard'] },
  { label: t.myPage, path: '/mypage', icon: 'pi pi-user', matches: ['/mypage'] },
  { label: t.myLicenses, path: '/my-licenses', icon: 'pi pi-key', matches: ['/my-licenses'] },
  { label: t.myDevices, path: '/my-devices', icon: 'pi pi-desktop', matches: ['/my-devices'] },
];

export function menuFor(isAdmin: boolean): MenuItemDef[] {
  return isAdmin ? ADMIN_MENU : PERSONAL_MENU;
}

export function isCurrent(item: MenuItemDef, location: string): boolean {
  if (location === item.path) return true;
  return item.matches.some((m) => location === m || location.startsWith(`${m}/`));
}
