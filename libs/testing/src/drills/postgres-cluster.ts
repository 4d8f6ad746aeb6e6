/**
 * A throw-away PostgreSQL cluster of its own (initdb into a temp folder, trust auth, a free port,
 * its unix socket in that folder), which a drill may stop and start again. The machine's shared
 * PostgreSQL is never touched. PostgreSQL refuses to run as root: as root, every command runs as
 * the `postgres` user (runuser) in a folder that user owns. The server runs as a child of this
 * process, in its process group (pg_ctl start would detach it), so a Ctrl+C reaches it too.
 */
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { chown, mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from '../free-port';
import { settlesWithin } from '../wait';
import type { OrphanReaper } from './orphan-reaper';

const run = promisify(execFile);

export interface PostgresCluster {
  port: number;
  /** The URL of `database` on this cluster, as the superuser `postgres`. */
  url(database: string): string;
  /** Stops the server (`pg_ctl stop`); `fast` ends sessions and shuts down cleanly, `immediate` is a crash. */
  stop(mode?: 'fast' | 'immediate'): Promise<void>;
  /** Starts it again on the same port and data, and waits until it accepts connections. */
  start(): Promise<void>;
  /** The server's log so far. */
  log(): string;
  /** Stops it at once and removes its folder. */
  destroy(): Promise<void>;
}

/** The newest /usr/lib/postgresql/<version>/bin, or PG_BIN_DIR, or the PATH. */
function findBinDir(): string {
  if (process.env.PG_BIN_DIR) return process.env.PG_BIN_DIR;
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return '';
  const versions = readdirSync(root)
    .filter((name) => existsSync(path.join(root, name, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(root, versions[0], 'bin') : '';
}

async function postgresUser(): Promise<{ uid: number; gid: number }> {
  try {
    const [uid, gid] = await Promise.all([run('id', ['-u', 'postgres']), run('id', ['-g', 'postgres'])]);
    return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
  } catch {
    throw new Error('running as root, PostgreSQL needs a "postgres" user to run as, and there is none');
  }
}

const exited = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;

function waitForExit(child: ChildProcess): Promise<void> {
  if (exited(child)) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

/** The postmaster's pid from its pid file, to end it when nothing else does. */
async function postmasterPid(dataDir: string): Promise<number | undefined> {
  const text = await readFile(path.join(dataDir, 'postmaster.pid'), 'utf8').catch(() => '');
  const pid = Number(text.split('\n')[0]);
  return Number.isInteger(pid) && pid > 0 ? pid : undefined;
}

export async function startPostgresCluster(reaper?: OrphanReaper): Promise<PostgresCluster> {
  const binDir = findBinDir();
  const bin = (name: string) => (binDir ? path.join(binDir, name) : name);
  const asRoot = process.getuid?.() === 0;
  const command = (name: string, args: string[]): [string, string[]] =>
    asRoot ? ['runuser', ['-u', 'postgres', '--', bin(name), ...args]] : [bin(name), args];
  const pg = (name: string, args: string[]) => run(...command(name, args));

  const dir = await mkdtemp(path.join(os.tmpdir(), 'bridal-drill-pg-'));
  reaper?.watchFolder(dir);
  const dataDir = path.join(dir, 'data');
  let server: ChildProcess | undefined;
  let output = '';

  const kill = async () => {
    const child = server;
    server = undefined;
    if (child && !exited(child)) {
      await pg('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', '-t', '10', 'stop']).catch(() => undefined);
      if (!(await settlesWithin(waitForExit(child), 10_000))) child.kill('SIGKILL');
    }
    // However it was left, no postmaster outlives the cluster.
    const pid = await postmasterPid(dataDir);
    if (pid) {
      try {
        process.kill(pid, 'SIGQUIT');
      } catch {
        // Already gone.
      }
    }
  };

  try {
    if (asRoot) {
      const { uid, gid } = await postgresUser();
      await chown(dir, uid, gid);
    }
    await pg('initdb', ['-D', dataDir, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--no-sync']);
    const port = await freePort();
    // Durability is not under test; speed on a shared machine is welcome.
    const serverArgs = [
      '-D',
      dataDir,
      '-p',
      String(port),
      '-k',
      dir,
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'fsync=off',
      '-c',
      'synchronous_commit=off',
      '-c',
      'full_page_writes=off',
      '-c',
      'max_connections=200',
    ];

    const cluster: PostgresCluster = {
      port,
      url: (database) => `postgres://postgres@127.0.0.1:${port}/${database}`,
      async stop(mode = 'fast') {
        const child = server;
        if (!child) return;
        await pg('pg_ctl', ['-D', dataDir, '-m', mode, '-w', '-t', '60', 'stop']);
        await settlesWithin(waitForExit(child), 15_000);
        server = undefined;
      },
      start() {
        if (server) return Promise.reject(new Error('PostgreSQL is already running'));
        return new Promise<void>((resolve, reject) => {
          const child = spawn(...command('postgres', serverArgs), { stdio: ['ignore', 'pipe', 'pipe'] });
          server = child;
          const from = output.length;
          const timer = setTimeout(() => fail(new Error('PostgreSQL did not start within 60 s')), 60_000);
          const onData = (chunk: Buffer) => {
            output += chunk.toString();
            if (output.includes('ready to accept connections', from)) {
              clearTimeout(timer);
              child.off('exit', onExit);
              reaper?.watchProcess(child.pid);
              void postmasterPid(dataDir).then((pid) => reaper?.watchProcess(pid));
              resolve();
            }
          };
          const onExit = (code: number | null) => fail(new Error(`PostgreSQL exited with ${code}`));
          function fail(error: Error) {
            clearTimeout(timer);
            void kill().finally(() => reject(new Error(`${error.message}:\n${output.slice(from)}`)));
          }
          child.stdout!.on('data', onData);
          child.stderr!.on('data', onData);
          child.once('exit', onExit);
          child.once('error', fail);
        });
      },
      log: () => output,
      async destroy() {
        await kill();
        await rm(dir, { recursive: true, force: true });
      },
    };
    await cluster.start();
    return cluster;
  } catch (error) {
    await kill();
    await rm(dir, { recursive: true, force: true });
    const detail = error instanceof Error && 'stderr' in error ? `\n${String(error.stderr)}` : '';
    throw new Error(
      `could not start a PostgreSQL cluster of its own: ${error instanceof Error ? error.message : String(error)}${detail}`,
      { cause: error },
    );
  }
}
