// The E2E build's suite runs E2E_WORKERS workers at once (2 by default): each has a slot of its
// own, a bundle built for its own HTTP mock and served on its own port, so two tests never share
// a database. Slot i: the app on E2E_APP_PORT + i, the mock on E2E_MOCK_PORT + i, the bundle in
// E2E_DIST (slot 0) or E2E_DIST-i. `npm run build:e2e` builds every slot's bundle.
export const E2E_WORKERS = Number(process.env.E2E_WORKERS ?? 2);
const APP_PORT = Number(process.env.E2E_APP_PORT ?? 4173);
const MOCK_PORT = Number(process.env.E2E_MOCK_PORT ?? 8000);
const DIST = process.env.E2E_DIST ?? 'dist-e2e';

export interface Slot {
  appUrl: string;
  appPort: number;
  /** The mock as the tests call it. */
  mockUrl: string;
  mockPort: number;
  /** The mock as the bundle calls it (and its Content Security Policy names it). */
  apiOrigin: string;
  dist: string;
}

export function slot(index: number): Slot {
  const appPort = APP_PORT + index;
  const mockPort = MOCK_PORT + index;
  return {
    appUrl: `http://localhost:${appPort}`,
    appPort,
    mockUrl: `http://127.0.0.1:${mockPort}`,
    mockPort,
    apiOrigin: `http://localhost:${mockPort}`,
    dist: index === 0 ? DIST : `${DIST}-${index}`,
  };
}

export const SLOTS = Array.from({ length: E2E_WORKERS }, (_, i) => slot(i));

/** This worker's slot (Playwright numbers the workers running at once from 0). */
export const mySlot = (): Slot => slot(Number(process.env.TEST_PARALLEL_INDEX ?? 0));
