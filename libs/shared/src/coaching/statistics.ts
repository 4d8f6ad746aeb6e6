/**
 * Honest figures for small counts: a proportion with its Wilson score interval, and the difference
 * of two proportions with Newcombe's interval built from them. A page says "too few to tell"
 * rather than a verdict when the counts are under `minimumCount` or the interval spans zero.
 */

/** Below this many on either side, a comparison is "too few to tell" (stated on the page). */
export const minimumCount = 8;

/** z for a 90 % interval: wide enough to be honest, narrow enough to say something for a shop. */
export const intervalZ = 1.645;
export const intervalLevel = '90 %';

export interface Proportion {
  part: number;
  whole: number;
  /** part / whole, or null with nothing to divide by. */
  value: number | null;
  /** The Wilson score interval (null with a zero whole). */
  low: number | null;
  high: number | null;
}

/** The Wilson score interval of part / whole. */
export function wilson(part: number, whole: number, z = intervalZ): Proportion {
  if (whole <= 0) return { part, whole, value: null, low: null, high: null };
  const p = part / whole;
  const z2 = z * z;
  const centre = (p + z2 / (2 * whole)) / (1 + z2 / whole);
  const spread = (z * Math.sqrt((p * (1 - p)) / whole + z2 / (4 * whole * whole))) / (1 + z2 / whole);
  return { part, whole, value: p, low: Math.max(0, centre - spread), high: Math.min(1, centre + spread) };
}

export type DifferenceVerdict = 'too_few' | 'higher' | 'lower' | 'no_clear_difference';

export interface Difference {
  with: Proportion;
  without: Proportion;
  /** with - without, or null when either side is empty. */
  value: number | null;
  low: number | null;
  high: number | null;
  verdict: DifferenceVerdict;
}

/**
 * with - without, with Newcombe's (hybrid Wilson) interval and a verdict that never outruns the
 * counts. A caller making many comparisons at once (the weekly digest) asks for a wider interval.
 */
export function difference(
  withPart: number,
  withWhole: number,
  withoutPart: number,
  withoutWhole: number,
  z = intervalZ,
): Difference {
  const a = wilson(withPart, withWhole, z);
  const b = wilson(withoutPart, withoutWhole, z);
  if (a.value === null || b.value === null)
    return { with: a, without: b, value: null, low: null, high: null, verdict: 'too_few' };
  const value = a.value - b.value;
  const low = value - Math.sqrt((a.value - a.low!) ** 2 + (b.high! - b.value) ** 2);
  const high = value + Math.sqrt((a.high! - a.value) ** 2 + (b.value - b.low!) ** 2);
  const verdict: DifferenceVerdict =
    withWhole < minimumCount || withoutWhole < minimumCount
      ? 'too_few'
      : low > 0
        ? 'higher'
        : high < 0
          ? 'lower'
          : 'no_clear_difference';
  return { with: a, without: b, value, low, high, verdict };
}

export const differenceVerdictLabels: Record<DifferenceVerdict, string> = {
  too_few: 'Too few to tell',
  higher: 'Closes more with it',
  lower: 'Closes less with it',
  no_clear_difference: 'No clear difference',
};

/** What the pages say under every comparison, word for word. */
export const statisticsNote = `Ranges are ${intervalLevel} intervals (Wilson). With fewer than ${minimumCount} appointments on either side, or a range that spans no difference, the page says so instead of a verdict.`;
