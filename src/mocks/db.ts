// The mock database: @mswjs/data 0.16.2 models mirroring the schemas of src/api/schemas,
// plus a thin typed table layer on top of them:
// - O(1) lookups by id (findFirst scans every row: ~28 ms per call at 10,000 rows),
// - an undo journal so that a refused or failing request leaves no trace (`transaction`),
// - dump/restore for the browser's localStorage snapshot (0.16.2 has no persist()).
// Every write goes through `tables.*`, never through `db.*` directly, so the indexes and the
// journal stay true.
import { drop, factory, nullable, primaryKey, type ENTITY_TYPE, type PRIMARY_KEY } from '@mswjs/data';

const text = () => nullable<string>(() => null);
const num = () => nullable<number>(() => null);

const dictionary = {
  users: {
    id: primaryKey(String),
    email: String,
    username: String,
    /** bcrypt hash; the plain password is never stored. */
    passwordHash: String,
    /** 'ADMIN' | 'USER' */
    role: String,
    familyName: String,
    givenName: String,
    displayName: String,
    /** 'SUBSCLIGHT_LINKED' | 'INDEPENDENT' */
    userType: String,
    tenantId: text(),
    subsclightCustomerId: text(),
    createdAt: String,
    updatedAt: String,
  },
  sessions: {
    id: primaryKey(String),
    userId: String,
    accessToken: String,
    accessExpiresAt: Number,
    refreshToken: String,
    refreshExpiresAt: Number,
    createdAt: String,
  },
  owners: {
    id: primaryKey(String),
    site: String,
    /** The full billing-provider key: sent masked; in full only to revealMyOwnerKey. */
    apiKey: String,
    quotaTotal: Number,
    lastSyncedAt: text(),
    createdAt: String,
    updatedAt: String,
  },
  applications: {
    id: primaryKey(String),
    ownerId: text(),
    name: String,
    description: String,
    version: text(),
    /** The internal API key: sent masked; in full only to revealMyApplicationKey. */
    apiKey: String,
    billingSite: text(),
    /** The billing-provider key: sent masked; in full only to revealMyApplicationKey. */
    billingApiKey: text(),
    productSettingId: text(),
    productSettingName: text(),
    /** Licence keys of this application start with it (from the product setting). */
    keyPrefix: text(),
    /** 'active' | 'inactive' | 'suspended' */
    status: String,
    createdAt: String,
    updatedAt: String,
  },
  licenses: {
    id: primaryKey(String),
    key: String,
    /** Stored status: 'ACTIVE' | 'INACTIVE' | 'REVOKED'. EXPIRED is read from expiresAt. */
    status: String,
    /** 'perpetual' | 'subscription' */
    type: String,
    currentActivations: Number,
    maxActivations: Number,
    issuedAt: String,
    updatedAt: String,
    expiresAt: text(),
    startDate: String,
    userId: String,
    applicationId: String,
  },
  devices: {
    id: primaryKey(String),
    hardwareId: String,
    name: String,
    hostname: String,
    platform: String,
    /** 'ACTIVE' | 'INACTIVE' | 'REGISTERED' | 'DEACTIVATED' */
    status: String,
    licenseId: text(),
    /** The metadata object as JSON text (0.16.2 cannot update free-form nested objects). */
    metadataJson: String,
    lastHeartbeat: text(),
    lastOnlineAt: text(),
    createdAt: String,
    blocked: Boolean,
  },
  tenantUsers: {
    id: primaryKey(String),
    email: String,
    name: String,
    displayName: String,
  },
  productSettings: {
    id: primaryKey(String),
    name: String,
    description: String,
    /** 0 = one-time; anything else = subscription. */
    paymentType: Number,
    singlePrice: num(),
    cyclePrice: num(),
    cycleIntervalValue: num(),
    /** 'day' | 'week' | 'month' | 'year' */
    cycleIntervalUnit: text(),
    trialDays: num(),
    prefix: String,
  },
  activities: {
    id: primaryKey(String),
    /** Insertion order, to break timestamp ties. */
    seq: Number,
    /** Japanese text shown on the dashboard. */
    message: String,
    timestamp: String,
    licenseId: text(),
    actorId: text(),
  },
};

