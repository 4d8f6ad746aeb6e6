/** How a pick is written, the same for the inventory and the top sellers. */
export const pickRules = `- picks: up to 3 dresses, best first. dressId must be the exact id of a dress in the list;
  never a dress that is not listed. label and price: copy them from the list. score: 0 to 100,
  how well the dress fits her. reasons: 1 to 6 short reasons tied to her answers (budget, vibe,
  venue, season, photos, timeline).`;
