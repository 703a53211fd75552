// The list table's paginator, and the next sort order a header click asks for.
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { nextSort } from '../../../src/ui/table/list-table.tsx';
import { pageLinks } from '../../../src/ui/table/list-paginator.tsx';
import { items, setup } from './list-table-harness.tsx';

describe('the paginator', () => {
  it('shows where the user is: the report, the current page, and the ends disabled', () => {
    setup(items(10));
    expect(screen.getByText('1 - 10 / 95 件')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '最初のページ' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '前のページ' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '次のページ' })).toBeEnabled();
    expect(screen.getByRole('button', { name: '1ページ' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getAllByRole('button', { name: /^\dページ$/ }).map((b) => b.textContent)).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
    ]);
    expect(screen.getByLabelText('行/ページ')).toHaveValue('10');
  });

  it('keeps the current page among five links, as PrimeReact does', () => {
    expect(pageLinks(0, 400)).toEqual([0, 1, 2, 3, 4]);
    expect(pageLinks(2, 400)).toEqual([0, 1, 2, 3, 4]);
    expect(pageLinks(3, 400)).toEqual([1, 2, 3, 4, 5]);
    expect(pageLinks(399, 400)).toEqual([395, 396, 397, 398, 399]);
    expect(pageLinks(1, 3)).toEqual([0, 1, 2]);
    expect(pageLinks(0, 1)).toEqual([0]);
  });
});

describe('nextSort', () => {
  it('starts a new column ascending and cycles asc → desc → none on the same one', () => {
    expect(nextSort(undefined, 0, 'a')).toEqual({ field: 'a', order: 1 });
    expect(nextSort('a', 1, 'a')).toEqual({ field: 'a', order: -1 });
    expect(nextSort('a', -1, 'a')).toEqual({ field: undefined, order: 0 });
    expect(nextSort('a', -1, 'b')).toEqual({ field: 'b', order: 1 });
  });
});
