// The bulk-action machine against its expectation (bulk-action.expected.ts).
import { createActor } from 'xstate';
import { expect, it } from 'vitest';
import { bulkActionMachine } from '../../../src/machines/bulk-action/bulk-action-machine.ts';
import { describeOracle } from '../support/oracle.ts';
import { expectation } from './bulk-action.expected.ts';
import { MODEL_ITEMS } from './bulk-action.fixtures.ts';

describeOracle(expectation);

it('without a runner provided, every item fails saying so and the run finishes', () => {
  const actor = createActor(bulkActionMachine).start();
  actor.send({ type: 'bulk.request', action: 'activate', items: [...MODEL_ITEMS] });
  actor.send({ type: 'bulk.confirm' });
  expect(actor.getSnapshot().value).toBe('finished');
  expect(actor.getSnapshot().context.results).toEqual(
    MODEL_ITEMS.map((item) => ({ ...item, outcome: { kind: 'failed', message: 'runBulk is not provided' } })),
  );
});
