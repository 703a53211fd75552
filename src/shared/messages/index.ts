// The one messages module (docs/architecture.md): Japanese text keyed by meaning, a file per area.
export { common } from './common.ts';
export { auth } from './auth.ts';
export { validation } from './validation.ts';
export { licenses, licenseStatusLabels } from './licenses.ts';
export { devices, deviceStatusLabels } from './devices.ts';
export { users, roleLabels, userTypeLabels } from './users.ts';
export { owner } from './owner.ts';
export { applications, applicationStatusLabels, intervalUnitLabels } from './applications.ts';
export { selfService, profileLicenseStatusLabels } from './self-service.ts';
export { dashboard } from './dashboard.ts';
export { navigation } from './navigation.ts';
export { activity } from './activity.ts';
export { shell } from './shell.ts';
export { listTools } from './list-tools.ts';
export { drafts } from './drafts.ts';
export { licenseFiles } from './license-files.ts';
export { formSave } from './form-save.ts';
