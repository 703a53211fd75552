// The thin loading bar: it shows while a query the screen displays is fetching, and stays
// hidden while the next page is only being read ahead (a prefetch nobody looks at yet).
import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { FetchingBar } from '../../../src/screens/shared/list/fetching-bar.tsx';

function deferred() {
  let resolve: (value: string) => void = () => undefined;
  const promise = new Promise<string>((r) => (resolve = r));
  return { promise, resolve };
}

function Shown({ pending }: { pending: Promise<string> }) {
  useQuery({ queryKey: ['items', 'list', 1], queryFn: () => pending });
  return null;
}

describe('FetchingBar', () => {
  it('ignores a read-ahead and shows while a displayed list is fetching', async () => {
    const client = new QueryClient();
    const ahead = deferred();
    void client.prefetchQuery({ queryKey: ['items', 'list', 2], queryFn: () => ahead.promise });
    const { rerender } = render(
      <QueryClientProvider client={client}>
        <FetchingBar queryKey={['items']} label="読み込み中" />
      </QueryClientProvider>,
    );
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();

    const shown = deferred();
    rerender(
      <QueryClientProvider client={client}>
        <FetchingBar queryKey={['items']} label="読み込み中" />
        <Shown pending={shown.promise} />
      </QueryClientProvider>,
    );
    expect(await screen.findByRole('progressbar', { name: '読み込み中' })).toBeInTheDocument();
    await act(async () => {
      shown.resolve('ok');
      ahead.resolve('ok');
      await Promise.resolve();
    });
    await act(() => new Promise((r) => setTimeout(r, 10)));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });
});
