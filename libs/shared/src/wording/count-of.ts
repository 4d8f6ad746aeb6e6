/** English's plural rule as the platform keeps it (CLDR), not a hand-written `=== 1`. */
const pluralRules = new Intl.PluralRules('en-US');
const counts = new Intl.NumberFormat('en-US');

/** The noun for a count: "sale" for 1, "sales" for 0, 2 or 1,500. */
export function nounFor(count: number, one: string, other = `${one}s`): string {
  return pluralRules.select(count) === 'one' ? one : other;
}

/** A count with its noun: "1 sale", "0 sales", "1,500 dresses" (`countOf(n, 'dress', 'dresses')`). */
export function countOf(count: number, one: string, other = `${one}s`): string {
  return `${counts.format(count)} ${nounFor(count, one, other)}`;
}
