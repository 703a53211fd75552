// The one messages module (docs/architecture.md): Japanese text keyed by meaning, a file per area.
export { common } from './common.ts';
export { auth } from './auth.ts';
export { validation } from './forms/validation.ts';
export { licenses, licenseStatusLabels } from './licensing/licenses.ts';
export { devices, deviceStatusLabels } from './licensing/devices.ts';
export { users, roleLabels, userTypeLabels } from './users.ts';
export { owner } from './owner.ts';
export { applications, applicationStatusLabels, intervalUnitLabels } from './applications.ts';
export { selfService, profileLicenseStatusLabels } from './self-service.ts';
export { dashboard } from './reports/dashboard.ts';
export { navigation } from './navigation.ts';
export { activity } from './reports/activity.ts';
export { shell } from './shell.ts';
export { listTools } from './lists/list-tools.ts';
export { drafts } from './forms/drafts.ts';
export { licenseFiles } from './licensing/license-files.ts';
export { formSave } from './forms/form-save.ts';
