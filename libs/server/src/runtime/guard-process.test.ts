import { spawn } from 'node:child_process';
import { EventEmitter } from 'node:events';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { repoRoot } from '@bridal/testing/spawn-service';
import { pino } from 'pino';
import { type EscapedErrorKind, guardProcess } from './guard-process';

function guardOn(target: EventEmitter) {
  const counts: Partial<Record<EscapedErrorKind, number>> = {};
  const lines: { level: number; kind: string; msg: string }[] = [];
  const shutdowns: string[] = [];
  const logger = pino({ level: 'info' }, { write: (line: string) => lines.push(JSON.parse(line) as never) });
  const unguard = guardProcess({
    logger,
    count: (kind) => (counts[kind] = (counts[kind] ?? 0) + 1),
    isStreamError: (error) => (error as NodeJS.ErrnoException).code === 'ECONNRESET',
    shutdown: (reason) => shutdowns.push(reason),
    target,
  });
  return { counts, lines, shutdowns, unguard };
}

const connectionReset = () => Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' });

describe('guardProcess', () => {
  it('logs and counts a stream error and an unhandled rejection, and serves on', () => {
    const target = new EventEmitter();
    const { counts, lines, shutdowns } = guardOn(target);
    target.emit('uncaughtException', connectionReset());
    target.emit('unhandledRejection', new Error('nobody awaited this'));
    expect(counts).toEqual({ stream_error: 1, unhandled_rejection: 1 });
    expect(lines.map(({ level, kind }) => [level, kind])).toEqual([
      [50, 'stream_error'],
      [50, 'unhandled_rejection'],
    ]);
    expect(shutdowns).toEqual([]);
  });

  it('logs, counts and stops the process for any other uncaught exception', () => {
    const target = new EventEmitter();
    const { counts, lines, shutdowns } = guardOn(target);
    target.emit('uncaughtException', new TypeError("Cannot read properties of undefined (reading 'id')"));
    expect(counts).toEqual({ uncaught_exception: 1 });
    expect(lines.map(({ level, kind }) => [level, kind])).toEqual([[60, 'uncaught_exception']]);
    expect(shutdowns).toEqual(['uncaught exception']);
  });

  it('leaves the process as it was once removed', () => {
    const target = new EventEmitter();
    const { unguard } = guardOn(target);
    unguard();
    expect(target.listenerCount('uncaughtException') + target.listenerCount('unhandledRejection')).toBe(0);
  });
});

/*
 * The same in a real process run as the API and the worker are (runProcess): it outlives a stream
 * error nobody listened to and a rejection nobody handled, then stops through its own stop function
 * (work in hand finished) and exits with 1 when its own code throws.
 */
const guardedProcess = `
import { PassThrough } from 'node:stream';
import { createLogger } from ${JSON.stringify(path.join(repoRoot, 'libs/server/src/logging/create-logger.ts'))};
import { guardProcess } from ${JSON.stringify(path.join(repoRoot, 'libs/server/src/runtime/guard-process.ts'))};
import { runProcess } from ${JSON.stringify(path.join(repoRoot, 'libs/server/src/runtime/run-process.ts'))};

runProcess('guarded', async ({ fail }) => {
  const counts = {};
  guardProcess({
    logger: createLogger({ level: 'info', name: 'guarded' }),
    count: (kind) => (counts[kind] = (counts[kind] ?? 0) + 1),
    isStreamError: (error) => error.code === 'ECONNRESET',
    shutdown: fail,
  });
  const steps = [
    () => new PassThrough().destroy(Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' })),
    () => void Promise.reject(new Error('nobody awaited this')),
    () => console.log('still running ' + JSON.stringify(counts)),
    () => { throw new TypeError('a bug of ours'); },
  ];
  steps.forEach((step, index) => setTimeout(step, 50 * (index + 1)));
  const work = setInterval(() => undefined, 1000);
  return async () => {
    clearInterval(work);
    console.log('stopped cleanly');
  };
});
`;

describe('a guarded process', () => {
  it('serves on after a stream error and a rejection, and stops cleanly with exit code 1 on a bug', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', guardedProcess], {
      cwd: repoRoot,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exitCode = await new Promise<number | null>((resolve) => child.once('exit', resolve));

    const lines = output.split('\n').filter((line) => line !== '');
    const kinds = lines.flatMap((line) => (line.startsWith('{') ? [(JSON.parse(line) as { kind?: string }).kind] : []));
    expect(kinds).toEqual(['stream_error', 'unhandled_rejection', 'uncaught_exception']);
    expect(lines).toContain('still running {"stream_error":1,"unhandled_rejection":1}');
    expect(lines).toContain('guarded: uncaught exception, shutting down');
    expect(lines).toContain('stopped cleanly');
    expect(exitCode).toBe(1);
  });
});
