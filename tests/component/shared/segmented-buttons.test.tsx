// The joined toggle buttons of the user list's role filter: a named group of native buttons
// that says which one is chosen, by pointer and by keyboard.
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SegmentedButtons } from '../../../src/screens/shared/segmented-buttons.tsx';

const OPTIONS = [
  { label: 'すべて', value: undefined },
  { label: '管理者', value: 'ADMIN' },
  { label: '一般ユーザー', value: 'USER' },
] as const;

function Harness({ onChange }: { onChange: (value: string | undefined) => void }) {
  const [value, setValue] = useState<string | undefined>(undefined);
  return (
    <>
      <span id="role-label">ロール</span>
      <SegmentedButtons
        labelledBy="role-label"
        value={value}
        options={OPTIONS}
        onChange={(next) => {
          onChange(next);
          setValue(next);
        }}
      />
    </>
  );
}

describe('SegmentedButtons', () => {
  it('is a group named by its label whose chosen button is pressed', () => {
    render(<Harness onChange={() => undefined} />);
    const group = screen.getByRole('group', { name: 'ロール' });
    expect(within(group).getAllByRole('button').map((b) => b.textContent)).toEqual(['すべて', '管理者', '一般ユーザー']);
    expect(within(group).getByRole('button', { name: 'すべて', pressed: true })).toBeInTheDocument();
    expect(within(group).getAllByRole('button', { pressed: false })).toHaveLength(2);
  });

  it('chooses another option on click and keyboard, and ignores a press of the chosen one', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<Harness onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: '管理者' }));
    expect(onChange).toHaveBeenLastCalledWith('ADMIN');
    expect(screen.getByRole('button', { name: '管理者' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'すべて' })).toHaveAttribute('aria-pressed', 'false');

    await user.click(screen.getByRole('button', { name: '管理者' }));
    expect(onChange).toHaveBeenCalledTimes(1);

    await user.tab();
    expect(screen.getByRole('button', { name: '一般ユーザー' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('USER');
    await user.keyboard(' ');
    expect(onChange).toHaveBeenCalledTimes(2);
    await user.tab({ shift: true });
    await user.tab({ shift: true });
    await user.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith(undefined);
    expect(screen.getByRole('button', { name: 'すべて', pressed: true })).toBeInTheDocument();
  });
});
