// The file pickers speak Japanese whatever the browser's language: the button and the empty state
// are the console's texts, the native input keeps the field's name and takes the file.
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FilePicker } from '../../../src/screens/shared/form/file-picker.tsx';

describe('FilePicker', () => {
  it('names the field, offers ファイルを選択, says no file is chosen, then the chosen file', async () => {
    const onChange = vi.fn();
    render(<FilePicker label="リクエストファイル" hint=".req ファイル" accept=".req" onChange={onChange} />);
    const input = screen.getByLabelText('リクエストファイル');
    expect(input).toHaveAttribute('type', 'file');
    expect(screen.getByText('ファイルを選択')).toBeVisible();
    expect(input).toHaveAccessibleDescription('ファイルが選択されていません .req ファイル');

    await userEvent.upload(input, new File(['x'], 'factory-pc-1.req'));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(input).toHaveAccessibleDescription('factory-pc-1.req .req ファイル');
  });

  it('is disabled with its field', () => {
    render(<FilePicker label="CSVファイルを選択" accept=".csv" disabled onChange={() => {}} />);
    expect(screen.getByLabelText('CSVファイルを選択')).toBeDisabled();
  });
});
