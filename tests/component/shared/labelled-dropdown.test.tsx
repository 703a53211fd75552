// LabelledDropdown: its label names the combobox (the console's Dropdown defaults included: one
// combobox, no nameless second one), it sits in the wrapper the screen lays out, and a choice
// reaches the screen.
import { useState } from 'react';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LabelledDropdown } from '../../../src/ui/dropdown/labelled-dropdown.tsx';
import { renderScreen } from '../../support/render.tsx';
import { chooseOption, combobox } from '../../support/dropdown.ts';

const MONTHS = [
  { label: '2026年1月', value: '2026-01' },
  { label: '2026年2月', value: '2026-02' },
];

function Month({ onChosen }: { onChosen: (month: string) => void }) {
  const [month, setMonth] = useState('2026-01');
  return (
    <LabelledDropdown
      className="month-picker"
      inputId="month"
      label="開始月"
      value={month}
      options={MONTHS}
      onChange={(e) => {
        setMonth(String(e.value));
        onChosen(String(e.value));
      }}
    />
  );
}

describe('LabelledDropdown', () => {
  it('is one combobox named by its label, in its wrapper, and hands over the choice', async () => {
    const onChosen = vi.fn();
    const { user } = renderScreen(<Month onChosen={onChosen} />);
    const box = combobox('開始月');
    expect(screen.getAllByRole('combobox')).toHaveLength(1);
    expect(box.closest('.month-picker')?.querySelector('label')).toHaveTextContent('開始月');

    await chooseOption(user, '開始月', '2026年2月');
    expect(onChosen).toHaveBeenCalledWith('2026-02');
    expect(screen.getByText('2026年2月', { selector: '.p-dropdown-label' })).toBeInTheDocument();
  });
});
