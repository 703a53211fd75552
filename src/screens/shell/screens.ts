// Which component renders each route. Each screen is a lazily loaded chunk of its own.
import { lazy, type ComponentType } from 'react';

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
  myApplication: chunk(() => import('../my-application/my-application-screen.tsx'), (m) => m.MyApplicationScreen),
  applications: chunk(() => import('../applications/application-list-screen.tsx'), (m) => m.ApplicationListScreen),
  createFromProduct: chunk(() => import('../applications/create-from-product-screen.tsx'), (m) => m.CreateFromProductScreen),
  ownerSettings: chunk(() => import('../owner-settings/owner-settings-screen.tsx'), (m) => m.OwnerSettingsScreen),
  myPage: chunk(() => import('../mypage/mypage-screen.tsx'), (m) => m.MyPageScreen),
  myLicenses: chunk(() => import('../my-licenses/my-licenses-screen.tsx'), (m) => m.MyLicensesScreen),
  myDevices: chunk(() => import('../my-devices/my-devices-screen.tsx'), (m) => m.MyDevicesScreen),
} satisfies Record<string, ComponentType>;
