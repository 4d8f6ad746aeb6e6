import { afterEach, describe, expect, it } from '@jest/globals';
import { defaultBackoff, restartDelayMs, superviseProcesses, type Supervisor } from './supervise-processes';

const node = (script: string) => ({ command: process.execPath, args: ['-e', script] });
const crashesAtOnce = node('process.exit(3)');
const runsOn = node('setInterval(() => undefined, 1000)');
const fastBackoff = { initialMs: 100, maxMs: 400, resetAfterMs: 60_000 };

const until = async (condition: () => boolean, timeoutMs = 10_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

let supervisor: Supervisor | undefined;
afterEach(async () => {
  await supervisor?.stop();
  supervisor = undefined;
});

function supervise(processes: Parameters<typeof superviseProcesses>[0]['processes'], backoff = fastBackoff) {
  const lines: { at: number; line: string }[] = [];
  supervisor = superviseProcesses({
    processes,
    spawnOptions: { stdio: 'ignore' },
    backoff,
    log: (line) => lines.push({ at: Date.now(), line }),
  });
  return { supervisor, lines, linesOf: (name: string) => lines.filter(({ line }) => line.startsWith(`${name}:`)) };
}

describe('restart backoff', () => {
  it('doubles from half a second up to 30 seconds', () => {
    const delays = [1, 2, 3, 4, 5, 6, 7, 8, 9].map((restart) => restartDelayMs(restart, defaultBackoff));
    expect(delays).toEqual([500, 1000, 2000, 4000, 8000, 16_000, 30_000, 30_000, 30_000]);
  });
});

describe('superviseProcesses', () => {
  it('restarts a process that keeps dying with growing delays, while the other keeps running', async () => {
    const { supervisor, lines, linesOf } = supervise([
      { name: 'api', ...runsOn },
      { name: 'worker', ...crashesAtOnce },
    ]);
    const apiPid = supervisor.pidOf('api')!;
    await until(() => linesOf('worker').filter(({ line }) => line.includes('unexpectedly')).length >= 4);

    const crashes = linesOf('worker').filter(({ line }) => line.includes('unexpectedly'));
    expect(crashes.map(({ line }) => line.replace(/after [\d.]+ s/, 'after N s'))).toEqual([
      'worker: stopped unexpectedly (exit code 3) after N s; restarting in 0.1 s (restart 1)',
      'worker: stopped unexpectedly (exit code 3) after N s; restarting in 0.2 s (restart 2)',
      'worker: stopped unexpectedly (exit code 3) after N s; restarting in 0.4 s (restart 3)',
      'worker: stopped unexpectedly (exit code 3) after N s; restarting in 0.4 s (restart 4)',
    ]);
    // Each new start waited out its delay.
    const starts = linesOf('worker').filter(({ line }) => line.includes('running as pid'));
    for (const [index, delayMs] of [100, 200, 400].entries()) {
      expect(starts[index + 1]!.at - crashes[index]!.at).toBeGreaterThanOrEqual(delayMs - 5);
    }
    expect(supervisor.pidOf('api')).toBe(apiPid);
    expect(linesOf('api').map(({ line }) => line)).toEqual([`api: running as pid ${apiPid}`]);
    expect(lines.length).toBeGreaterThan(8);
  });

  it('restarts a killed process, and starts the backoff over once it has stayed up a while', async () => {
    const { supervisor, linesOf } = supervise([{ name: 'worker', ...runsOn }], { ...fastBackoff, resetAfterMs: 200 });
    for (let kill = 1; kill <= 3; kill += 1) {
      const pid = supervisor.pidOf('worker')!;
      await new Promise((resolve) => setTimeout(resolve, 250));
      process.kill(pid, 'SIGKILL');
      await until(() => supervisor.pidOf('worker') !== undefined && supervisor.pidOf('worker') !== pid);
    }
    expect(
      linesOf('worker')
        .filter(({ line }) => line.includes('unexpectedly'))
        .map(({ line }) => line),
    ).toEqual(
      Array.from({ length: 3 }, () => expect.stringMatching(/\(SIGKILL\) after .*restarting in 0\.1 s \(restart 1\)$/)),
    );
  });

  it('stops every process on stop, restarting none, even one waiting for its restart', async () => {
    const { supervisor, linesOf } = supervise(
      [
        { name: 'api', ...runsOn },
        { name: 'worker', ...crashesAtOnce },
      ],
      { ...fastBackoff, initialMs: 300 },
    );
    const apiPid = supervisor.pidOf('api')!;
    await until(() => linesOf('worker').some(({ line }) => line.includes('unexpectedly')));
    await supervisor.stop();

    expect(isRunning(apiPid)).toBe(false);
    expect(supervisor.pidOf('api')).toBeUndefined();
    const linesAtStop = linesOf('worker').length;
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(linesOf('worker')).toHaveLength(linesAtStop);
    expect(linesOf('api').some(({ line }) => line.includes('unexpectedly'))).toBe(false);
  });

  it('says so when a process cannot be started at all, and keeps trying', async () => {
    const { linesOf } = supervise([{ name: 'ghost', command: '/nonexistent/ghost', args: [] }]);
    await until(() => linesOf('ghost').length >= 2);
    expect(linesOf('ghost')[0]!.line).toMatch(/^ghost: stopped unexpectedly \(could not start: .*ENOENT.*\)/);
  });
});
