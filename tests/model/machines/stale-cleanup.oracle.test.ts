// The stale-cleanup machine against its expectation (stale-cleanup.expected.ts), at machine level.
import { describeOracle } from '../support/oracle.ts';
import { expectation } from './stale-cleanup.expected.ts';

describeOracle(expectation);
