// Which component renders each route. Each screen is a lazily loaded chunk of its own.
import type { ComponentType } from 'react';
import { navigation as n } from '../../shared/messages/navigation.ts';
import { ComingSoon } from './coming-soon.tsx';
import { createElement } from 'react';

/** A route whose screen is not built yet: a plain page that says so. */
const soon = (title: string): ComponentType => {
  const Soon = () => createElement(ComingSoon, { title });
  Soon.displayName = `ComingSoon(${title})`;
  return Soon;
};


export const SCREENS = {
  dashboard: soon(n.dashboard),
  licenses: soon(n.licenses),
  licenseCreate: soon(n.licenses),
  devices: soon(n.devices),
  users: soon(n.users),
  userCreate: soon(n.users),
  userEdit: soon(n.users),
  myApplication: soon(n.applications),
  applications: soon(n.applications),
  createFromProduct: soon(n.applications),
  ownerSettings: soon(n.ownerSettings),
  myPage: soon(n.myPage),
  myLicenses: soon(n.myLicenses),
  myDevices: soon(n.myDevices),
} satisfies Record<string, ComponentType>;
