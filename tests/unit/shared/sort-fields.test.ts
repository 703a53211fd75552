// What a list sorts by, named once (src/api/schemas/list-sorts.ts through sortFields and sortKeysOf
// of src/shared/list-view.ts): the sort parameter's values, and the keys the lists sort rows with.
import { describe, expect, it } from 'vitest';
import { sortFields, sortKeysOf } from '../../../src/shared/list-view.ts';
import { DEVICE_SORT_FIELDS, deviceListQuerySchema } from '../../../src/api/schemas/licensing/device.ts';

describe('sortFields', () => {
  const sort = sortFields(['name'], ['createdAt'], { field: 'createdAt', order: 'desc' });

  it('offers fields then times as the sort parameter', () => {
    expect(sort.all).toEqual(['name', 'createdAt']);
    expect(DEVICE_SORT_FIELDS).toEqual([
      'id',
      'hardwareId',
      'name',
      'status',
      'licenseId',
      'lastHeartbeat',
      'createdAt',
    ]);
    expect(deviceListQuerySchema.safeParse({ sortField: 'lastHeartbeat' }).success).toBe(true);
    expect(deviceListQuerySchema.safeParse({ sortField: 'hostname' }).success).toBe(false);
  });

  it('sorts a field as it is and a time as a number', () => {
    const keys = sortKeysOf<{ name: string; createdAt: string | null }>(sort);
    const row = { name: '経理部のPC', createdAt: '2026-01-02T00:00:00Z' };
    expect(keys.name!(row)).toBe('経理部のPC');
    expect(keys.createdAt!(row)).toBe(Date.parse('2026-01-02T00:00:00Z'));
    expect(keys.createdAt!({ ...row, createdAt: null })).toBeNull();
  });
});
