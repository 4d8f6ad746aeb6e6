/** Local-storage keys of the demo access record; the demo gate reads the same keys. */
export const demoAccessKey = 'demoAccess';
export const trialCompletedKey = 'trialCompleted';

export interface DemoAccessRecord {
  trialCompleted: true;
  trialId: string;
  completedAt: string;
}

/** Marks the trial as completed, so the demo opens. Storage failures are ignored: the server's
 * trial cookie still grants access. */
export function saveDemoAccess(trialId: string, now: Date = new Date()): void {
  const record: DemoAccessRecord = { trialCompleted: true, trialId, completedAt: now.toISOString() };
  try {
    localStorage.setItem(demoAccessKey, JSON.stringify(record));
    localStorage.setItem(trialCompletedKey, 'true');
  } catch {
    // private browsing or a full storage: nothing to do
  }
}
