import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { builtEntries, productionNodeFlags, productionProcessEnv } from '@bridal/server/runtime/production-node-flags';

export const repoRoot = path.resolve(fileURLToPath(new URL('.', import.meta.url)), '../../..');

export interface SpawnedService {
  process: ChildProcess;
  output(): string;
  stop(): Promise<void>;
}

/**
 * A run at a faked hour (scripts/ci/run-at-faked-hours.ts) fakes the clock of every process of
 * the test through libfaketime's variables: a service started without them would read the real
 * clock while the test and PostgreSQL read the faked one.
 */
function fakedClockEnv(): Record<string, string> {
  return Object.fromEntries(
    Object.entries(process.env).filter(
      (entry): entry is [string, string] =>
        (entry[0] === 'LD_PRELOAD' || entry[0].startsWith('FAKETIME')) && entry[1] !== undefined,
    ),
  );
}

/**
 * Runs one of the platform's processes (api or worker) as it runs in production, with its own
 * environment, and waits until its log shows `readyLine`.
 */
export async function spawnService(options: {
  entry: 'api/src/main.ts' | 'worker/src/main.ts';
  env: Record<string, string>;
  readyLine: RegExp;
  timeoutMs?: number;
  /** 'build' runs the bundle of `npm run build:server` as production does; the sources by default. */
  from?: 'sources' | 'build';
  /** Where the bundles were built (buildServer's outRoot): the repository by default. */
  buildRoot?: string;
  /** More node flags for a built process (a CPU profile, say), after production's own. */
  nodeFlags?: readonly string[];
}): Promise<SpawnedService> {
  const app = options.entry.startsWith('api/') ? 'api' : 'worker';
  const args =
    options.from === 'build'
      ? [
          ...productionNodeFlags[app],
          ...(options.nodeFlags ?? []),
          path.join(options.buildRoot ?? repoRoot, builtEntries[app]),
        ]
      : ['--import', 'tsx', options.entry];
  const child = spawn(process.execPath, args, {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '/tmp',
      ...fakedClockEnv(),
      ...productionProcessEnv,
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      // A process that never became ready must not outlive the test that started it.
      child.kill('SIGKILL');
      reject(new Error(`${options.entry} did not start:\n${output}`));
    }, options.timeoutMs ?? 30_000);
    const check = () => {
      if (options.readyLine.test(output)) {
        clearTimeout(timer);
        // Testing the whole, growing log at every chunk would cost more with each line.
        child.stdout!.off('data', check);
        child.stderr!.off('data', check);
        resolve();
      }
    };
    child.stdout!.on('data', check);
    child.stderr!.on('data', check);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${options.entry} exited with ${code}:\n${output}`));
    });
  });
  return {
    process: child,
    output: () => output,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
