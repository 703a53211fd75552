// The オフラインアクティベーション machine against its expectation (offline-activation.expected.ts), at machine level.
import { describeOracle } from '../support/oracle.ts';
import { expectation } from './offline-activation.expected.ts';

describeOracle(expectation);
