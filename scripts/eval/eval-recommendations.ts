/**
 * `npm run eval:recommendations`: the built-in analyst's pull lists for the brides of
 * eval-brides.ts against two inventories with different column names (inventories/*.csv), read by
 * the real inventory parser, scored against a random pick and a top-sellers-only pick. Prints one
 * Markdown table and writes it to eval-results/. No database, no network: the analyst runs in-process.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { repoRoot } from '@bridal/testing/spawn-service';
import { evaluateRecommendations } from './evaluate-recommendations';
import { formatEvaluation } from './format-evaluation';

const evaluation = await evaluateRecommendations();
const markdown = formatEvaluation(evaluation);
process.stdout.write(markdown);
const folder = path.join(repoRoot, 'eval-results');
await mkdir(folder, { recursive: true });
const file = path.join(folder, `recommendations-${new Date().toISOString().replace(/[:.]/g, '-')}.md`);
await writeFile(file, markdown);
process.stdout.write(`\nWritten to ${path.relative(repoRoot, file)}\n`);
