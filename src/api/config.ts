// Where the API lives (spec §7, design.md §1). Parcel inlines process.env at build time.
export const PRODUCTION_API_BASE_URL = 'https://api.license-auth.example.com';
export const E2E_API_BASE_URL = 'http://localhost:8000';

export function resolveApiBaseUrl(env: { API_BASE_URL?: string; E2E?: string; USE_MSW?: string }): string {
  if (env.API_BASE_URL) return env.API_BASE_URL.replace(/\/$/, '');
  if (env.E2E === '1') return E2E_API_BASE_URL;
  // The in-browser mock (npm start) answers on the page's own origin.
  if (env.USE_MSW === 'true') return '';
  return PRODUCTION_API_BASE_URL;
}

export const API_BASE_URL = resolveApiBaseUrl({
  API_BASE_URL: process.env.API_BASE_URL,
  E2E: process.env.E2E,
  USE_MSW: process.env.USE_MSW,
});
