/** A drill's outcome, the goals it is held to, and the Markdown table the CLI prints. */
import type { BrideCounts } from './drill-evidence';

export interface RecoveryTime {
  /** What was timed, e.g. "workers resumed after Redis returned". */
  label: string;
  /** undefined: it never happened within the drill's bounded wait. */
  ms: number | undefined;
  /** The goal, when there is one. */
  goalMs?: number;
}

export interface DrillResult {
  name: string;
  /** The fault, as it was dealt: "SIGKILL × 4, every 8 s". */
  fault: string;
  counts: BrideCounts;
  /**
   * Brides refused while the fault lasted are expected for PostgreSQL (nothing can be stored);
   * for Redis and a worker a refusal is a miss.
   */
  refusalsAllowed: boolean;
  recovery: RecoveryTime[];
  /** Surveys sent while the fault lasted, and how many of them the API accepted. */
  duringFault?: { sent: number; accepted: number };
  /** Our processes that ended without the drill killing them. */
  restarted: string[];
  notes: string[];
}

/** Every goal the drill missed, in words; empty when it met them all. */
export function missedGoals(result: DrillResult): string[] {
  const { counts } = result;
  const missed: string[] = [];
  if (counts.submitted === 0) missed.push('no bride was submitted');
  if (counts.lost > 0) missed.push(`${counts.lost} lost`);
  if (counts.stuck > 0) missed.push(`${counts.stuck} stuck`);
  if (counts.duplicatedStepResults > 0) missed.push(`${counts.duplicatedStepResults} duplicated step results`);
  if (counts.duplicateReadyNotes > 0) missed.push(`${counts.duplicateReadyNotes} duplicate ready notifications`);
  if (!result.refusalsAllowed && counts.refused > 0) missed.push(`${counts.refused} surveys refused`);
  if (result.restarted.length > 0) missed.push(`processes ended: ${result.restarted.join(', ')}`);
  for (const time of result.recovery) {
    if (time.ms === undefined) missed.push(`${time.label}: never`);
    else if (time.goalMs !== undefined && time.ms > time.goalMs)
      missed.push(`${time.label}: ${seconds(time.ms)} (goal ${seconds(time.goalMs)})`);
  }
  return missed;
}

export const seconds = (ms: number | undefined) => (ms === undefined ? 'never' : `${(ms / 1000).toFixed(1)} s`);

function describeRecovery(time: RecoveryTime): string {
  const goal = time.goalMs === undefined ? '' : ` (goal ≤ ${seconds(time.goalMs)})`;
  return `${time.label}: **${seconds(time.ms)}**${goal}`;
}

const cell = (text: string) => text.replaceAll('|', '\\|').replaceAll('\n', ' ');

/** The drills as a Markdown table, then each drill's notes. */
export function formatDrillReport(results: readonly DrillResult[]): string {
  const header = [
    'Drill',
    'Fault',
    'Submitted',
    'Refused',
    'Stored',
    'Ready',
    'Lost',
    'Stuck',
    'Duplicated step results',
    'Duplicate ready notes',
    'Time to recover',
    'Our processes restarted',
    'Goals',
  ];
  const rows = results.map((result) => {
    const { counts } = result;
    const missed = missedGoals(result);
    return [
      result.name,
      result.fault,
      String(counts.submitted),
      `${counts.refused}${result.refusalsAllowed && counts.refused > 0 ? ' (while down)' : ''}`,
      String(counts.stored),
      String(counts.ready),
      String(counts.lost),
      String(counts.stuck),
      String(counts.duplicatedStepResults),
      String(counts.duplicateReadyNotes),
      result.recovery.map(describeRecovery).join('<br>'),
      result.restarted.length === 0 ? 'none' : result.restarted.join(', '),
      missed.length === 0 ? '✅ met' : `❌ ${missed.join('; ')}`,
    ];
  });
  const lines = [
    `| ${header.join(' | ')} |`,
    `| ${header.map(() => '---').join(' | ')} |`,
    ...rows.map((row) => `| ${row.map(cell).join(' | ')} |`),
  ];
  const notes = results.flatMap((result) =>
    result.notes.length === 0 ? [] : ['', `**${result.name}**`, ...result.notes.map((note) => `- ${note}`)],
  );
  return [...lines, ...notes].join('\n');
}
