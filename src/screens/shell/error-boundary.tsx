// A render error shows a Japanese message and a reload button instead of a blank page (plain
// markup, src/ui/light/: it wraps the first load, and must work when a chunk failed to load).
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { shell } from '../../shared/messages/shell.ts';
import { InlineMessage } from '../../ui/light/inline-message.tsx';
import { LightButton } from '../../ui/light/light-button.tsx';

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
        <InlineMessage severity="error" text={shell.crashBody} />
        <LightButton label={shell.reloadPage} icon="pi pi-refresh" onClick={() => window.location.reload()} />
      </div>
    );
  }
}
