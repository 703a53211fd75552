// The import machine against its expectation (bulk-import.expected.ts), at machine level.
import { describeOracle } from '../support/oracle.ts';
import { expectation } from './bulk-import.expected.ts';

describeOracle(expectation);
