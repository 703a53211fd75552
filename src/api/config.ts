// Where the API lives (spec §7, design.md §1). Parcel inlines process.env at build time.
// The dev server (npm start) calls the production host too: the in-browser mock's service
// worker answers that origin, so no API path (GET /licenses, /users…) can ever be taken for
// one of the console's page routes on a reload or a deep link (docs/decisions.md).
export const PRODUCTION_API_BASE_URL = 'https://api.license-auth.example.com';
export const E2E_API_BASE_URL = 'http://localhost:8000';

export function resolveApiBaseUrl(env: { API_BASE_URL?: string; E2E?: string }): string {
  if (env.API_BASE_URL) return env.API_BASE_URL.replace(/\/$/, '');
  if (env.E2E === '1') return E2E_API_BASE_URL;
  return PRODUCTION_API_BASE_URL;
}

export const API_BASE_URL = resolveApiBaseUrl({
  API_BASE_URL: process.env.API_BASE_URL,
  E2E: process.env.E2E,
});