/**
 * @mswjs/data 0.16.2 mirrors every write to other pages over a BroadcastChannel whenever
 * `window` exists. Under vitest's jsdom that channel is shared by the worker threads of one
 * process (same channel name, same database id), so test files would write into each
 * other's databases; in the browser the localStorage snapshot already covers reloads. The
 * channel is only opened inside factory(), so it is hidden for that one call.
 */
function createDatabase() {
  const g = globalThis as { BroadcastChannel?: unknown };
  const saved = g.BroadcastChannel;
  const hidden = saved !== undefined;
  if (hidden) g.BroadcastChannel = undefined;
  try {
    return factory(dictionary);
  } finally {
    if (hidden) g.BroadcastChannel = saved;
  }
}

/** The @mswjs/data database. Read through `tables`; write only through `tables`. */
export const db = createDatabase();

export type ModelName = keyof typeof dictionary;
export const MODEL_NAMES = Object.keys(dictionary) as ModelName[];

type Entity<M extends ModelName> = ReturnType<(typeof db)[M]['create']>;
/** A plain row of a model (what the factory stores, without its internal symbols). */
export type Row<M extends ModelName> = Omit<Entity<M>, typeof PRIMARY_KEY | typeof ENTITY_TYPE>;

export type UserRow = Row<'users'>;
export type SessionRow = Row<'sessions'>;
export type OwnerRow = Row<'owners'>;
export type ApplicationRow = Row<'applications'>;
export type LicenseRow = Row<'licenses'>;
export type DeviceRow = Row<'devices'>;
export type TenantUserRow = Row<'tenantUsers'>;
export type ProductSettingRow = Row<'productSettings'>;
export type ActivityRow = Row<'activities'>;

// The model API, typed loosely: the rows are typed by Table<M> below.
interface LooseModelApi {
  create(values: object): object;
  getAll(): object[];
  update(query: object): object | null;
  delete(query: object): object | null;
  count(): number;
}

/** Public (string-keyed) fields of an entity: what we store and snapshot. */
function plain<T extends object>(entity: T): T {
  return { ...entity };
}

// ---------------------------------------------------------------------------------------
// Undo journal

type Undo = () => void;
let journal: Undo[] | null = null;
/** Row order of each table before its first removal in the current transaction. */
let orderBefore: Map<ModelName, string[]> | null = null;
const reorderers = new Map<ModelName, (ids: readonly string[]) => void>();
let version = 0;

/** Increases on every write; hosts compare it to know when to persist. */
export function databaseVersion(): number {
  return version;
}

/**
 * Runs `fn`; if it throws, every write it made is undone (in reverse order) and the error
 * is re-thrown. Nested calls join the outer transaction. `fn` must be synchronous.
 */
export function transaction<T>(fn: () => T): T {
  if (journal) return fn();
  journal = [];
  orderBefore = new Map();
  try {
    const result = fn();
    return result;
  } catch (error) {
    const undo = journal ?? [];
    const orders = orderBefore ?? new Map<ModelName, string[]>();
    journal = null;
    orderBefore = null;
    for (let i = undo.length - 1; i >= 0; i--) {
      try {
        undo[i]!();
      } catch (undoError) {
        console.error('[mock] rollback step failed', undoError);
      }
    }
    // A removed-then-restored row went to the end: put every row back in its place.
    for (const [name, ids] of orders) reorderers.get(name)?.(ids);
    throw error;
  } finally {
    journal = null;
    orderBefore = null;
  }
}

// ---------------------------------------------------------------------------------------
// Tables

export interface Table<M extends ModelName> {
  readonly name: M;
  /** Every row, in insertion order. Do not mutate the rows. */
  all(): ReadonlyArray<Readonly<Row<M>>>;
  get(id: string): Readonly<Row<M>> | undefined;
  count(): number;
  insert(values: Row<M>): Readonly<Row<M>>;
  patch(id: string, data: Partial<Row<M>>): Readonly<Row<M>>;
  remove(id: string): void;
  /** Rebuilds the id index (after a drop or restore). */
  reindex(): void;
}

