// A private redis-server for a test that must stop, restart or reconfigure Redis under a running
// app, on a port of its own so the machine's shared Redis is never touched. Tests using it skip,
// with the reason printed, where redis-server is not installed (CI installs it).
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { createServer } from 'node:net';

export const redisServerInstalled = spawnSync('redis-server', ['--version']).status === 0;

/** A port nothing listens on now. */
export const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

/** Waits for `check`, without a time of its own: the test's timeout bounds it. */
export async function until(check: () => boolean | Promise<boolean>) {
  while (!(await check())) await new Promise((resolve) => setTimeout(resolve, 50));
}

/** What `redis-cli` prints for `args` against the server on `port` (`password` given with -a). */
export function redisCli(port: number, args: string[], password?: string): string {
  const auth = password ? ['-a', password, '--no-auth-warning'] : [];
  return spawnSync('redis-cli', ['-p', String(port), ...auth, ...args], { encoding: 'utf8' }).stdout.trim();
}

export interface RedisServer {
  readonly port: number;
  readonly running: boolean;
  /** Starts it (again, on the same port), with `options` such as ['--requirepass', 'x']. */
  start(options?: string[]): Promise<void>;
  /** Kills it at once, as a crash would. */
  stop(): Promise<void>;
}

export async function redisServer(): Promise<RedisServer> {
  const port = await freePort();
  let child: ChildProcess | undefined;
  const running = () => child !== undefined && child.exitCode === null && child.signalCode === null;
  return {
    port,
    get running() {
      return running();
    },
    async start(options = []) {
      child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', ...options], { stdio: 'ignore' });
      // Up once it answers, with PONG or by asking for the password.
      await until(() => /PONG|NOAUTH/.test(redisCli(port, ['ping'])));
    },
    async stop() {
      if (!running()) return;
      const gone = new Promise((resolve) => child!.once('exit', resolve));
      child!.kill('SIGKILL');
      await gone;
    },
  };
}
