// The 延長 machine against its expectation (license-extend.expected.ts), at machine level.
import { describeOracle } from '../support/oracle.ts';
import { expectation } from './license-extend.expected.ts';

describeOracle(expectation);
