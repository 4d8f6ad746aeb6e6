/**
 * A detached watchdog for what a drill starts. Should the drill's process end without its cleanup
 * (Ctrl+C under jest, which gives a test no signal of its own; a SIGKILL), the watchdog stops the
 * processes the drill recorded and removes its folders. A process is killed only if its pid still
 * has the start time recorded with it, so a pid reused by another program is never touched.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { appendFileSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface OrphanReaper {
  /** Kill this process (and wait no more for it) if the drill's process dies first. */
  watchProcess(pid: number | undefined): void;
  /** Remove this folder if the drill's process dies first. */
  watchFolder(dir: string): void;
  /** Everything was cleaned up normally: the watchdog has nothing left to do. */
  stop(): void;
}

// $1: the drill's pid, $2: the state file. Lines: "pid <pid> <start time>" or "dir <path>".
const script = `
while kill -0 "$1" 2>/dev/null; do sleep 1; done
[ -f "$2" ] || exit 0
while read -r kind value start; do
  if [ "$kind" = pid ] && [ -r "/proc/$value/stat" ]; then
    now=$(sed 's/^.*) //' "/proc/$value/stat" | cut -d' ' -f20)
    [ "$now" = "$start" ] && kill -9 "$value" 2>/dev/null
  fi
done < "$2"
sleep 1
while read -r kind value start; do
  [ "$kind" = dir ] && rm -rf "$value"
done < "$2"
rm -f "$2"
`;

/** The process's start time (clock ticks after boot), from /proc/<pid>/stat. */
function startTimeOf(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Field 22; the fields after ") " start at field 3.
    return stat.slice(stat.lastIndexOf(') ') + 2).split(' ')[19];
  } catch {
    return undefined;
  }
}

export function startOrphanReaper(): OrphanReaper {
  const stateFile = path.join(os.tmpdir(), `bridal-drill-reaper-${process.pid}-${randomBytes(4).toString('hex')}`);
  appendFileSync(stateFile, '');
  const watchdog = spawn('sh', ['-c', script, 'bridal-drill-reaper', String(process.pid), stateFile], {
    detached: true,
    stdio: 'ignore',
  });
  watchdog.unref();
  let stopped = false;
  const record = (line: string) => {
    if (!stopped) appendFileSync(stateFile, `${line}\n`);
  };
  return {
    watchProcess(pid) {
      const start = pid ? startTimeOf(pid) : undefined;
      if (pid && start) record(`pid ${pid} ${start}`);
    },
    watchFolder(dir) {
      record(`dir ${dir}`);
    },
    stop() {
      stopped = true;
      watchdog.kill();
      rmSync(stateFile, { force: true });
    },
  };
}
