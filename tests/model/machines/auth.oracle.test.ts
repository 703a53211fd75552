// The auth machine against its expectation (auth.expected.ts). The stored token the session
// check reads is the model's `tokenStored` (the flow runs `authModel`).
import { describeOracle } from '../support/oracle.ts';
import { expectation } from './auth.expected.ts';

describeOracle(expectation);
