// The list hook's setters keep their identity while the view changes (memoised filters, rows
// and paginator rely on it), and a setter that has not changed still merges into the view
// as it is now, not the one it was created in.
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { listParamsSchema, optionalEnum, useServerList } from '../../../src/screens/shared/list/use-server-list.ts';

const schema = listParamsSchema(['name', 'createdAt'], { status: optionalEnum(['ACTIVE', 'REVOKED']) });

type Params = ReturnType<typeof schema.parse>;

function setup(path = '/items', prefetch?: (params: Params) => void) {
  const location = memoryLocation({ path, record: true });
  const wrapper = ({ children }: { children: ReactNode }) => <Router hook={location.hook}>{children}</Router>;
  const { result, rerender } = renderHook(() => useServerList(schema, { prefetch }), { wrapper });
  const search = () => new URLSearchParams(location.history!.at(-1)!.split('?')[1] ?? '');
  return { result, rerender, search };
}

describe('useServerList', () => {
  it('returns the same setters on every view', () => {
    const { result } = setup();
    const first = result.current;
    act(() => first.toPage(3));
    act(() => first.table.onSort('name', -1));
    const later = result.current;
    expect(later.params).toMatchObject({ page: 1, sort: 'name', order: 'desc' });
    expect(later.setFilters).toBe(first.setFilters);
    expect(later.toPage).toBe(first.toPage);
    expect(later.table.onPage).toBe(first.table.onPage);
    expect(later.table.onSort).toBe(first.table.onSort);
    expect(later.search.onChange).toBe(first.search.onChange);
  });

  it("speaks in pages from the URL to the paginator: the page shown is the URL's, a page chosen is written as it is", () => {
    const { result, search } = setup('/items?page=3&size=25');
    expect(result.current.table).toMatchObject({ page: 3, pageSize: 25 });
    act(() => result.current.table.onPage(4, 25));
    expect(Object.fromEntries(search())).toEqual({ page: '4', size: '25' });
    expect(result.current.table.page).toBe(4);
    act(() => result.current.table.onPage(1, 50));
    expect(Object.fromEntries(search())).toEqual({ size: '50' });
  });

  it('keeps the previews across pages of one view', () => {
    const { result } = setup('/items?sort=name');
    const before = result.current;
    act(() => before.toPage(2));
    expect(result.current.params.page).toBe(2);
    expect(result.current.previewFilters).toBe(before.previewFilters);
    expect(result.current.table.onSortPreview).toBe(before.table.onSortPreview);
  });

  // The filters are memoised PrimeReact Dropdowns: a preview that changed with the view
  // re-rendered all of them on every sort and filter.
  it('keeps the previews across sorts and filters, and a preview reads the view shown now', () => {
    const previewed: Params[] = [];
    const { result } = setup('/items', (params) => previewed.push(params));
    const before = result.current;
    act(() => before.table.onSort('name', -1));
    act(() => before.setFilters({ status: 'ACTIVE' }));
    expect(result.current.previewFilters).toBe(before.previewFilters);
    expect(result.current.table.onSortPreview).toBe(before.table.onSortPreview);
    act(() => before.previewFilters({ status: 'REVOKED' }));
    expect(previewed.at(-1)).toMatchObject({ page: 1, sort: 'name', order: 'desc', status: 'REVOKED' });
  });

  // The screen renders more often than its URL changes (a page's data arriving, a call starting):
  // a view read again on each render handed the memoised parts new objects every time.
  it('hands the same view, table and search box objects to every render of one URL', () => {
    const { result, rerender } = setup('/items?page=2&status=ACTIVE');
    const before = result.current;
    rerender();
    expect(result.current.params).toBe(before.params);
    expect(result.current.firstPage).toBe(before.firstPage);
    expect(result.current.table).toBe(before.table);
    expect(result.current.search).toBe(before.search);
    act(() => before.toPage(3));
    expect(result.current.table).not.toBe(before.table);
    expect(result.current.table.page).toBe(3);
    expect(result.current.firstPage).toBe(before.firstPage);
  });

  it('merges a filter chosen with a setter from an older render into the view of now', () => {
    const { result, search } = setup();
    const { setFilters, table } = result.current;
    act(() => table.onSort('createdAt', 1));
    act(() => table.onPage(3, 10));
    act(() => setFilters({ status: 'REVOKED' }));
    expect(Object.fromEntries(search())).toEqual({ sort: 'createdAt', status: 'REVOKED' });
  });
});
