// The console's date field (src/screens/shared/form/calendar-day-input.tsx): a day typed in the forms
// Japanese users write, or picked from the browser's calendar through its button; the value is
// the instant the day starts or ends in the user's zone.
import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CalendarDayInput } from '../../../src/screens/shared/form/calendar-day-input.tsx';

function Field({ edge, seen }: { edge: 'start' | 'end'; seen: (value: string | null) => void }) {
  const [value, setValue] = useState<string | null>(null);
  return (
    <>
      <label htmlFor="day">終了日</label>
      <CalendarDayInput
        id="day"
        edge={edge}
        value={value}
        onChange={(v) => {
          setValue(v);
          seen(v);
        }}
      />
    </>
  );
}

describe('CalendarDayInput', () => {
  afterEach(() => vi.restoreAllMocks());

  it('reads a typed day on blur as the end of that day in the user’s zone', async () => {
    const seen = vi.fn();
    render(<Field edge="end" seen={seen} />);
    const box = screen.getByLabelText('終了日');
    await userEvent.type(box, '２０２６／１２／３１　');
    expect(seen).not.toHaveBeenCalled();
    await userEvent.tab();
    expect(seen).toHaveBeenLastCalledWith(new Date(2026, 11, 31, 23, 59, 59, 999).toISOString());
    expect(box).toHaveValue('2026/12/31');
  });

  it('hands on text that names no day as typed, so its owner can refuse it', async () => {
    const seen = vi.fn();
    render(<Field edge="start" seen={seen} />);
    await userEvent.type(screen.getByLabelText('終了日'), '2026/02/30');
    await userEvent.tab();
    expect(seen).toHaveBeenLastCalledWith('2026/02/30');
    expect(screen.getByLabelText('終了日')).toHaveValue('2026/02/30');
  });

  it('opens the browser’s calendar from its button, and a picked day fills the box', async () => {
    const showPicker = vi.fn();
    Object.defineProperty(HTMLInputElement.prototype, 'showPicker', { value: showPicker, configurable: true });
    const seen = vi.fn();
    const { container } = render(<Field edge="start" seen={seen} />);
    await userEvent.click(screen.getByRole('button', { name: 'カレンダーから選ぶ' }));
    expect(showPicker).toHaveBeenCalledTimes(1);
    // The picker itself is the browser's: what it gives back is a change of the hidden date input.
    fireEvent.change(container.querySelector('input[type="date"]')!, { target: { value: '2027-01-15' } });
    expect(seen).toHaveBeenLastCalledWith(new Date(2027, 0, 15).toISOString());
    expect(screen.getByLabelText('終了日')).toHaveValue('2027/01/15');
    delete (HTMLInputElement.prototype as { showPicker?: unknown }).showPicker;
  });
});
