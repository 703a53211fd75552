// The memo used for a list screen's dialogs: new closures from the parent do not re-render
// the component, a changed value does, and a callback always runs the latest closure.
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { memoWithLatestCallbacks } from '../../../src/screens/shared/memo-with-latest-callbacks.tsx';

describe('memoWithLatestCallbacks', () => {
  it('skips renders caused by new closures, renders on a new value, and calls the latest closure', async () => {
    const renders: string[] = [];
    const Child = memoWithLatestCallbacks(function Child({ label, onPick }: { label: string; onPick: () => void }) {
      renders.push(label);
      return (
        <button type="button" onClick={onPick}>
          {label}
        </button>
      );
    });
    const picked: number[] = [];
    let bump: () => void = () => undefined;
    let rename: (label: string) => void = () => undefined;
    function Parent() {
      const [count, setCount] = useState(0);
      const [label, setLabel] = useState('選択');
      bump = () => setCount((c) => c + 1);
      rename = setLabel;
      return <Child label={label} onPick={() => picked.push(count)} />;
    }
    render(<Parent />);
    expect(renders).toEqual(['選択']);
    act(() => bump());
    act(() => bump());
    expect(renders).toEqual(['選択']);
    await userEvent.click(screen.getByRole('button', { name: '選択' }));
    expect(picked).toEqual([2]);
    act(() => rename('決定'));
    expect(renders).toEqual(['選択', '決定']);
  });
});
