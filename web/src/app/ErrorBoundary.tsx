import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../ui/Button.tsx';
import * as styles from './shell.css.ts';

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
    return <ErrorMessage offline={offline} onRetry={() => this.setState({ error: null })} />;
  }
}

function ErrorMessage({ offline, onRetry }: { offline: boolean; onRetry: () => void }) {
  const { t } = useTranslation('shell');
  return (
    <div role="alert" className={`${styles.centred} ${styles.pageMessage}`}>
      <h2>{offline ? t('errorBoundary.offlineTitle') : t('errorBoundary.title')}</h2>
      <p>{offline ? t('errorBoundary.offlineBody') : t('errorBoundary.body')}</p>
      <Button onPress={onRetry}>{t('errorBoundary.retry')}</Button>
    </div>
  );
}
