/**
 * `npm run bench -- dashboard --profile`: where the API's CPU goes while it answers the unchanged
 * poll. The API runs with `--cpu-prof`; the dashboard section notes when its poll rounds ran, and
 * once the API has exited (V8 writes the profile then) only the samples inside those rounds are
 * read. V8 stamps samples with the monotonic clock that process.hrtime reads, in every process of
 * the machine, so the bench's clock marks the API's samples.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/** A span of the monotonic clock, in microseconds. */
export interface ProfileWindow {
  startUs: number;
  endUs: number;
}

export const monotonicUs = () => Number(process.hrtime.bigint() / 1000n);

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
}

interface CpuProfile {
  nodes: { id: number; callFrame: CallFrame }[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

export interface ProfileSummary {
  /** Sampled time inside the windows, idle included. */
  sampledUs: number;
  /** Of it, time the API's thread was busy (not idle). */
  busyUs: number;
  /** Busy time by where the code comes from (our bundle, a package, node, the garbage collector). */
  byOrigin: { origin: string; us: number }[];
  /** The functions with the most self time. */
  topFunctions: { name: string; where: string; us: number }[];
}

const idleFrames = new Set(['(idle)']);

/** The package a frame's file belongs to, or what V8 calls it. */
function originOf(frame: CallFrame): string {
  const { url, functionName } = frame;
  if (!url) return functionName.startsWith('(') ? functionName : 'native (node and V8 built-ins)';
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1]!;
  if (url.startsWith('node:')) return 'node';
  // The bundle inlines most packages; the rest is ours (api/dist, libs).
  return 'our bundle (api/dist, packages bundled in it)';
}

function whereOf(frame: CallFrame): string {
  if (!frame.url) return '';
  const short = frame.url.replace(/^file:\/\//, '').replace(/^.*node_modules\//, '');
  return `${short.startsWith('/') ? path.basename(short) : short}:${frame.lineNumber + 1}`;
}

/** Sums self time per frame over the samples that fall inside any window. */
export function summarizeProfile(profile: CpuProfile, windows: readonly ProfileWindow[], top = 20): ProfileSummary {
  const frames = new Map(profile.nodes.map((node) => [node.id, node.callFrame]));
  const inWindow = (us: number) => windows.some((window) => us >= window.startUs && us < window.endUs);
  const selfByNode = new Map<number, number>();
  let sampledUs = 0;
  let at = profile.startTime;
  profile.samples.forEach((nodeId, index) => {
    const delta = profile.timeDeltas[index] ?? 0;
    at += delta;
    if (!inWindow(at)) return;
    selfByNode.set(nodeId, (selfByNode.get(nodeId) ?? 0) + delta);
    sampledUs += delta;
  });
  const byOrigin = new Map<string, number>();
  const byFunction = new Map<string, { name: string; where: string; us: number }>();
  let busyUs = 0;
  for (const [nodeId, us] of selfByNode) {
    const frame = frames.get(nodeId);
    if (!frame || idleFrames.has(frame.functionName)) continue;
    busyUs += us;
    const origin = originOf(frame);
    byOrigin.set(origin, (byOrigin.get(origin) ?? 0) + us);
    const name = frame.functionName || '(anonymous)';
    const where = whereOf(frame);
    const key = `${name}@${where}`;
    const entry = byFunction.get(key) ?? { name, where, us: 0 };
    entry.us += us;
    byFunction.set(key, entry);
  }
  return {
    sampledUs,
    busyUs,
    byOrigin: [...byOrigin].map(([origin, us]) => ({ origin, us })).sort((a, b) => b.us - a.us),
    topFunctions: [...byFunction.values()].sort((a, b) => b.us - a.us).slice(0, top),
  };
}

/** Reads the one profile `--cpu-prof-dir` holds. */
export async function readCpuProfile(dir: string): Promise<CpuProfile> {
  const files = (await readdir(dir)).filter((name) => name.endsWith('.cpuprofile'));
  if (files.length !== 1) throw new Error(`expected one CPU profile in ${dir}, found ${files.length}`);
  return JSON.parse(await readFile(path.join(dir, files[0]!), 'utf8')) as CpuProfile;
}

/** The summary as Markdown, per answered poll. */
export function formatProfileSummary(summary: ProfileSummary, answers: number): string[] {
  const perAnswer = (us: number) => (answers > 0 ? `${(us / answers).toFixed(1)} µs` : '-');
  const share = (us: number) => `${((us / Math.max(1, summary.busyUs)) * 100).toFixed(1)}%`;
  return [
    `## CPU profile of the API during the poll rounds (${answers} answers)`,
    '',
    `Sampled ${(summary.sampledUs / 1000).toFixed(0)} ms in the rounds, ${(summary.busyUs / 1000).toFixed(0)} ms ` +
      `busy: ${perAnswer(summary.busyUs)} of the API's thread per answer (the profiler's own cost included, so ` +
      'above the unprofiled figure; the shares are what matter). Self time, by origin:',
    '',
    '| Origin | Per answer | Share |',
    '|---|---|---|',
    ...summary.byOrigin.map((row) => `| ${row.origin} | ${perAnswer(row.us)} | ${share(row.us)} |`),
    '',
    'The functions with the most self time:',
    '',
    '| Function | Where | Per answer | Share |',
    '|---|---|---|---|',
    ...summary.topFunctions.map(
      (row) => `| ${row.name.replaceAll('|', '\\|')} | ${row.where} | ${perAnswer(row.us)} | ${share(row.us)} |`,
    ),
  ];
}
