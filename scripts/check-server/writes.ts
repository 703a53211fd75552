// check-server's writes (`--writes`, never without it): with a test account it creates a licence
// and a user, changes and deletes each, and reports how each write answered (status, the body's
// shape) and whether the console then reads the change in its list. What it creates is deleted.
import type { ApiClient } from '../../src/api/client/client.ts';
import { endpoints, type EndpointId } from '../../src/api/catalog/endpoints.ts';
import { isApiError } from '../../src/api/client/errors.ts';
import { parseAnswerText } from '../../src/api/reading/read-response.ts';

export interface WriteCheck {
  id: EndpointId;
  /** `POST /licenses`. */
  endpoint: string;
  /** The HTTP status, 0 for no answer, null when not sent. */
  status: number | null;
  /** The answer's body: `no body`, `bare record`, `record under "license"`, `other JSON`, `not JSON`. */
  body: string | null;
  /** Whether the console took the answer as a success. */
  success: boolean;
  /** Whether the console's list then shows the change (null when not sent). */
  seen: boolean | null;
  note: string | null;
}

interface Exchange {
  method: string;
  url: URL;
  status: number;
  text: string | null;
}

type Row = Record<string, unknown>;

/** The shape of a write's answer, as a server team would name it. */
export function bodyShape(text: string | null): string {
  if (text === null || text.trim() === '') return 'no body';
  let json: unknown;
  try {
    json = parseAnswerText(text);
  } catch {
    return 'not JSON';
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return 'other JSON';
  const record = json as Row;
  if ('id' in record || 'application_id' in record) return 'bare record';
  const wrapper = Object.entries(record).find(([, v]) => typeof v === 'object' && v !== null && 'id' in v);
  return wrapper ? `record under "${wrapper[0]}"` : 'other JSON';
}

const idOf = (answer: unknown, field: string): string | undefined => {
  const record = answer as Row | null;
  const inner = (record?.[field] ?? record) as Row | null | undefined;
  return typeof inner?.id === 'string' ? inner.id : undefined;
};

export async function runWrites(api: ApiClient, exchanges: readonly Exchange[]): Promise<WriteCheck[]> {
  const checks: WriteCheck[] = [];
  /** One write through the console's client, and what came of it. */
  async function write(id: EndpointId, args: object, seen: () => Promise<boolean>): Promise<unknown> {
    const def = endpoints[id];
    const from = exchanges.length;
    const check: WriteCheck = {
      id,
      endpoint: `${def.method} ${def.path}`,
      status: null,
      body: null,
      success: false,
      seen: null,
      note: null,
    };
    checks.push(check);
    let data: unknown = null;
    try {
      data = await api.call(id, args as never, { noRefresh: true });
      check.success = true;
    } catch (error) {
      check.note = isApiError(error) ? `${error.kind}: ${error.message}` : String(error);
    }
    const exchange = exchanges.slice(from).find((x) => x.method === def.method);
    check.status = exchange?.status ?? null;
    check.body = exchange ? bodyShape(exchange.text) : null;
    if (exchange && exchange.status >= 200 && exchange.status < 300) check.seen = await seen().catch(() => false);
    return data;
  }
  const licences = async () => (await api.call('listLicenses', { query: {} })).licenses as unknown as readonly Row[];
  const users = async (search: string) =>
    (await api.call('listUsers', { query: { search, page: 1, pageSize: 100 } })).users as unknown as readonly Row[];

  const [application] = (await api.call('listApplications', { query: { page: 1, pageSize: 1 } })).applications;
  const [holder] = (await api.call('listUsers', { query: { role: 'USER', page: 1, pageSize: 1 } })).users;
  if (!application || !holder) {
    const missing = !application ? 'an application (GET /applications)' : 'a user with role USER (GET /users)';
    checks.push({ ...notSent('createLicense'), note: `not checked: the server has no ${missing} to issue to` });
  } else {
    const before = new Set((await licences()).map((l) => l.id));
    const expiresAt = new Date(Date.UTC(new Date().getUTCFullYear() + 1, 11, 31)).toISOString();
    const created = await write(
      'createLicense',
      {
        body: {
          applicationId: application.application_id,
          userId: holder.id,
          type: 'subscription',
          maxActivations: 1,
          expiresAt,
          endDate: expiresAt,
        },
      },
      async () => (await licences()).some((l) => !before.has(l.id)),
    );
    const licenceId = idOf(created, 'license') ?? ((await licences()).find((l) => !before.has(l.id))?.id as string);
    if (licenceId) {
      const later = new Date(Date.UTC(new Date().getUTCFullYear() + 2, 0, 31)).toISOString();
      await write('updateLicense', { params: { id: licenceId }, body: { expiresAt: later } }, async () =>
        (await licences()).some((l) => l.id === licenceId && String(l.expiresAt).startsWith(later.slice(0, 10))),
      );
      await write(
        'deleteLicense',
        { params: { id: licenceId } },
        async () => !(await licences()).some((l) => l.id === licenceId),
      );
    } else checks.push({ ...notSent('updateLicense'), note: 'not checked: no new licence to change' });
  }

  const email = `check-server-${Date.now().toString(36)}@example.com`;
  const createdUser = await write(
    'createUser',
    {
      body: {
        email,
        password: `Ch3ck!${Math.random().toString(36).slice(2, 10)}`,
        role: 'USER',
        userType: 'INDEPENDENT',
        tenantId: null,
        subsclight_customer_id: null,
      },
    },
    async () => (await users(email)).some((u) => u.email === email),
  );
  const userId = idOf(createdUser, 'user') ?? ((await users(email)).find((u) => u.email === email)?.id as string);
  if (userId) {
    await write(
      'updateUser',
      { params: { id: userId }, body: { username: 'check-server', email, role: 'USER' } },
      async () => (await users(email)).some((u) => u.id === userId && u.username === 'check-server'),
    );
    await write(
      'deleteUser',
      { params: { id: userId } },
      async () => !(await users(email)).some((u) => u.id === userId),
    );
  } else checks.push({ ...notSent('updateUser'), note: 'not checked: no new user to change' });
  return checks;
}

function notSent(id: EndpointId): WriteCheck {
  const def = endpoints[id];
  return {
    id,
    endpoint: `${def.method} ${def.path}`,
    status: null,
    body: null,
    success: false,
    seen: null,
    note: null,
  };
}
