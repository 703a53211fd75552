// The bulk-action machine against its expectation (bulk-action.expected.ts).
import { describeOracle } from '../support/oracle.ts';
import { expectation } from './bulk-action.expected.ts';

describeOracle(expectation);
