// Every handler of the mock API, generated from the endpoint catalog. The browser worker,
// msw/node (tests) and the HTTP server all use this one list.
import type { EndpointId } from '../catalog.ts';
import { applicationHandlers, applicationImplementations } from './applications.ts';
import { authHandlers, authImplementations } from './auth.ts';
import { dashboardHandlers, dashboardImplementations } from './dashboard.ts';
import { bySpecificity, urlTooLongHandler, type Implementations } from './define.ts';
import { deviceHandlers, deviceImplementations } from './devices.ts';
import { licenseHandlers, licenseImplementations } from './licenses.ts';
import { ownerHandlers, ownerImplementations } from './owner.ts';
import { userHandlers, userImplementations } from './users.ts';

/** Every endpoint of the catalog, implemented exactly once (checked by the compiler). */
export const implementations = {
  ...authImplementations,
  ...dashboardImplementations,
  ...licenseImplementations,
  ...deviceImplementations,
  ...userImplementations,
  ...applicationImplementations,
  ...ownerImplementations,
} satisfies Implementations<EndpointId>;

const catalogHandlers = [
  ...authHandlers,
  ...dashboardHandlers,
  ...licenseHandlers,
  ...deviceHandlers,
  ...userHandlers,
  ...applicationHandlers,
  ...ownerHandlers,
].sort((a, b) => bySpecificity(String(a.info.path), String(b.info.path)));

/** The guard against overlong URLs, then the catalog's handlers (literal segments first). */
export const handlers = [urlTooLongHandler, ...catalogHandlers];
