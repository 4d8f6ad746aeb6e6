import { optionLabel } from '@bridal/shared/survey/survey-labels';
import {
  budgetOptions,
  customPartyPrefix,
  feelingOptions,
  intentionOptions,
  type Option,
  shoppingPartyOptions,
  vibeOptions,
} from '@bridal/shared/survey/survey-options';
import { daysUntil } from '@bridal/shared/survey/survey-rules';
import { readBrideSize } from '../../../sizes/bride-size';
import { formatUsSize } from '../../../sizes/read-size';
import type { BrideProfile } from '../../../plans/bride-profile';

const labelOf = (options: readonly Option[], value: string) => optionLabel(options, value) ?? value;

/** 'other' is only a tick box: what the bride wrote is the answer. */
function withCustom(label: string, value: string, custom: string): string {
  return value === 'other' && custom.trim() ? `Other: ${custom.trim()}` : label;
}

function budgetOf(budget: string, customBudget: string): string | undefined {
  if (!budget) return undefined;
  if (budget === 'custom') return customBudget.trim() ? `Custom amount: ${customBudget.trim()}` : 'Custom amount';
  return labelOf(budgetOptions, budget);
}

function partyOf(party: string[]): string[] {
  return party
    .filter((member) => member !== 'other' || !party.some((entry) => entry.startsWith(customPartyPrefix)))
    .map((member) =>
      member.startsWith(customPartyPrefix)
        ? member.slice(customPartyPrefix.length)
        : labelOf(shoppingPartyOptions, member),
    );
}

const round = (value: number) => Math.round(value * 100) / 100;

/**
 * Her size as the pull rules read it (sizes/bride-size): her answer as she wrote it and the US
 * sizes it means, or the sizes she mentioned in her own words. Undefined when she gave none.
 */
function dressSizeOf(answers: BrideProfile['answers']): Record<string, unknown> | undefined {
  const size = readBrideSize(answers);
  if (!size) return undefined;
  const usSizes = size.sizes.map(formatUsSize);
  return size.source === 'question'
    ? { herAnswer: answers.dressSize?.trim(), usSizes }
    : { mentionedInHerAnswers: true, usSizes };
}

/**
 * The bride's survey as compact JSON with the labels she saw (never raw option values), blank
 * answers left out. Photos are described by what the photo pipeline measured.
 */
export function describeBride(bride: BrideProfile, today: Date, options: { photos?: boolean } = {}): string {
  const { answers } = bride;
  const days = daysUntil(bride.weddingDate, today);
  const description: Record<string, unknown> = {
    today: today.toISOString().slice(0, 10),
    name: bride.name,
    weddingDate: bride.weddingDate ?? undefined,
    daysUntilWedding: days ?? undefined,
    weddingLocation: bride.weddingLocation || undefined,
    weddingVenue: bride.weddingVenue || undefined,
    pinterestBoard: answers.pinterestBoard || undefined,
    weddingVibes: answers.weddingVibes.map((vibe) => labelOf(vibeOptions, vibe)),
    herVision: answers.specificVision || undefined,
    shoppingWith: partyOf(answers.shoppingParty),
    feelings: answers.currentFeeling.map((feeling) =>
      withCustom(labelOf(feelingOptions, feeling), feeling, answers.customFeeling),
    ),
    visitIntention: answers.shoppingIntention
      ? withCustom(
          labelOf(intentionOptions, answers.shoppingIntention),
          answers.shoppingIntention,
          answers.customIntention,
        )
      : undefined,
    budget: budgetOf(answers.budget, answers.customBudget),
    dressSize: dressSizeOf(answers),
    notesForConsultant: answers.additionalNotes || undefined,
    inspirationPhotoCount: bride.photos.length,
  };
  if (options.photos && bride.photos.length > 0) {
    description.inspirationPhotos = bride.photos.map((photo) => ({
      orientation: photo.facts.orientation,
      brightness: round(photo.facts.brightness),
      saturation: round(photo.facts.saturation),
      warmth: round(photo.facts.warmth),
      colours: photo.facts.dominantColours.map((colour) => `${colour.name} ${Math.round(colour.share * 100)}%`),
    }));
  }
  const present = Object.entries(description).filter(
    ([, value]) => value !== undefined && !(Array.isArray(value) && value.length === 0),
  );
  return JSON.stringify(Object.fromEntries(present));
}
