// The owner-settings machine against its expectation (owner-settings.expected.ts).
import { describeOracle } from '../support/oracle.ts';
import { expectation } from './owner-settings.expected.ts';

describeOracle(expectation);
