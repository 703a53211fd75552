// The typed table layer over the @mswjs/data models: lookups by id from an index (the model's
// findFirst scans every row: docs/adr/0040-mock-database-on-mswjs-data.md), writes recorded in the
// undo journal (journal.ts). Every write goes through `tables.*`, never through `db.*`, so the
// index and the journal stay true.
import { drop } from '@mswjs/data';
import { clearAudit } from './audit-log.ts';
import { bumpVersion, recordUndo, rememberOrder } from './journal.ts';
import { db } from './models.ts';
import { MODEL_NAMES, type ModelName, type Row } from './rows.ts';

interface ById {
  where: { id: { equals: string } };
  strict: true;
}

/** The part of an @mswjs/data model the table layer uses, for rows of type R. */
interface Model<R> {
  create(values: R): R;
  getAll(): R[];
  update(query: ById & { data: Partial<R> }): R;
  delete(query: ById): unknown;
}

export interface Table<R extends { id: string }> {
  readonly name: ModelName;
  /** Every row, in insertion order. Do not mutate the rows. */
  all(): ReadonlyArray<Readonly<R>>;
  get(id: string): Readonly<R> | undefined;
  count(): number;
  insert(values: R): Readonly<R>;
  patch(id: string, data: Partial<R>): Readonly<R>;
  remove(id: string): void;
  /** Forgets the id index (after the models were emptied). */
  reindex(): void;
}

const byId = (id: string): ById => ({ where: { id: { equals: id } }, strict: true });

function createTable<R extends { id: string }>(name: ModelName, model: Model<NoInfer<R>>): Table<R> {
  let index: Map<string, Readonly<R>> | null = null;
  const rows = (): Map<string, Readonly<R>> => {
    if (!index) {
      index = new Map();
      for (const row of model.getAll()) index.set(row.id, row);
    }
    return index;
  };

  const rawInsert = (values: R): Readonly<R> => {
    const created = model.create(values);
    rows().set(created.id, created);
    bumpVersion();
    return created;
  };
  const rawPatch = (id: string, data: Partial<R>): Readonly<R> => {
    const next = model.update({ ...byId(id), data });
    rows().set(id, next);
    bumpVersion();
    return next;
  };
  const rawRemove = (id: string): void => {
    model.delete(byId(id));
    rows().delete(id);
    bumpVersion();
  };

  /** The model keeps insertion order: re-creates the rows in the order of `ids`. */
  const reorder = (ids: readonly string[]): void => {
    const current = [...rows().keys()];
    if (current.length === ids.length && current.every((id, i) => id === ids[i])) return;
    const ordered = ids.map((id) => rows().get(id)).filter((row) => row !== undefined);
    for (const id of current) model.delete(byId(id));
    index = new Map();
    for (const row of ordered) rawInsert({ ...row });
  };

  const existing = (id: string, verb: string): Readonly<R> => {
    const row = rows().get(id);
    if (!row) throw new Error(`[mock] ${name}: no row ${id} to ${verb}`);
    return row;
  };

  return {
    name,
    all: () => [...rows().values()],
    get: (id) => rows().get(id),
    count: () => rows().size,
    insert(values) {
      const created = rawInsert(values);
      recordUndo(() => rawRemove(created.id));
      return created;
    },
    patch(id, data) {
      const before = { ...existing(id, 'patch') };
      const next = rawPatch(id, data);
      recordUndo(() => rawPatch(id, before));
      return next;
    },
    remove(id) {
      const before = { ...existing(id, 'remove') };
      rememberOrder(name, () => {
        const ids = [...rows().keys()];
        return () => reorder(ids);
      });
      rawRemove(id);
      recordUndo(() => rawInsert(before));
    },
    reindex() {
      index = null;
    },
  };
}

export const tables: { readonly [M in ModelName]: Table<Row<M>> } = {
  users: createTable('users', db.users),
  sessions: createTable('sessions', db.sessions),
  owners: createTable('owners', db.owners),
  applications: createTable('applications', db.applications),
  licenses: createTable('licenses', db.licenses),
  devices: createTable('devices', db.devices),
  tenantUsers: createTable('tenantUsers', db.tenantUsers),
  productSettings: createTable('productSettings', db.productSettings),
  activities: createTable('activities', db.activities),
  activations: createTable('activations', db.activations),
  quotaSnapshots: createTable('quotaSnapshots', db.quotaSnapshots),
  notificationStates: createTable('notificationStates', db.notificationStates),
  entitlements: createTable('entitlements', db.entitlements),
  licensePolicies: createTable('licensePolicies', db.licensePolicies),
  licenseTerms: createTable('licenseTerms', db.licenseTerms),
  licenseReferences: createTable('licenseReferences', db.licenseReferences),
  signingKeys: createTable('signingKeys', db.signingKeys),
  licenseFiles: createTable('licenseFiles', db.licenseFiles),
};

/** Empties every model and the audit log. */
export function clearDatabase(): void {
  drop(db);
  clearAudit();
  for (const name of MODEL_NAMES) tables[name].reindex();
  bumpVersion();
}
