// The default of a call a machine invokes: it rejects, naming the call, so that a screen that
// forgot to provide it (`.provide()`) fails visibly rather than waiting.
import { fromPromise } from 'xstate';

export const notProvided = <TOutput, TInput>(name: string) =>
  fromPromise<TOutput, TInput>(async () => {
    throw new Error(`${name} not provided`);
  });
