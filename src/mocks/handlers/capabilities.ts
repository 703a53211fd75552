// GET /api/capabilities: every extension of the registry (the `spec` profile answers 404 instead).
import { EXTENSION_IDS } from '../catalog.ts';
import { implement } from './define.ts';

export const capabilityImplementations = implement({
  getCapabilities: () => ({ extensions: [...EXTENSION_IDS] }),
});
