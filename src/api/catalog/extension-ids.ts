// The extensions' names, apart from their registry (extensions.ts): the capabilities document's
// schema reads them, and the registry reads the catalog, which reads the schemas.
export const EXTENSION_IDS = [
  'capabilities',
  'listQueries',
  'trends',
  'auditLog',
  'staleDevices',
  'licenseHistory',
  'keyReveal',
  'licensePolicies',
  'entitlements',
  'licenseLifecycle',
  'licenseFiles',
  'notifications',
  'usageReport',
  'myApplications',
  'applicationFromProduct',
  'applicationsForLicense',
  'licenseReferences',
  'bulkLicenseCreate',
] as const;
export type ExtensionId = (typeof EXTENSION_IDS)[number];
