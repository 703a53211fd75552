// A server that never answers: the handler keeps each request (its signal shows whether the
// caller aborted it) and leaves it waiting.
import { http } from 'msw';
import { server } from '../../src/mocks/hosts/node.ts';

/** The requests a handler held without answering (each waits until its caller aborts it). */
export function holdRequests(method: 'post' | 'put' | 'patch', path: string): Request[] {
  const held: Request[] = [];
  server.use(
    http[method](path, ({ request }) => {
      held.push(request);
      return new Promise<never>(() => {});
    }),
  );
  return held;
}
