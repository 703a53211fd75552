// Every schema of the API, in one place: the client, the forms, the mock and the OpenAPI document use these.
export * from './common.ts';
export * from './password.ts';
export * from './auth.ts';
export * from './license.ts';
export * from './device.ts';
export * from './user.ts';
export * from './billing.ts';
export * from './application.ts';
export * from './owner.ts';
export * from './dashboard.ts';
export * from './audit.ts';
export * from './trends.ts';
export * from './capabilities.ts';
export * from './policy.ts';
export * from './license-terms.ts';
