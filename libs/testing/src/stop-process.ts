import type { ChildProcess } from 'node:child_process';
import { settlesWithin } from './wait';

/**
 * Asks a process to stop (SIGTERM: it finishes what it has in hand), kills it if it is still
 * there after `graceMs`, and answers once it has exited.
 */
export async function stopProcess(child: ChildProcess, graceMs: number): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  if (await settlesWithin(exited, graceMs)) return;
  child.kill('SIGKILL');
  await exited;
}
