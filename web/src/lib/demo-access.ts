/** Local-storage keys of the demo access record and of the separate trial-completed flag. */
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

/** The trial flag's reader: true only if the stored record says trialCompleted, false on any problem. */
export function hasDemoAccess(): boolean {
  try {
    const stored = localStorage.getItem(demoAccessKey);
    if (!stored) return false;
    const record = JSON.parse(stored) as Partial<DemoAccessRecord> | null;
    return record?.trialCompleted === true;
  } catch {
    return false;
  }
}
