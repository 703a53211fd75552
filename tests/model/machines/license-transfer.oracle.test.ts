// The 譲渡 machine against its expectation (license-transfer.expected.ts), at machine level.
import { describeOracle } from '../support/oracle.ts';
import { expectation } from './license-transfer.expected.ts';

describeOracle(expectation);
