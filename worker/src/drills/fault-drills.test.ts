/**
 * The fault drills, shortened (`npm run drills` runs them in full and times them against the
 * goals): the real API and two workers on a PostgreSQL cluster, a redis-server and a storage
 * folder of their own, while brides keep arriving, a worker is killed twice with SIGKILL, Redis
 * is down for 5 s and PostgreSQL restarts. Every bride the API accepted must end up stored and
 * ready, with each analysis step written once, and no process of ours may have died.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Cleanup } from '@bridal/testing/cleanup';
import { type DrillResult, formatDrillReport } from '@bridal/testing/drills/drill-report';
import { runFaultDrills, shortDrills } from '@bridal/testing/drills/fault-drills';

const cleanup = new Cleanup();
let results: DrillResult[] = [];
let platformLogs = '';

beforeAll(async () => {
  results = await runFaultDrills(cleanup, shortDrills, { onFailure: (tail) => (platformLogs = tail) }).catch(
    (error: unknown) => {
      throw new Error(`the drills could not run: ${String(error)}\n${platformLogs}`, { cause: error });
    },
  );
}, 240_000);

// On Ctrl+C, which skips afterAll, the drills' watchdog removes what they started.
afterAll(() => cleanup.run(), 120_000);

function drill(name: string): DrillResult {
  const result = results.find((candidate) => candidate.name === name);
  if (!result) throw new Error(`no result for the drill "${name}"`);
  return result;
}

/** What a user or an operator would call a failure, next to the report that explains it. */
function outcome(result: DrillResult) {
  const { counts } = result;
  return {
    report: formatDrillReport([result]),
    lost: counts.lost,
    stuck: counts.stuck,
    duplicatedStepResults: counts.duplicatedStepResults,
    duplicateReadyNotes: counts.duplicateReadyNotes,
    refusedWhereNoneMay: result.refusalsAllowed ? 0 : counts.refused,
    processesThatDied: result.restarted,
    recoveriesThatNeverHappened: result.recovery.filter((time) => time.ms === undefined).map((time) => time.label),
  };
}

const healthy = (result: DrillResult) => ({
  report: formatDrillReport([result]),
  lost: 0,
  stuck: 0,
  duplicatedStepResults: 0,
  duplicateReadyNotes: 0,
  refusedWhereNoneMay: 0,
  processesThatDied: [],
  recoveriesThatNeverHappened: [],
});

describe('fault drills', () => {
  it.each(['Worker killed (kill -9)', 'Redis down', 'PostgreSQL restarted'])(
    '%s: every accepted bride is stored and ready, each step written once, no process of ours died',
    (name) => {
      const result = drill(name);
      expect(result.counts.submitted).toBeGreaterThan(0);
      expect(result.counts.ready).toBe(result.counts.submitted);
      expect(outcome(result)).toEqual(healthy(result));
    },
  );

  it('kept accepting surveys while Redis was down', () => {
    const { duringFault } = drill('Redis down');
    expect(duringFault?.sent).toBeGreaterThan(0);
    expect(duringFault?.accepted).toBe(duringFault?.sent);
  });
});
