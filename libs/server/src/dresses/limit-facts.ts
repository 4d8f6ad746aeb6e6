import type { ColourFamily } from './colour-families';
import type { BackStyle, DressLength, Embellishment, Garment, SleeveLength } from './limit-vocabulary';

/**
 * What a dress is, as her limits are checked against it: read from the sheet's columns and the
 * words of its name, tags and description. Null (or empty) where nothing says: an unknown is never
 * taken for a yes or a no by the reader; the rules decide what an unknown means.
 */
export interface LimitFacts {
  colour: { names: string[]; family: ColourFamily | null };
  sleeveLength: SleeveLength | null;
  shoulders: 'covered' | 'bare' | null;
  back: BackStyle | null;
  necklineHeight: 'high' | 'mid' | 'low' | null;
  slit: boolean | null;
  length: DressLength | null;
  embellishments: Embellishment[];
  garment: Garment;
  /** Made for a bump: a maternity line, or an empire or A-line waist with stretch or an adjustable back. */
  maternity: boolean;
  /** A fitted bodice or waist (mermaid, trumpet, fit-and-flare, sheath, a corset): out for a bump. */
  fittedBodice: boolean;
  /** The US sizes it is made in (its order range, or its stock and samples), when the sheet says. */
  sizeRun: { min: number; max: number } | null;
}

/** A dress nothing is said of: every fact unknown, none guessed. */
export const nothingKnown: LimitFacts = {
  colour: { names: [], family: null },
  sleeveLength: null,
  shoulders: null,
  back: null,
  necklineHeight: null,
  slit: null,
  length: null,
  embellishments: [],
  garment: 'gown',
  maternity: false,
  fittedBodice: false,
  sizeRun: null,
};
