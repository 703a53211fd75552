// The 30 s auto-refresh re-renders only the rows that changed: ListTable memoises rows on
// their object (tests/component/shared/list-table.test.tsx), and the devices query keeps
// the objects of unchanged devices from one refresh to the next (structural sharing).
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { ApiProvider } from '../../../src/api/client/api-context.tsx';
import { deviceListAdapter } from '../../../src/api/resources/licensing/devices.ts';
import { useListAdapter } from '../../../src/api/resources/list-adapter.ts';
import { callApi, testApiClient } from '../../support/api.ts';
import { createQueryClient } from '../../../src/api/client/query-client.ts';
import { signInAs } from '../../support/render.tsx';

describe('device list refresh', () => {
  it('keeps every unchanged device object and replaces only the changed one', async () => {
    await signInAs('admin');
    const queryClient = createQueryClient({ retry: false });
    const api = testApiClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>
        <ApiProvider value={api}>{children}</ApiProvider>
      </QueryClientProvider>
    );
    const query = {
      page: 1,
      pageSize: 25,
      search: undefined,
      status: undefined,
      sortField: 'name',
      sortOrder: 'asc',
    } as const;
    const { result } = renderHook(() => useQuery(useListAdapter(deviceListAdapter).pageQuery(query)), { wrapper });
    await waitFor(() => expect(result.current.data).toBeDefined());
    const before = result.current.data!.rows;
    const target = before.find((d) => d.status === 'ACTIVE')!;

    await callApi('deactivateDevice', { params: { id: target.id }, body: {} });
    await result.current.refetch();
    await waitFor(() => expect(result.current.data!.rows.find((d) => d.id === target.id)!.status).not.toBe('ACTIVE'));

    const after = result.current.data!.rows;
    expect(after.map((d) => d.id)).toEqual(before.map((d) => d.id));
    const replaced = after.filter((d, i) => d !== before[i]).map((d) => d.id);
    expect(replaced).toEqual([target.id]);
  });
});
