import net from 'node:net';

export class DependencyUnreachableError extends Error {
  override name = 'DependencyUnreachableError';
}

function describe(url: string, defaultPort: number): { host: string; port: number } {
  const parsed = new URL(url);
  return { host: parsed.hostname || '127.0.0.1', port: Number(parsed.port || defaultPort) };
}

function canConnect(host: string, port: number, timeoutMs: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

/**
 * Fails with one line naming the variable to change and the compose alternative when
 * PostgreSQL or Redis cannot be reached.
 */
export async function checkDependencies(
  env: { DATABASE_URL: string; REDIS_URL: string },
  timeoutMs = 3000,
): Promise<void> {
  const checks = [
    { name: 'PostgreSQL', variable: 'DATABASE_URL', ...describe(env.DATABASE_URL, 5432) },
    { name: 'Redis', variable: 'REDIS_URL', ...describe(env.REDIS_URL, 6379) },
  ];
  for (const check of checks) {
    if (!(await canConnect(check.host, check.port, timeoutMs))) {
      throw new DependencyUnreachableError(
        `Cannot reach ${check.name} at ${check.host}:${check.port}: start it or set ${check.variable}, or run everything with "docker compose up --build".`,
      );
    }
  }
}
