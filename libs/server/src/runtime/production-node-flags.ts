/**
 * How node runs the built API and worker (api/dist, worker/dist) in production: `npm start`,
 * the container image (infra/app.Dockerfile and docker-compose.yml repeat them) and the benchmark.
 *
 * V8's young generation grows to 3 x 16 MiB under load and stays there. Our requests allocate
 * little that lives long, so 4 MiB semi-spaces cost a few more (very short) scavenges and keep
 * about 40 MiB off each process's resident memory. The API's own heap stays far below 128 MiB
 * (uploads are buffers outside it); the cap makes V8 collect before growing its old space
 * towards that, about 15 MiB less at a burst of photo uploads. (`--optimize-for-size` saves as
 * much again but nearly doubles the CPU of a dashboard poll.)
 */
export const productionNodeFlags = {
  api: ['--max-semi-space-size=4', '--max-old-space-size=128'],
  worker: ['--max-semi-space-size=4'],
} as const;

/** The environment the built processes run with, over the caller's own. */
export const productionProcessEnv = {
  // glibc's per-thread malloc arenas fragment badly under sharp's threads; two are plenty.
  MALLOC_ARENA_MAX: '2',
} as const;

export const builtEntries = { api: 'api/dist/main.js', worker: 'worker/dist/main.js' } as const;
