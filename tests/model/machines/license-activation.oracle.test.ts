// The licence quota flow's machine against its expectation (license-activation.expected.ts).
import { describeOracle } from '../support/oracle.ts';
import { expectation } from './license-activation.expected.ts';

describeOracle(expectation);
