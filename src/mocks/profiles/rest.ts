// The `rest` profile: the contract's calls only, as the `spec` profile has them, answered the way a
// plain REST server built from the product description answers: 201 with the record on a create,
// 200 with the record on an update, 204 without a body on a delete, single records bare, and
// refusals as {error, message} (the status's name and the reason) or RFC 9457 problem+json.
import type { ErrorBody } from '../../api/schemas/common.ts';
import { endpoints, type EndpointId } from '../catalog.ts';
import type { Profile, Refusal } from './profile.ts';
import { bareRecord, SPEC_SHAPES, specProfile } from './spec.ts';

/** The calls that create a record: 201 Created. */
const CREATES = new Set<EndpointId>([
  'createLicense',
  'createUser',
  'createApplication',
  'createMyApplication',
  'createMyOwner',
  'createApplicationFromProduct',
]);
/** The answers the contract itself names (what the console reads of them): kept as the spec profile sends them. */
const NAMED_BY_CONTRACT = new Set<EndpointId>(['login', 'register', 'logout', 'refresh', 'verify']);

const STATUS_NAMES: Readonly<Record<number, string>> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  429: 'Too Many Requests',
};

const PROBLEM_JSON = 'application/problem+json';

/**
 * A refusal naming fields (a refused body, a duplicate e-mail) comes as problem+json with a
 * pointer per field; any other as {error, message}. The quota figures of §8 stay beside them.
 */
function refusal(status: number, body: ErrorBody): Refusal {
  const name = STATUS_NAMES[status] ?? (status >= 500 ? 'Internal Server Error' : 'Error');
  const quota = body.quota_info ? { quota_info: body.quota_info } : {};
  const fields = body.fields ?? (body.code === 'EMAIL_TAKEN' ? { email: [body.message] } : undefined);
  if (!fields) return { body: { error: name, message: body.message, ...quota } };
  const errors = Object.entries(fields).flatMap(([field, texts]) =>
    texts.map((detail) => ({ pointer: field === '_' ? '#' : `#/${field.replaceAll('.', '/')}`, detail })),
  );
  return {
    body: { type: 'about:blank', title: name, status, detail: body.message, errors, ...quota },
    contentType: PROBLEM_JSON,
  };
}

export const restProfile: Profile = {
  ...specProfile,
  shape: (id, body) => {
    if (NAMED_BY_CONTRACT.has(id)) return specProfile.shape(id, body);
    const shape = SPEC_SHAPES[id];
    return shape ? bareRecord(shape)(body, id) : body;
  },
  statusOf: (id, status) => {
    if (endpoints[id].method === 'DELETE') return 204;
    return CREATES.has(id) ? 201 : status;
  },
  refusal,
};
