import { Component, type ErrorInfo, type ReactNode } from 'react';
import { CrashNotice } from './CrashNotice';

interface State {
  error: Error | null;
}

/**
 * Last line of defence above the router: anything that escapes the route error elements (a
 * provider, the shell itself) still ends in a message and a reload button, never a blank page.
 * Rendered outside the i18n provider on purpose, so CrashNotice carries both languages itself.
 */
export class AppErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Parapet crashed', error, info.componentStack);
  }

  override render() {
    if (this.state.error) return <CrashNotice error={this.state.error} />;
    return this.props.children;
  }
}
