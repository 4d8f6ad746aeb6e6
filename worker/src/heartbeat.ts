import { writeFile } from 'node:fs/promises';

/** Touches a file every 15 s; the container health check reads its age. */
export function startHeartbeat(file: string, isHealthy: () => boolean): () => void {
  const beat = () => {
    if (isHealthy()) void writeFile(file, new Date().toISOString()).catch(() => undefined);
  };
  beat();
  const timer = setInterval(beat, 15_000);
  timer.unref();
  return () => clearInterval(timer);
}
