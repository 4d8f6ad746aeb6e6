import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { repoRoot } from '@bridal/testing/spawn-service';

export const routerFile = path.join(repoRoot, 'web/src/app/router.tsx');

/** Every `path="..."` of a <Route> in the router, in order, each once. */
export async function routerPaths(file = routerFile): Promise<string[]> {
  const source = await readFile(file, 'utf8');
  const paths = [...source.matchAll(/<Route\b[^>]*?\bpath=(?:"([^"]+)"|'([^']+)'|\{\s*['"]([^'"]+)['"]\s*\})/g)].map(
    (match) => match[1] ?? match[2] ?? match[3]!,
  );
  return [...new Set(paths)];
}

export interface Coverage {
  routes: string[];
  missing: string[];
  /** Audit entries naming a route the router does not have (renamed or removed). */
  unknown: string[];
}

export async function routeCoverage(auditedRoutes: string[]): Promise<Coverage> {
  const routes = await routerPaths();
  const audited = new Set(auditedRoutes);
  return {
    routes,
    missing: routes.filter((route) => !audited.has(route)),
    unknown: [...audited].filter((route) => !routes.includes(route)),
  };
}
