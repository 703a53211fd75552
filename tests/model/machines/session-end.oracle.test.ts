// The session end's machine against its expectation (session-end.expected.ts), at machine level.
import { describeOracle } from '../support/oracle.ts';
import { expectation } from './session-end.expected.ts';

describeOracle(expectation);
