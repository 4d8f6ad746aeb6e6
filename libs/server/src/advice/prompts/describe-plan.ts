import type { AdviceContext } from '../advice-context';

const clip = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max - 1)}…`);

/** Her finished analyses as compact JSON: what the consultant already sees on the client profile. */
export function describePlan(context: AdviceContext): string {
  const { venue, style, strategy, inventory, 'top-sellers': topSellers } = context.results;
  const plan: Record<string, unknown> = {};
  if (venue) {
    plan.venue = {
      type: venue.venueType,
      setting: venue.setting,
      season: venue.season,
      formality: venue.formality,
      summary: clip(venue.summary, 500),
    };
  }
  if (style) {
    plan.style = {
      summary: style.styleSummary,
      keywords: style.keywords,
      silhouettes: style.preferredSilhouettes,
      necklines: style.preferredNecklines,
      fabrics: style.preferredFabrics,
      palette: style.palette,
    };
  }
  if (strategy) {
    const { confidence: _confidence, ...insight } = strategy.aiAnalysis;
    plan.strategy = insight;
  }
  const suggested = [...(inventory?.picks ?? []), ...(topSellers?.picks ?? [])];
  if (suggested.length > 0) {
    plan.alreadySuggested = suggested.map((pick) => ({ label: pick.label, price: pick.price }));
  }
  return Object.keys(plan).length > 0 ? JSON.stringify(plan) : '(her analysis has not finished yet)';
}