function createTable<M extends ModelName>(name: M): Table<M> {
  reorderers.set(name, (ids) => reorder(ids));
  const api = db[name] as unknown as LooseModelApi;
  let index: Map<string, Readonly<Row<M>>> | null = null;
  const byId = (): Map<string, Readonly<Row<M>>> => {
    if (!index) {
      index = new Map();
      for (const row of api.getAll() as Row<M>[]) index.set((row as { id: string }).id, row);
    }
    return index;
  };
  const whereId = (id: string) => ({ where: { id: { equals: id } } });

  const rawInsert = (values: Row<M>): Readonly<Row<M>> => {
    const created = api.create(values) as Row<M>;
    byId().set((created as { id: string }).id, created);
    version++;
    return created;
  };
  const rawPatch = (id: string, data: Partial<Row<M>>): Readonly<Row<M>> => {
    const next = api.update({ ...whereId(id), data, strict: true }) as Row<M>;
    byId().set(id, next);
    version++;
    return next;
  };
  const rawRemove = (id: string): void => {
    api.delete({ ...whereId(id), strict: true });
    byId().delete(id);
    version++;
  };

  /** Re-creates the rows in the given order (the model keeps insertion order). */
  const reorder = (ids: readonly string[]) => {
    const current = [...byId().keys()];
    if (current.length === ids.length && current.every((id, i) => id === ids[i])) return;
    const rows = ids.map((id) => byId().get(id)).filter((row): row is Readonly<Row<M>> => row !== undefined);
    for (const id of current) api.delete({ ...whereId(id), strict: true });
    index = new Map();
    for (const row of rows) rawInsert(plain(row) as Row<M>);
  };

  return {
    name,
    all: () => [...byId().values()],
    get: (id) => byId().get(id),
    count: () => byId().size,
    insert(values) {
      const created = rawInsert(values);
      const id = (created as { id: string }).id;
      journal?.push(() => rawRemove(id));
      return created;
    },
    patch(id, data) {
      const previous = byId().get(id);
      if (!previous) throw new Error(`[mock] ${name}: no row ${id} to patch`);
      const before = plain(previous) as Partial<Row<M>>;
      const next = rawPatch(id, data);
      journal?.push(() => rawPatch(id, before));
      return next;
    },
    remove(id) {
      const previous = byId().get(id);
      if (!previous) throw new Error(`[mock] ${name}: no row ${id} to remove`);
      const before = plain(previous) as Row<M>;
      if (orderBefore && !orderBefore.has(name)) orderBefore.set(name, [...byId().keys()]);
      rawRemove(id);
      journal?.push(() => rawInsert(before));
    },
    reindex() {
      index = null;
    },
  };
}

export const tables: { readonly [M in ModelName]: Table<M> } = {
  users: createTable('users'),
  sessions: createTable('sessions'),
  owners: createTable('owners'),
  applications: createTable('applications'),
  licenses: createTable('licenses'),
  devices: createTable('devices'),
  tenantUsers: createTable('tenantUsers'),
  productSettings: createTable('productSettings'),
  activities: createTable('activities'),
};

/** Empties every model. */
export function clearDatabase(): void {
  drop(db);
  for (const name of MODEL_NAMES) tables[name].reindex();
  version++;
}

// ---------------------------------------------------------------------------------------
// Dump and restore (browser snapshot, test assertions)

export const DUMP_FORMAT = 1;

export interface DatabaseDump {
  format: typeof DUMP_FORMAT;
  tables: { [M in ModelName]: Row<M>[] };
}

export function dumpDatabase(): DatabaseDump {
  const out = {} as { [M in ModelName]: Row<M>[] };
  for (const name of MODEL_NAMES) {
    (out as Record<ModelName, unknown[]>)[name] = tables[name].all().map((row) => plain(row));
  }
  return { format: DUMP_FORMAT, tables: out };
}

/** Replaces the whole database with a dump. Throws (leaving it empty) if the dump is malformed. */
export function restoreDatabase(dump: DatabaseDump): void {
  if (dump?.format !== DUMP_FORMAT || typeof dump.tables !== 'object' || dump.tables === null) {
    throw new Error('[mock] unsupported database dump');
  }
  clearDatabase();
  try {
    for (const name of MODEL_NAMES) {
      const rows = (dump.tables as Record<ModelName, unknown>)[name];
      if (!Array.isArray(rows)) throw new Error(`[mock] dump lacks table ${name}`);
      const api = db[name] as unknown as LooseModelApi;
      for (const row of rows) api.create(row as object);
      tables[name].reindex();
    }
  } catch (error) {
    clearDatabase();
    throw error;
  }
  version++;
}
