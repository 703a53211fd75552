// FormDialog: the form shows only while the dialog is open for something, given that record and a
// save of its own; while the save runs, × cancels it and the dialog stays; each opening starts
// with a save of its own (a cancelled save's notice does not carry over to the next opening).
import { useState } from 'react';
import { configure, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FormDialog } from '../../../src/screens/shared/form/save-dialog.tsx';
import { FormButtons } from '../../../src/screens/shared/form/form-feedback.tsx';
import type { FormSave } from '../../../src/screens/shared/form/use-form-save.tsx';
import { formSave } from '../../../src/shared/messages/forms/form-save.ts';
import { renderScreen } from '../../support/render.tsx';

configure({ asyncUtilTimeout: 5000 });

/** A form whose save waits until its call is aborted. */
function HangingForm({ name, save }: { name: string; save: FormSave }) {
  const hang = () =>
    void save.run(({ abort }) => new Promise((_, reject) => abort.signal.addEventListener('abort', reject)));
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        hang();
      }}
    >
      <p>{`${name} を編集`}</p>
      <FormButtons submitLabel="保存" save={save} />
    </form>
  );
}

function Harness() {
  const [opened, setOpened] = useState<{ id: string; name: string } | null>(null);
  return (
    <>
      <button type="button" onClick={() => setOpened({ id: 'a', name: 'アプリA' })}>
        開く
      </button>
      <FormDialog
        opened={opened}
        openingKey={opened?.id ?? ''}
        rereads={[['form-dialog-test']]}
        header="テストの編集"
        width="30rem"
        onHide={() => setOpened(null)}
      >
        {(record, save) => <HangingForm name={record.name} save={save} />}
      </FormDialog>
    </>
  );
}

describe('FormDialog', () => {
  it('shows the form only while open, given the record; × cancels a running save, then closes', async () => {
    const { user } = renderScreen(<Harness />);
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(screen.getByRole('button', { name: '開く' }));
    const dialog = await screen.findByRole('dialog', { name: 'テストの編集' });
    expect(dialog.getAttribute('style')).toContain('min(30rem, 95vw)');
    expect(screen.getByText('アプリA を編集')).toBeInTheDocument();

    // While the save runs the submit is held (busy follows the save) and × cancels it.
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(screen.getByRole('button', { name: '保存' })).toBeDisabled());
    await user.click(screen.getByRole('button', { name: '閉じる' }));
    expect(await screen.findByText(formSave.cancelledTitle)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'テストの編集' })).toBeInTheDocument();

    // Not running any more: × closes the dialog, and the next opening starts afresh.
    await user.click(screen.getByRole('button', { name: '閉じる' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: '開く' }));
    await screen.findByRole('dialog', { name: 'テストの編集' });
    expect(screen.queryByText(formSave.cancelledTitle)).toBeNull();
    expect(screen.getByRole('button', { name: '保存' })).toBeEnabled();
  });
});
