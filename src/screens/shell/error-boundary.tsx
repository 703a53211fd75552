// A render error shows a Japanese message and a reload button instead of a blank page.
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { shell } from '../../shared/messages/shell.ts';

interface State {
  error: Error | null;
}

export class ErrorBoundary extends Component<{ children: ReactNode; onReset?: () => void }, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('画面の描画に失敗しました', error, info.componentStack);
  }

  render() {
    if (!this.state.error) return this.props.children;
    return (
      <div className="crash" role="alert">
        <h1>{shell.crashTitle}</h1>
        <Message severity="error" text={shell.crashBody} />
        <Button label={shell.reloadPage} icon="pi pi-refresh" onClick={() => window.location.reload()} />
      </div>
    );
  }
}
