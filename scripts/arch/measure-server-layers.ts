/**
 * Measures the layers of libs/server/src from its imports: folders are the nodes, an import from
 * one top-level folder into another is an edge. Prints the number of levels (the longest chain of
 * folders once the imports that point up are set aside), the imports that point up (edges against
 * the order, found by the Eades-Lin-Smyth heuristic), and the folder pairs that import each other.
 * Then it prints the declared layers (scripts/arch/server-layers.js, the table the lint's zones are
 * made from) and every import against them; it exits 1 when one points up, a folder is undeclared or
 * the levels exceed maxLevels. `npm run lint` runs it after eslint.
 * Files listed as leaving the library (moved by other branches) are set aside.
 * Usage: tsx scripts/arch/measure-server-layers.ts [root]
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { leavingFiles, maxLevels, serverLayers } from './server-layers.js';

const root = resolve(process.argv[2] ?? 'libs/server/src');

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

const folderOf = (path: string) => relative(root, path).split(sep)[0]!;
const specifiers = /(?:from|import\()\s*'(\.{1,2}\/[^']+)'/g;
const leaving = new Set(leavingFiles.map((file) => join(root, file)));

const edges = new Map<string, Map<string, number>>();
const imports: { file: string; from: string; to: string }[] = [];
for (const file of sourceFiles(root)) {
  if (leaving.has(file)) continue;
  const from = folderOf(file);
  for (const match of readFileSync(file, 'utf8').matchAll(specifiers)) {
    const target = resolve(dirname(file), match[1]!);
    if (!target.startsWith(root + sep) || leaving.has(`${target}.ts`)) continue;
    const to = folderOf(target);
    if (to === from || /\.tsx?$/.test(to)) continue;
    const out = edges.get(from) ?? new Map<string, number>();
    out.set(to, (out.get(to) ?? 0) + 1);
    edges.set(from, out);
    imports.push({ file: relative(root, file), from, to });
  }
}
const folders = [...new Set([...edges.keys(), ...[...edges.values()].flatMap((out) => [...out.keys()])])];

// Eades-Lin-Smyth: peel sinks to the end and sources to the front; otherwise take the folder whose
// out-weight most exceeds its in-weight. Edges that then point backwards are the upward imports.
function order(): string[] {
  const left = new Set(folders);
  const head: string[] = [];
  const tail: string[] = [];
  const weight = (a: string, b: string) => (left.has(a) && left.has(b) ? (edges.get(a)?.get(b) ?? 0) : 0);
  const outOf = (a: string) => [...left].reduce((sum, b) => sum + weight(a, b), 0);
  const inTo = (a: string) => [...left].reduce((sum, b) => sum + weight(b, a), 0);
  while (left.size > 0) {
    let changed = true;
    while (changed) {
      changed = false;
      for (const a of [...left]) {
        if (outOf(a) === 0) tail.unshift(a);
        else if (inTo(a) === 0) head.push(a);
        else continue;
        left.delete(a);
        changed = true;
      }
    }
    if (left.size === 0) break;
    const best = [...left].sort((a, b) => outOf(b) - inTo(b) - (outOf(a) - inTo(a)) || a.localeCompare(b))[0]!;
    head.push(best);
    left.delete(best);
  }
  return [...head, ...tail];
}

const ranked = order();
const rank = new Map(ranked.map((folder, index) => [folder, index]));
const upward: string[] = [];
const level = new Map<string, number>();
for (const folder of [...ranked].reverse()) {
  let depth = 1;
  for (const [to, count] of edges.get(folder) ?? []) {
    if (rank.get(to)! < rank.get(folder)!) upward.push(`${folder} -> ${to} (${count})`);
    else depth = Math.max(depth, (level.get(to) ?? 1) + 1);
  }
  level.set(folder, depth);
}
const mutual = folders.flatMap((a) =>
  [...(edges.get(a)?.keys() ?? [])].filter((b) => a < b && edges.get(b)?.has(a)).map((b) => `${a} <-> ${b}`),
);

console.log(`folders: ${folders.length}`);
console.log(`levels: ${Math.max(...level.values())}`);
console.log(`upward imports: ${upward.length}${upward.length ? `\n  ${upward.join('\n  ')}` : ''}`);
console.log(`folder pairs importing each other: ${mutual.length}${mutual.length ? `\n  ${mutual.join('\n  ')}` : ''}`);
const byLevel = new Map<number, string[]>();
for (const [folder, depth] of level) byLevel.set(depth, [...(byLevel.get(depth) ?? []), folder]);
for (const depth of [...byLevel.keys()].sort((a, b) => a - b))
  console.log(`level ${depth}: ${byLevel.get(depth)!.sort().join(', ')}`);

const declared = new Map(
  serverLayers.flatMap((layer, index) => layer.folders.map((folder) => [folder, index] as const)),
);
const present = readdirSync(root).filter((name) => statSync(join(root, name)).isDirectory());
const undeclared = present.filter((folder) => !declared.has(folder));
const against = imports.filter(({ from, to }) => (declared.get(to) ?? -1) > (declared.get(from) ?? Infinity));
console.log('declared layers (scripts/arch/server-layers.js), bottom first:');
serverLayers.forEach((layer, index) => console.log(`  ${index + 1} ${layer.name}: ${layer.folders.join(', ')}`));
console.log(`folders not declared: ${undeclared.length}${undeclared.length ? ` (${undeclared.join(', ')})` : ''}`);
console.log(
  `imports against the declared layers: ${against.length}${against.map(({ file, to }) => `\n  ${file} -> ${to}`).join('')}`,
);
const levels = Math.max(...level.values());
if (levels > maxLevels) console.log(`levels: ${levels}, more than the ${maxLevels} allowed`);
if (undeclared.length > 0 || against.length > 0 || upward.length > 0 || levels > maxLevels) process.exitCode = 1;
