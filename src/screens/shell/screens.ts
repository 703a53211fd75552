// Which component renders each route. Each screen is a lazily loaded chunk of its own.
import { createElement, lazy, type ComponentType } from 'react';
import { navigation as n } from '../../shared/messages/navigation.ts';
import { ComingSoon } from './coming-soon.tsx';

/** A route whose screen is not built yet: a plain page that says so. */
const soon = (title: string): ComponentType => {
  const Soon = () => createElement(ComingSoon, { title });
  Soon.displayName = `ComingSoon(${title})`;
  return Soon;
};

/** A named export loaded as its own chunk. */
function chunk<M>(load: () => Promise<M>, pick: (m: M) => ComponentType): ComponentType {
  return lazy(async () => ({ default: pick(await load()) }));
}

export const SCREENS = {
  dashboard: chunk(() => import('../dashboard/dashboard-screen.tsx'), (m) => m.DashboardScreen),
  licenses: chunk(() => import('../licenses/license-list-screen.tsx'), (m) => m.LicenseListScreen),
  licenseCreate: chunk(() => import('../licenses/license-create-screen.tsx'), (m) => m.LicenseCreateScreen),
  devices: chunk(() => import('../devices/device-list-screen.tsx'), (m) => m.DeviceListScreen),
  users: chunk(() => import('../users/user-list-screen.tsx'), (m) => m.UserListScreen),
  userCreate: chunk(() => import('../users/user-create-screen.tsx'), (m) => m.UserCreateScreen),
  userEdit: chunk(() => import('../users/user-edit-screen.tsx'), (m) => m.UserEditScreen),
  myApplication: soon(n.applications),
  applications: soon(n.applications),
  createFromProduct: soon(n.applications),
  ownerSettings: chunk(() => import('../owner-settings/owner-settings-screen.tsx'), (m) => m.OwnerSettingsScreen),
  myPage: chunk(() => import('../mypage/mypage-screen.tsx'), (m) => m.MyPageScreen),
  myLicenses: chunk(() => import('../my-licenses/my-licenses-screen.tsx'), (m) => m.MyLicensesScreen),
  myDevices: chunk(() => import('../my-devices/my-devices-screen.tsx'), (m) => m.MyDevicesScreen),
} satisfies Record<string, ComponentType>;
