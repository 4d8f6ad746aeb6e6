/**
 * `npm run eval:coaching`: simulated boutiques with planted weaknesses run through the weekly
 * digest's own facts function, in several settings (sizes, volumes, base rates, noise), scored for
 * how often the ONE focus names the planted weakness and how often it names one where none was
 * planted. Prints one Markdown report and writes it to eval-results/. No database: the facts are pure.
 * `npm run eval:coaching -- 300 my-seed` runs 300 boutiques a setting with another seed.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { repoRoot } from '@bridal/testing/spawn-service';
import { evaluateCoaching, evaluationSettings } from './coaching/evaluate-coaching';
import { formatCoachingEvaluation } from './coaching/format-coaching-evaluation';

const boutiques = Number(process.argv[2] ?? 150);
const seed = process.argv[3] ?? 'coaching';
if (!Number.isInteger(boutiques) || boutiques < 1)
  throw new Error('the first argument is the number of boutiques a setting');

const evaluations = Object.entries(evaluationSettings).map(([setting, settings]) =>
  evaluateCoaching({ setting, settings, boutiques, seed: `${seed}-${setting}` }),
);
const markdown = formatCoachingEvaluation(evaluations, evaluationSettings, seed);
process.stdout.write(markdown);
const folder = path.join(repoRoot, 'eval-results');
await mkdir(folder, { recursive: true });
const file = path.join(folder, `coaching-${new Date().toISOString().replace(/[:.]/g, '-')}.md`);
await writeFile(file, markdown);
process.stdout.write(`\nWritten to ${path.relative(repoRoot, file)}\n`);
