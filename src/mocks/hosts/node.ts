// msw/node host for vitest: tests/setup.ts starts it and resets the database before each test.
import { setupServer } from 'msw/node';
import { handlers } from '../handlers/index.ts';

export const server = setupServer(...handlers);
