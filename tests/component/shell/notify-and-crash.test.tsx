import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useNotify } from '../../../src/screens/shared/feedback/notify.tsx';
import { ErrorBoundary } from '../../../src/screens/shell/error-boundary.tsx';
import { renderScreen } from '../../support/render.tsx';

function Notifier({ count }: { count: number }) {
  const notify = useNotify();
  return (
    <button type="button" onClick={() => Array.from({ length: count }, (_, i) => notify.info(`通知${i + 1}`))}>
      通知する
    </button>
  );
}

function Boom(): never {
  throw new Error('boom');
}

describe('notifications', () => {
  it('shows at most three toasts at once, the newest ones', async () => {
    const { user } = renderScreen(<Notifier count={5} />);
    await user.click(screen.getByRole('button', { name: '通知する' }));
    await waitFor(() => expect(screen.getByText('通知5')).toBeInTheDocument());
    await waitFor(() => expect(screen.queryByText('通知1')).not.toBeInTheDocument());
    expect(screen.queryByText('通知2')).not.toBeInTheDocument();
    expect(screen.getByText('通知3')).toBeInTheDocument();
    expect(screen.getByText('通知4')).toBeInTheDocument();
  });
});

describe('error boundary', () => {
  it('shows a Japanese message instead of a blank page', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderScreen(
      <ErrorBoundary>
        <Boom />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: '問題が発生しました' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '画面を再読み込み' })).toBeInTheDocument();
    spy.mockRestore();
  });
});
