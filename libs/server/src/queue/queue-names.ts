/**
 * The housekeeping chores: each a scheduled job on a queue of its own (worker/src/jobs/housekeeping
 * defines them), so one slow chore, a model drafting follow-ups, never holds up another.
 */
export const housekeepingChores = [
  'recover-lost-analyses',
  'delete-expired-sessions',
  'delete-expired-demo-data',
  'draft-due-follow-ups',
  'requeue-lost-follow-ups',
  'requeue-lost-appointment-mails',
  'requeue-lost-appointment-texts',
  'delete-expired-staged-photos',
  'requeue-lost-history-imports',
  'release-lapsed-payment-holds',
  'tend-waitlists',
] as const;

export type HousekeepingChore = (typeof housekeepingChores)[number];

export const housekeepingQueueName = (chore: HousekeepingChore) => `housekeeping-${chore}`;

export const queueNames = {
  mail: 'mail',
  analysisStep: 'analysis-step',
  analysisFinish: 'analysis-finish',
  // The weekly coaching digest: the schedule that finds the boutiques due, and one job per boutique and week.
  coachingDigestSchedule: 'coaching-digest-schedule',
  coachingDigest: 'coaching-digest',
  // Outgoing webhooks: one job per attempt of a delivery, and the sweep of deliveries whose job was lost.
  webhookDelivery: 'webhook-delivery',
  webhookSweep: 'webhook-sweep',
  // An owner's import of another system's history: one job per import, resumable from its position.
  historyImport: 'history-import',
} as const;

/** Every queue of the platform, for the operators' board and the queue-depth gauges. */
export const platformQueueNames: readonly string[] = [
  ...Object.values(queueNames),
  ...housekeepingChores.map(housekeepingQueueName),
];
