/**
 * The colour families the evaluation judges a colour wish by, and the family of every colour the
 * eval's own sheets use. Written by hand for these sheets, apart from the analyst's colour reader:
 * a sheet with a colour not listed here stops the run, so the truth is never guessed.
 */
export const evalColourFamilies = [
  'light-neutral',
  'warm-neutral',
  'pink',
  'metallic',
  'dark',
  'green',
  'blue',
] as const;
export type EvalColourFamily = (typeof evalColourFamilies)[number];

const familyOfColour: Record<string, EvalColourFamily> = {
  ivory: 'light-neutral',
  white: 'light-neutral',
  'diamond white': 'light-neutral',
  'light ivory': 'light-neutral',
  champagne: 'warm-neutral',
  nude: 'warm-neutral',
  blush: 'pink',
  'dusty rose': 'pink',
  gold: 'metallic',
  silver: 'metallic',
  black: 'dark',
  sage: 'green',
  'dusty blue': 'blue',
};

/** The shades a bride who said nothing about colour expects to see first: white to blush. */
export const bridalShades: readonly EvalColourFamily[] = ['light-neutral', 'warm-neutral', 'pink'];

/** 'Ivory/Blush': the names of each tone ('ivory', 'blush') and their families. */
export function familiesOfColourCell(cell: string): { names: string[]; families: EvalColourFamily[] } {
  const names = cell
    .split(/\/|&/)
    .map((part) => part.trim().toLowerCase().replace(/\s+/g, ' '))
    .filter((part) => part !== '');
  const families = names.map((name) => {
    const family = familyOfColour[name];
    if (!family) throw new Error(`The eval's sheets use the colour "${name}": add its family to colour-truth.ts`);
    return family;
  });
  return { names, families: [...new Set(families)] };
}
