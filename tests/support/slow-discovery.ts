// Holds back the capabilities document, so a screen first renders with every extension unknown,
// as on a loaded host: a test that reads what an extension adds must wait for it to appear.
import { delay, http } from 'msw';
import { server } from '../../src/mocks/hosts/node.ts';

/** The capabilities call answers `ms` later than it would (its handler still answers it). */
export function slowDiscovery(ms = 300): void {
  server.use(
    http.get('*/api/capabilities', async () => {
      await delay(ms);
    }),
  );
}
