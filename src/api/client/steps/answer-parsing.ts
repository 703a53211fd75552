// Reads an answer's text with the console's liberal reading or the contract's; what cannot be
// read is an `invalid-response` error.
import type { EndpointDef } from '../../catalog/endpoint-def.ts';
import { isOptionalAnswer, parseAnswerText, readAnswer } from '../../reading/read-response.ts';
import { ApiError } from '../errors.ts';
import { common } from '../../../shared/messages/common.ts';

export type ReadAnswer<R> = (def: EndpointDef, json: unknown) => R;

export async function parseAnswer<R>(def: EndpointDef, res: Response, read: ReadAnswer<R>): Promise<R> {
  const invalid = (cause: unknown) =>
    new ApiError({ status: res.status, kind: 'invalid-response', message: common.invalidResponse, cause });
  const text = await res.text().catch((cause: unknown) => Promise.reject(invalid(cause)));
  let json: unknown;
  try {
    json = parseAnswerText(text);
  } catch (cause) {
    // A write's success may come as text or HTML ("Created"): what it says is not needed.
    if (read === readAnswer && isOptionalAnswer(def)) json = {};
    else throw invalid(cause);
  }
  try {
    return read(def, json);
  } catch (cause) {
    throw invalid(cause);
  }
}
