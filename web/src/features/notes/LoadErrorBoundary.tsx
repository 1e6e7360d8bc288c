import { Component, type ReactNode } from 'react';
import * as styles from './notes.css.ts';

interface Props {
  children: ReactNode;
  /** What the screen says when its list cannot be loaded (docs/product/notes.md). */
  message: string;
  /** A change (Refresh, a new search) tries again. */
  resetKey: string;
}

/** The load-error state of a list: its message instead of the list, until the next try. */
export class LoadErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidUpdate(prev: Props) {
    if (prev.resetKey !== this.props.resetKey && this.state.failed) this.setState({ failed: false });
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <p role="alert" className={styles.loadError}>
        {this.props.message}
      </p>
    );
  }
}
