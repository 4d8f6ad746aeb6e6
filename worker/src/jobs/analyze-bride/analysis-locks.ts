/**
 * A worker that dies (SIGKILL, OOM, a lost machine) keeps its jobs locked until the locks expire;
 * the other workers' stalled-job check then hands them on. BullMQ's defaults (a 30 s lock, a check
 * every 30 s) leave a bride's analysis idle for up to a minute; these hand it on within about 15 s.
 * A live worker renews its locks every 5 s: no step blocks its event loop for that long (the model
 * is called asynchronously, photos are re-encoded off the main thread), and a step run twice after
 * a missed renewal still writes its result once.
 */
export const analysisLockOptions = { lockDuration: 10_000, stalledInterval: 5_000 } as const;
