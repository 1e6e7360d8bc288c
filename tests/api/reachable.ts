// Whether a service the PostgreSQL and Redis tests need answers on this machine. Both are optional
// (the README says so): where one is not running, its tests skip and say why, rather than fail;
// where it runs (CI), they run.
import { connect } from 'node:net';

/** True when something accepts a TCP connection at `url`'s host and port within a second. */
export function isReachable(url: string, defaultPort: number): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = connect({ host: hostname || '127.0.0.1', port: Number(port || defaultPort) });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(1000, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

/** Prints why a group of tests is skipped, so a green run does not hide what it left out. */
export function skipReason(what: string, url: string): string {
  const reason = `${what} skipped: nothing answers at ${url} (start it to run these tests)`;
  console.warn(reason);
  return reason;
}
