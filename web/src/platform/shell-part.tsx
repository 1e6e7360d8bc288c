// A part of the shell whose code loads on its own (docs/product/architecture.md): just after the
// first paint, the delivery of the device's waiting writes, the sync indicator and the toasts'
// region; once the first screen is done, the startup notices and the header's menus; when opened,
// the setup guide, the account dialog, the admin panel and the footer's forms; and the Return
// Visits page's map, when its tab opens. When its code cannot be fetched (the signal went while it loaded), the part is left out
// (or its fallback stays) and the page goes on; its code is asked for again once the browser is
// back online, when the app comes back to the foreground, and every RETRY_MS. So a phone that lost its signal at the wrong moment still delivers the member's
// writes in the same visit. A part the member opened is closed instead, with a word to the member
// (`closeWhenFailed`), as it is when its own code fails.
import { Component, lazy, Suspense, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { i18next } from '../i18n/index.ts';
import { errorToast } from '../ui/toast.tsx';

const RETRY_MS = 30_000;

/**
 * A part the member opened could not show: `close` it and say why. Its code could not be fetched
 * (asked for again, it is fetched again), or the part failed as it ran.
 */
function closeFailedPart(close: () => void, why: 'unavailable' | 'broken') {
  close();
  errorToast(i18next.t(why === 'unavailable' ? 'shell:ui.codeUnavailable' : 'common:errors.generic'));
}

/** The part's code could not be fetched (as opposed to an error of the part itself). */
class CodeUnavailable extends Error {
  override name = 'CodeUnavailable';
}

class PartBoundary extends Component<
  { children: ReactNode; fallback: ReactNode; onCodeUnavailable: () => void; onBroken: () => void },
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    if (error instanceof CodeUnavailable) this.props.onCodeUnavailable();
    else this.props.onBroken();
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/** Asks again when the browser is back online, the app is back in front, or after RETRY_MS. */
function useRetry(waiting: boolean, retry: () => void) {
  useEffect(() => {
    if (!waiting) return;
    const onVisible = () => document.visibilityState === 'visible' && retry();
    const timer = setTimeout(retry, RETRY_MS);
    window.addEventListener('online', retry);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('online', retry);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [waiting, retry]);
}

/** Each part's loaded component, kept so that a part shown again renders at once. */
const loaders = new WeakMap<object, ComponentType<never>>();

/** The component `load` answers: the one loaded before, or a new loader (after a failed fetch too). */
function loader<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const known = loaders.get(load) as ComponentType<P> | undefined;
  if (known) return known;
  const Loaded = lazy(async () => {
    try {
      return { default: await load() };
    } catch (error) {
      loaders.delete(load);
      // A fetch that failed is a TypeError ("Failed to fetch dynamically imported module"); an
      // error the module threw as it ran is its own and is not asked for again.
      throw error instanceof TypeError ? new CodeUnavailable(error.message) : error;
    }
  });
  loaders.set(load, Loaded as ComponentType<never>);
  return Loaded;
}

type Props<P extends object> = {
  load: () => Promise<ComponentType<P>>;
  /** Shown while the code loads (nothing by default). */
  fallback?: ReactNode;
  /** Shown while the code cannot be fetched, or when the part failed as it ran (the fallback by default). */
  unavailable?: ReactNode;
  /**
   * For a part the member opened (a dialog): how to close it when it cannot show. Its code not
   * fetched, it is closed with a toast to check the connection, instead of being asked for again
   * by itself later, which would open it out of the blue; the member asks again. Its code failing
   * as it runs, it is closed with a toast that something went wrong, never left silently unopened.
   */
  closeWhenFailed?: () => void;
} & P;

/** The part `load` answers, loaded on first render, and again after a failed fetch of its code. */
export function ShellPart<P extends object>({ load, fallback = null, unavailable = fallback, closeWhenFailed, ...props }: Props<P>) {
  const [attempt, setAttempt] = useState(() => ({ count: 0, Loaded: loader(load) }));
  const [waiting, setWaiting] = useState(false);
  const [retry] = useState(() => () => {
    setWaiting(false);
    setAttempt((previous) => ({ count: previous.count + 1, Loaded: loader(load) }));
  });
  useRetry(waiting, retry);
  const { Loaded } = attempt;
  return (
    <PartBoundary
      key={attempt.count}
      fallback={unavailable}
      onCodeUnavailable={closeWhenFailed ? () => closeFailedPart(closeWhenFailed, 'unavailable') : () => setWaiting(true)}
      onBroken={() => closeWhenFailed && closeFailedPart(closeWhenFailed, 'broken')}
    >
      <Suspense fallback={fallback}>
        <Loaded {...(props as unknown as P)} />
      </Suspense>
    </PartBoundary>
  );
}
