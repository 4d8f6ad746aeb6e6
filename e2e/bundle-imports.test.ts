/**
 * Every third-party import of the production bundles loads under plain node and gives the bundle
 * what its code expects. The sources run under tsx and jest, which resolve and interoperate
 * differently: a default import of a package's CommonJS build passed every test and failed every
 * appointment e-mail under `npm start` ("ical is not a function").
 */
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { repoRoot } from '@bridal/testing/spawn-service';
import { buildServer } from '../scripts/build-server';
import { importsProbe, readExternalImports } from './support/external-imports';

let buildRoot: string;

beforeAll(async () => {
  // Built from the sources as they are now, inside the repository so node_modules is found.
  buildRoot = path.join(repoRoot, '.test-artifacts', `bundle-imports-${randomUUID()}`);
  await buildServer(buildRoot);
});

afterAll(async () => {
  if (buildRoot) await rm(buildRoot, { recursive: true, force: true });
});

/** Imports a bundle file's external imports with node, from the file's own folder. */
async function probe(file: string): Promise<string[]> {
  const imports = readExternalImports(file, await readFile(file, 'utf8'));
  const probeFile = path.join(path.dirname(file), `${path.basename(file, '.js')}.imports-probe.mjs`);
  await writeFile(probeFile, importsProbe(imports));
  const run = spawnSync(process.execPath, [probeFile], { cwd: repoRoot, encoding: 'utf8', timeout: 60_000 });
  if (run.status !== 0) throw new Error(`the probe of ${file} failed:\n${run.stderr}`);
  return JSON.parse(run.stdout) as string[];
}

describe.each(['api', 'worker'])('the %s bundle', (app) => {
  it('gets every package it imports, as it imports it, under plain node', async () => {
    const dist = path.join(buildRoot, app, 'dist');
    const files = (await readdir(dist, { recursive: true })).filter((file) => file.endsWith('.js'));
    const imports = await Promise.all(
      files.map(async (file) => readExternalImports(file, await readFile(path.join(dist, file), 'utf8'))),
    );
    // The parse finds what the bundle imports, default and named bindings included.
    const specifiers = new Set(imports.flat().map((found) => found.specifier));
    expect(specifiers).toContain('postgres');
    expect(imports.flat().some((found) => found.usesDefault)).toBe(true);
    expect(imports.flat().some((found) => found.names.length > 0)).toBe(true);

    const problems = (await Promise.all(files.map((file) => probe(path.join(dist, file))))).flat();
    expect(problems).toEqual([]);
  });
});
