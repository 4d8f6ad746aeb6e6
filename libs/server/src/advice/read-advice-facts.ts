import { optionLabel } from '@bridal/shared/survey/survey-labels';
import { escapeMarkdown } from '@bridal/shared/markdown/escape-markdown';
import { intentionOptions } from '@bridal/shared/survey/survey-options';
import type { SurveyAnswers } from '@bridal/shared/survey/survey-schema';
import type { AiInsight, DressPick, VenueResult } from '../plans/analysis-schemas';
import type { Dress } from '../dresses/dress';
import { buildFitCriteria, type FitCriteria } from '../analysis/local/build-fit-criteria';
import { completeContext } from '../analysis/local/complete-context';
import { nameAttribute } from '@bridal/shared/wording/name-attribute';
import { type Feelings, readFeelings } from '../analysis/local/read-feelings';
import { type Party, readParty } from '../analysis/local/read-party';
import type { BudgetFrame } from '@bridal/shared/budget/resolve-budget';
import { topPreferences } from '../analysis/local/top-preferences';
import type { AdviceContext } from './advice-context';
import { type FittingRoomReading, readFittingRoom } from '../fitting-room/read-fitting-room';

export interface VenueSummary {
  /** Escaped for markdown, like every name and quote the advice only shows. */
  name: string;
  type: VenueResult['venueType'];
  setting: VenueResult['setting'];
  formality: VenueResult['formality'];
  season: VenueResult['season'];
  /** "a December church ceremony". */
  occasion: string;
}

/**
 * Everything the built-in advisor reasons from, computed once per request. What the advice only
 * shows (her name, her venue, her feelings, what she turned down, her plan's reading of her) is
 * already escaped for markdown; what it also reasons with (answers, party, picks) is escaped
 * where it is quoted.
 */
export interface AdviceFacts {
  name: string;
  answers: SurveyAnswers;
  criteria: FitCriteria;
  feelings: Feelings;
  party: Party;
  /** Her consultation strategy's reading of her, when that step has finished. */
  insight: AiInsight | null;
  venue: VenueSummary;
  /** Her strongest preferences, as canonical values (her finished style analysis when there is one). */
  preferred: { silhouettes: string[]; necklines: string[]; fabrics: string[]; styles: string[] };
  /** What she turned down in her own words: "strapless (she said "No strapless")". */
  avoid: string[];
  /** The dresses her plan already suggested (inventory, then top sellers), once each. */
  suggested: DressPick[];
  inventory: Dress[];
  /** What she loved and turned down in her latest appointment; null before any verdict. */
  fittingRoom: FittingRoomReading | null;
  days: number | null;
  budget: BudgetFrame | null;
  intention: string;
  intentionLabel: string | null;
}

/** Her plan's reading of her is plain text (a model may have written it): quoted as text. */
const quotedInsight = (insight: AiInsight): AiInsight => ({
  ...insight,
  communicationStyle: escapeMarkdown(insight.communicationStyle),
  emotionalState: escapeMarkdown(insight.emotionalState),
  decisionMakingApproach: escapeMarkdown(insight.decisionMakingApproach),
  appointmentStrategy: escapeMarkdown(insight.appointmentStrategy),
});

/** Reads the bride's answers, analyses and the boutique's stock into facts the advice can name. */
export function readAdviceFacts(context: AdviceContext): AdviceFacts {
  const { bride, inventory, today } = completeContext({
    bride: context.bride,
    inventory: context.inventory,
    today: context.today,
  });
  const { results } = context;
  const answers = bride.answers;
  const criteria = buildFitCriteria({ bride, inventory, today });
  const style = results.style;
  const values = (kind: 'silhouette' | 'neckline' | 'fabric' | 'style', max: number) =>
    topPreferences(criteria.profile, kind, max).map((entry) => entry.value as string);
  const feelings = readFeelings(answers.currentFeeling, answers.customFeeling);
  const insight = results.strategy?.aiAnalysis;
  const seen = new Set<string>();
  const suggested = [...(results.inventory?.picks ?? []), ...(results['top-sellers']?.picks ?? [])].filter((pick) => {
    if (seen.has(pick.dressId)) return false;
    seen.add(pick.dressId);
    return true;
  });
  return {
    name: escapeMarkdown(bride.name) || 'the bride',
    answers,
    criteria,
    feelings: { ...feelings, named: feelings.named.map(escapeMarkdown) },
    party: readParty(answers.shoppingParty),
    insight: insight ? quotedInsight(insight) : null,
    venue: {
      name: escapeMarkdown(bride.weddingVenue),
      type: results.venue?.venueType ?? criteria.venue.type,
      setting: results.venue?.setting ?? criteria.venue.setting,
      formality: results.venue?.formality ?? criteria.venue.formality,
      season: results.venue?.season ?? criteria.venue.season.season,
      occasion: criteria.occasion,
    },
    preferred: {
      silhouettes: style?.preferredSilhouettes.slice(0, 3) ?? values('silhouette', 3),
      necklines: style?.preferredNecklines.slice(0, 3) ?? values('neckline', 3),
      fabrics: style?.preferredFabrics.slice(0, 3) ?? values('fabric', 3),
      styles: style?.keywords.slice(0, 3) ?? values('style', 3),
    },
    avoid: criteria.profile.dislikes
      .slice(0, 4)
      .map(
        (entry) =>
          `${nameAttribute(entry).replace(/^(a|an) /, '')} (${escapeMarkdown(entry.sources[0]?.source ?? 'her own words')})`,
      ),
    suggested,
    inventory,
    fittingRoom: readFittingRoom(context.fittingRoom ?? [], inventory),
    days: criteria.days,
    budget: criteria.budget,
    intention: answers.shoppingIntention,
    intentionLabel: optionLabel(intentionOptions, answers.shoppingIntention) ?? null,
  };
}
