import { Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { chunkComponent } from '../../../src/screens/shared/deferred/chunk-component.ts';

function Hello() {
  return <p>画面です</p>;
}

/** A loader the test settles by hand, counting its calls. */
function manualLoader() {
  const settle: { resolve: (m: { Hello: typeof Hello }) => void; reject: (e: Error) => void }[] = [];
  const load = vi.fn(
    () =>
      new Promise<{ Hello: typeof Hello }>((resolve, reject) => {
        settle.push({ resolve, reject });
      }),
  );
  return { load, last: () => settle.at(-1)! };
}

function renderInSuspense(Screen: ReturnType<typeof chunkComponent>) {
  return render(
    <Suspense fallback={<p>読み込み中</p>}>
      <Screen />
    </Suspense>,
  );
}

describe('chunkComponent', () => {
  it('suspends until its code has arrived when nothing loaded it before', async () => {
    const loader = manualLoader();
    const Screen = chunkComponent(loader.load, (m) => m.Hello);
    renderInSuspense(Screen);
    expect(screen.getByText('読み込み中')).toBeInTheDocument();
    await act(async () => loader.last().resolve({ Hello }));
    expect(await screen.findByText('画面です')).toBeInTheDocument();
    expect(loader.load).toHaveBeenCalledTimes(1);
  });

  it('renders at once, without the fallback, once preload has loaded it', async () => {
    const loader = manualLoader();
    const Screen = chunkComponent(loader.load, (m) => m.Hello);
    const preloaded = Screen.preload();
    loader.last().resolve({ Hello });
    await preloaded;
    renderInSuspense(Screen);
    // In the first commit: no fallback was ever on screen.
    expect(screen.getByText('画面です')).toBeInTheDocument();
    expect(screen.queryByText('読み込み中')).toBeNull();
    // Preloading again, or rendering, loads nothing more.
    await Screen.preload();
    expect(loader.load).toHaveBeenCalledTimes(1);
  });

  it('tries again after a failed preload', async () => {
    const loader = manualLoader();
    const Screen = chunkComponent(loader.load, (m) => m.Hello);
    const first = Screen.preload();
    loader.last().reject(new Error('offline'));
    await expect(first).rejects.toThrow('offline');
    const second = Screen.preload();
    expect(loader.load).toHaveBeenCalledTimes(2);
    loader.last().resolve({ Hello });
    await second;
    renderInSuspense(Screen);
    expect(screen.getByText('画面です')).toBeInTheDocument();
  });

  it('passes its props to the loaded component', async () => {
    function Greeting({ name }: { name: string }) {
      return <p>{name}さん、こんにちは</p>;
    }
    const Chunk = chunkComponent(
      () => Promise.resolve({ Greeting }),
      (m) => m.Greeting,
    );
    await Chunk.preload();
    render(<Chunk name="山田" />);
    expect(screen.getByText('山田さん、こんにちは')).toBeInTheDocument();
  });
});
