import type { Vibe } from '@bridal/shared/survey/survey-options';
import type { BrideProfile } from '../../plans/bride-profile';
import type { StyleProfile } from './profile-style';
import { styleTermById, vibeEffects } from '../../dresses/style-vocabulary';

/**
 * How sure the plan can be, 0-1, from how much she told us: each answer adds what it is worth
 * to the plan (a long vision more than a ticked box), and her words agreeing with her vibes
 * adds, contradicting them takes away. Never 1: nobody is fully known from a survey.
 */
export function measureConfidence(bride: BrideProfile, profile: StyleProfile): number {
  const answers = bride.answers;
  let confidence = 0.1;
  if (bride.weddingDate) confidence += 0.08;
  if (bride.weddingVenue.trim()) confidence += 0.07;
  if (bride.weddingLocation.trim()) confidence += 0.05;
  confidence += Math.min(answers.weddingVibes.length, 2) * 0.05;
  confidence += Math.min(answers.specificVision.trim().length / 200, 1) * 0.15;
  if (answers.currentFeeling.length > 0 || answers.customFeeling.trim()) confidence += 0.06;
  if (answers.shoppingParty.length > 0) confidence += 0.05;
  if (answers.shoppingIntention) confidence += 0.06;
  if (answers.budget || answers.customBudget) confidence += 0.08;
  confidence += Math.min(bride.photos.length, 3) * 0.04;
  if (profile.board) confidence += profile.board.words.length > 0 ? 0.06 : 0.03;
  confidence += Math.min(answers.additionalNotes.trim().length / 100, 1) * 0.05;

  const vibeStyles = new Set<string>(
    profile.vibes.flatMap((vibe: Vibe) =>
      vibeEffects[vibe].filter((effect) => effect.kind === 'style').map((effect) => effect.value),
    ),
  );
  const stylesOf = (negated: boolean) =>
    new Set(
      profile.visionHits
        .filter((hit) => hit.negated === negated)
        .flatMap((hit) => styleTermById.get(hit.id)?.effects ?? [])
        .filter((effect) => effect.kind === 'style' && effect.weight >= 0.5)
        .map((effect) => effect.value),
    );
  const wanted = stylesOf(false);
  const rejected = stylesOf(true);
  if (vibeStyles.size > 0 && (wanted.size > 0 || rejected.size > 0)) {
    const agrees = [...wanted].some((style) => vibeStyles.has(style));
    const contradicts = [...rejected].some((style) => vibeStyles.has(style)) || (wanted.size > 0 && !agrees);
    confidence += contradicts ? -0.1 : agrees ? 0.05 : 0;
  }
  return Math.round(Math.min(0.95, Math.max(0.1, confidence)) * 100) / 100;
}
