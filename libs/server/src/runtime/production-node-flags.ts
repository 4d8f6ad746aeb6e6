/**
 * How node runs the built API and worker (api/dist, worker/dist) in production: `npm start`,
 * the container image (infra/app.Dockerfile repeats them) and the benchmark.
 *
 * V8's young generation grows to 3 x 16 MiB under load and stays there. Our requests allocate
 * little that lives long, so 4 MiB semi-spaces cost a few more (very short) scavenges and keep
 * about 40 MiB off each process's resident memory.
 */
export const productionNodeFlags = ['--max-semi-space-size=4'] as const;

/** The environment the built processes run with, over the caller's own. */
export const productionProcessEnv = {
  // glibc's per-thread malloc arenas fragment badly under sharp's threads; two are plenty.
  MALLOC_ARENA_MAX: '2',
} as const;

export const builtEntries = { api: 'api/dist/main.js', worker: 'worker/dist/main.js' } as const;
