/** `npm run drills` arguments: nothing (the full drills), `--short`, or `--rounds N`. */

export type DrillsMode = { kind: 'full' } | { kind: 'short' } | { kind: 'rounds'; rounds: number };

export const maxRounds = 1000;

/** A bad command line: the CLI prints the message and exits with 2. */
export class DrillsArgsError extends Error {
  override name = 'DrillsArgsError';
}

export const drillsUsage = `usage: npm run drills [-- --short | -- --rounds N]   (N a whole number from 1 to ${maxRounds})`;

function parseRounds(value: string | undefined): number {
  if (value === undefined || value === '' || value.startsWith('--'))
    throw new DrillsArgsError(`--rounds needs a number of rounds, from 1 to ${maxRounds}`);
  if (!/^\d+$/.test(value) || Number(value) < 1 || Number(value) > maxRounds)
    throw new DrillsArgsError(`--rounds ${value}: give a whole number from 1 to ${maxRounds}`);
  return Number(value);
}

/** Parses the arguments after the script's name (`process.argv.slice(2)`). */
export function parseDrillsArgs(args: readonly string[]): DrillsMode {
  let short = false;
  let rounds: number | undefined;
  for (let index = 0; index < args.length; index += 1) {
    const arg = args[index]!;
    if (arg === '--short') short = true;
    else if (arg === '--rounds') {
      index += 1;
      rounds = parseRounds(args[index]);
    } else if (arg.startsWith('--rounds=')) rounds = parseRounds(arg.slice('--rounds='.length));
    else throw new DrillsArgsError(`unknown argument "${arg}"`);
  }
  if (short && rounds !== undefined) throw new DrillsArgsError('--short and --rounds do not go together');
  if (rounds !== undefined) return { kind: 'rounds', rounds };
  return short ? { kind: 'short' } : { kind: 'full' };
}
