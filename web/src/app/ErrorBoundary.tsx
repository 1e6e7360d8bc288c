import { Component, type ReactNode } from 'react';
import { Button } from '../ui/Button.tsx';

interface State {
  error: Error | null;
}

/** No screen is a blank page on error: this one says what happened and offers a retry. */
export class ErrorBoundary extends Component<{ children: ReactNode; resetKey?: string; fallback?: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidUpdate(prev: { resetKey?: string }) {
    if (prev.resetKey !== this.props.resetKey && this.state.error) this.setState({ error: null });
  }

  override render() {
    if (!this.state.error) return this.props.children;
    if (this.props.fallback !== undefined) return this.props.fallback;
    const offline = this.state.error.name === 'NetworkUnavailableError' || !navigator.onLine;
    return (
      <div role="alert" style={{ padding: 24, display: 'grid', gap: 12, justifyItems: 'start' }}>
        <h2>{offline ? "You're offline" : 'Something went wrong'}</h2>
        <p>{offline ? 'This page needs a connection the first time. Try again when you are back online.' : 'This page could not be loaded. Please try again.'}</p>
        <Button onPress={() => this.setState({ error: null })}>Try again</Button>
      </div>
    );
  }
}
