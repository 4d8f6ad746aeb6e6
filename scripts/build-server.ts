/**
 * `npm run build:server`: bundles the API and the worker into plain JavaScript (api/dist,
 * worker/dist) so production runs them with node alone. tsx's loader costs each process about
 * 40 MiB of memory and its start-up time. `npm run dev` and the unit and integration tests run the
 * sources; the end-to-end tests run these bundles, as production does.
 *
 * Our own workspaces (@bridal/*) are bundled; every package from the registry stays an import,
 * resolved from node_modules at run time, so native addons (sharp, argon2) load as they are.
 */
import path from 'node:path';
import { build, type Plugin } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');

/** Marks esbuild's own resolution of a registry import, asked for from inside the plugin. */
const resolvingItself = Symbol('resolving a registry import');

/**
 * Every registry package stays an import. One npm installed under a workspace rather than at the
 * root (the root holds another version for another package, or none: busboy 1.6 for the API,
 * ical-generator for libs/server) would not be found from api/dist or worker/dist, so the bundle
 * imports it by the path of the file node would load for that import: esbuild resolves it with the
 * same `import` condition, so a dual package's ES module is taken, not its CommonJS build (whose
 * default import is its whole `exports` object, not the function the code calls).
 */
const keepRegistryPackagesExternal: Plugin = {
  name: 'keep-registry-packages-external',
  setup(builder) {
    const hoisted = path.join(root, 'node_modules') + path.sep;
    builder.onResolve({ filter: /^[^./]/ }, async (args) => {
      if (args.path.startsWith('@bridal/') || args.pluginData === resolvingItself) return undefined;
      const { path: resolved, errors } = await builder.resolve(args.path, {
        kind: args.kind,
        importer: args.importer,
        resolveDir: args.resolveDir,
        pluginData: resolvingItself,
      });
      const workspaceOnly =
        errors.length === 0 && resolved.includes(`${path.sep}node_modules${path.sep}`) && !resolved.startsWith(hoisted);
      return { path: workspaceOnly ? resolved : args.path, external: true };
    });
  },
};

/** Each app's entry, plus the threads that read inventory files and imported exports off the event loop. */
const apps = [
  { entry: 'api/src/main.ts', outdir: 'api/dist' },
  { entry: 'worker/src/main.ts', outdir: 'worker/dist' },
] as const;
const inventoryThread = 'libs/server/src/inventory/parse-inventory-thread.ts';
const historyThread = 'libs/server/src/history-import/read-history-thread.ts';

/** Builds into `outRoot` (the repository by default; a folder inside it, so node_modules is found). */
export async function buildServer(outRoot: string = root): Promise<void> {
  await Promise.all(
    apps.map(({ entry, outdir }) =>
      build({
        absWorkingDir: root,
        entryPoints: { main: entry, 'parse-inventory-thread': inventoryThread, 'read-history-thread': historyThread },
        outdir: path.join(outRoot, outdir),
        bundle: true,
        platform: 'node',
        format: 'esm',
        target: 'node20',
        sourcemap: true,
        // Split at dynamic imports, so what a process loads on demand (the S3 SDK, the model's
        // SDK, the spreadsheet readers) stays out of its start-up.
        splitting: true,
        chunkNames: 'chunks/[name]-[hash]',
        plugins: [keepRegistryPackagesExternal],
        logLevel: 'warning',
      }),
    ),
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const started = performance.now();
  await buildServer();
  console.log(`Built api/dist and worker/dist in ${Math.round(performance.now() - started)} ms`);
}
