/**
 * `npm run build:server`: bundles the API and the worker into plain JavaScript (api/dist,
 * worker/dist) so production runs them with node alone. tsx's loader costs each process about
 * 40 MiB of memory and its start-up time; tests and `npm run dev` still run the sources.
 *
 * Our own workspaces (@bridal/*) are bundled; every package from the registry stays an import,
 * resolved from node_modules at run time, so native addons (sharp, argon2) load as they are.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { build, type Plugin } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');

/**
 * Where a package resolves when npm installed it under a workspace rather than at the root (the
 * root holds another version for another package: busboy 1.6 for the API, 0.3 for s3rver). A
 * bundle written outside that workspace would find the root's version, so it imports this one by
 * its path. Undefined for a hoisted package, or one `require` cannot resolve (ESM-only).
 */
function workspaceOnlyPackage(specifier: string, importer: string): string | undefined {
  try {
    const resolved = createRequire(importer).resolve(specifier);
    const hoisted = path.join(root, 'node_modules') + path.sep;
    return resolved.includes(`${path.sep}node_modules${path.sep}`) && !resolved.startsWith(hoisted)
      ? resolved
      : undefined;
  } catch {
    return undefined;
  }
}

const keepRegistryPackagesExternal: Plugin = {
  name: 'keep-registry-packages-external',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@bridal/')
        ? undefined
        : { path: workspaceOnlyPackage(args.path, args.importer) ?? args.path, external: true },
    );
  },
};

/** Each app's entry, plus the thread that parses inventory files off the event loop. */
const apps = [
  { entry: 'api/src/main.ts', outdir: 'api/dist' },
  { entry: 'worker/src/main.ts', outdir: 'worker/dist' },
] as const;
const inventoryThread = 'libs/server/src/inventory/parse-inventory-thread.ts';

/** Builds into `outRoot` (the repository by default; a folder inside it, so node_modules is found). */
export async function buildServer(outRoot: string = root): Promise<void> {
  await Promise.all(
    apps.map(({ entry, outdir }) =>
      build({
        absWorkingDir: root,
        entryPoints: { main: entry, 'parse-inventory-thread': inventoryThread },
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
