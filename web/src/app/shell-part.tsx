// A part of the shell whose code loads on its own, just after the first paint
// (docs/product/architecture.md): the delivery of the device's waiting writes, the sync indicator,
// the setup guide, the startup notices. When its code cannot be fetched (the signal went while it
// loaded), the part is left out and the page goes on; its code is asked for again once the browser
// is back online, when the app comes back to the foreground, and every RETRY_MS. So a phone that
// lost its signal at the wrong moment still delivers the member's writes in the same visit.
import { Component, lazy, Suspense, useEffect, useState, type ComponentType, type ReactNode } from 'react';

const RETRY_MS = 30_000;

/** The part's code could not be fetched (as opposed to an error of the part itself). */
class CodeUnavailable extends Error {
  override name = 'CodeUnavailable';
}

class PartBoundary extends Component<{ children: ReactNode; onCodeUnavailable: () => void }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    if (error instanceof CodeUnavailable) this.props.onCodeUnavailable();
  }

  override render() {
    return this.state.failed ? null : this.props.children;
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

const loader = <P extends object>(load: () => Promise<ComponentType<P>>) =>
  lazy(async () => {
    try {
      return { default: await load() };
    } catch (error) {
      // A fetch that failed is a TypeError ("Failed to fetch dynamically imported module"); an
      // error the module threw as it ran is its own and is not asked for again.
      throw error instanceof TypeError ? new CodeUnavailable(error.message) : error;
    }
  });

type Props<P extends object> = { load: () => Promise<ComponentType<P>> } & P;

/** The part `load` answers, loaded on first render, and again after a failed fetch of its code. */
export function ShellPart<P extends object>({ load, ...props }: Props<P>) {
  const [attempt, setAttempt] = useState(() => ({ count: 0, Loaded: loader(load) }));
  const [waiting, setWaiting] = useState(false);
  const [retry] = useState(() => () => {
    setWaiting(false);
    setAttempt((previous) => ({ count: previous.count + 1, Loaded: loader(load) }));
  });
  useRetry(waiting, retry);
  const { Loaded } = attempt;
  return (
    <PartBoundary key={attempt.count} onCodeUnavailable={() => setWaiting(true)}>
      <Suspense fallback={null}>
        <Loaded {...(props as unknown as P)} />
      </Suspense>
    </PartBoundary>
  );
}
