// A form's save machine against its expectation (form-save.expected.ts), on a simulated clock:
// the notice's timer fires exactly 30 s after the submit.
import { describeOracle } from '../support/oracle.ts';
import { expectation } from './form-save.expected.ts';
import { SLOW_AFTER_MS } from './form-save.fixtures.ts';

let submittedAt = 0;

describeOracle(expectation, {
  send(actor, event, clock) {
    if (event.type === 'save.submit') submittedAt = clock.now();
    actor.send(event);
  },
  dueAt: () => submittedAt + SLOW_AFTER_MS,
});
