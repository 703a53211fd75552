// The @mswjs/data models (the design card's choice), derived from the row schemas (rows.ts) so a
// column is described once: `id` is the primary key, a column that accepts null a nullable
// property, any other a getter of its type. Every insert passes a whole row, so the getters'
// defaults are never read.
import { factory, nullable, primaryKey } from '@mswjs/data';
import type { ModelValueType } from '@mswjs/data/lib/glossary';
import type { NullableProperty } from '@mswjs/data/lib/nullable';
import type { PrimaryKey } from '@mswjs/data/lib/primaryKey';
import type * as z from 'zod';
import { rowSchemas, type ModelName, type Row } from './rows.ts';

/** The model of a table whose rows are R; its entities are then exactly R. */
type ModelOf<R> = {
  [K in keyof R]: K extends 'id'
    ? PrimaryKey<string>
    : null extends R[K]
      ? NullableProperty<Extract<R[K], ModelValueType>>
      : () => R[K];
};

const getterOf = ({ def }: z.ZodType) => (def.type === 'number' ? Number : def.type === 'boolean' ? Boolean : String);

function modelOf<M extends ModelName>(name: M): ModelOf<Row<M>> {
  const shape: Record<string, z.ZodType> = rowSchemas[name].shape;
  const model = Object.fromEntries(
    Object.entries(shape).map(([key, column]) => [
      key,
      key === 'id' ? primaryKey(String) : column.safeParse(null).success ? nullable(() => null) : getterOf(column),
    ]),
  );
  // Object.fromEntries cannot carry per-key types; ModelOf states what was built.
  return model as ModelOf<Row<M>>;
}

/**
 * @mswjs/data 0.16.2 mirrors every write to other pages over a BroadcastChannel whenever
 * `window` exists. Under vitest's jsdom that channel is shared by the worker threads of one
 * process (same channel name, same database id), so test files would write into each
 * other's databases; in the browser the localStorage snapshot already covers reloads. The
 * channel is only opened inside factory(), so it is hidden for that one call.
 */
function createDatabase() {
  const dictionary: { [M in ModelName]: ModelOf<Row<M>> } = {
    users: modelOf('users'),
    sessions: modelOf('sessions'),
    owners: modelOf('owners'),
    applications: modelOf('applications'),
    licenses: modelOf('licenses'),
    devices: modelOf('devices'),
    tenantUsers: modelOf('tenantUsers'),
    productSettings: modelOf('productSettings'),
    activities: modelOf('activities'),
    activations: modelOf('activations'),
    quotaSnapshots: modelOf('quotaSnapshots'),
    notificationStates: modelOf('notificationStates'),
    entitlements: modelOf('entitlements'),
    licensePolicies: modelOf('licensePolicies'),
    licenseTerms: modelOf('licenseTerms'),
    licenseReferences: modelOf('licenseReferences'),
    signingKeys: modelOf('signingKeys'),
    licenseFiles: modelOf('licenseFiles'),
  };
  const saved = globalThis.BroadcastChannel;
  const hidden = saved !== undefined;
  if (hidden) Reflect.set(globalThis, 'BroadcastChannel', undefined);
  try {
    return factory(dictionary);
  } finally {
    if (hidden) globalThis.BroadcastChannel = saved;
  }
}

/** The @mswjs/data database. Read and write it through `tables` (tables.ts), never directly. */
export const db = createDatabase();
