// A helper call of the contract whose path it leaves open is an extension (extensions.ts): when
// the server has no such call, the console does the same with the contract's own calls. Known
// absent, the helper is not sent again (the client refuses it without a request).
import { isAbsent } from '../client/errors.ts';

export async function orContractFallback<T>(helper: () => Promise<T>, fallback: () => Promise<T>): Promise<T> {
  try {
    return await helper();
  } catch (error) {
    if (isAbsent(error)) return fallback();
    throw error;
  }
}
