// Every handler of the mock API, generated from the endpoint catalog. The browser worker,
// msw/node (tests) and the HTTP server all build theirs here.
import type { HttpHandler } from 'msw';
import type { EndpointId } from '../catalog.ts';
import { applicationImplementations } from './applications.ts';
import { auditImplementations } from './audit.ts';
import { authImplementations } from './auth.ts';
import { dashboardImplementations } from './dashboard.ts';
import { capabilityImplementations } from './capabilities.ts';
import { bySpecificity, createHandlers, urlTooLongHandler, type Implementations } from './define.ts';
import { deviceImplementations } from './devices.ts';
import { licenseFileImplementations } from './license-files.ts';
import { licenseImplementations } from './licenses.ts';
import { licenseImportImplementations } from './license-import.ts';
import { notificationImplementations } from './notifications.ts';
import { lifecycleImplementations } from './license-lifecycle.ts';
import { policyImplementations } from './policies.ts';
import { ownerImplementations } from './owner.ts';
import { reportImplementations } from './reports.ts';
import { trendImplementations } from './trends.ts';
import { userImplementations } from './users.ts';

/** Every endpoint of the catalog, implemented exactly once (checked by the compiler). */
export const implementations = {
  ...authImplementations,
  ...capabilityImplementations,
  ...dashboardImplementations,
  ...licenseImplementations,
  ...licenseImportImplementations,
  ...lifecycleImplementations,
  ...policyImplementations,
  ...deviceImplementations,
  ...userImplementations,
  ...applicationImplementations,
  ...ownerImplementations,
  ...auditImplementations,
  ...trendImplementations,
  ...licenseFileImplementations,
  ...notificationImplementations,
  ...reportImplementations,
} satisfies Implementations<EndpointId>;

/**
 * The guard against overlong URLs, then one handler per endpoint (literal segments first), on
 * `baseUrl` (see createHandlers).
 */
export function createApiHandlers(baseUrl = ''): HttpHandler[] {
  const catalogHandlers = createHandlers(implementations, baseUrl).sort((a, b) =>
    bySpecificity(String(a.info.path), String(b.info.path)),
  );
  return [urlTooLongHandler, ...catalogHandlers];
}

/** On relative paths: msw/node (tests) and the HTTP host. */
export const handlers = createApiHandlers();
