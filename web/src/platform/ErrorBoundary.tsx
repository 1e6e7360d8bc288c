import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from './router.tsx';
import { Button } from '../ui/Button.tsx';
import * as styles from './platform.css.ts';

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
    return <ErrorMessage offline={isOffline(this.state.error)} onRetry={() => this.setState({ error: null })} />;
  }
}

const isOffline = (error: unknown) => (error instanceof Error && error.name === 'NetworkUnavailableError') || !navigator.onLine;

/**
 * What a page shows, inside the shell, when its route could not start: most often its code could
 * not be fetched (no signal before the offline copy was made, or a new version replaced it on the
 * server). Trying again loads the page afresh, which also brings the current version's code.
 */
export function RouteError() {
  const error = useRouteError();
  return <ErrorMessage offline={isOffline(error)} onRetry={() => window.location.reload()} />;
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
