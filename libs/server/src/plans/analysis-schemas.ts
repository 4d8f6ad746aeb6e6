import { type AnalysisStep, analysisSteps } from '@bridal/shared/analysis/analysis-steps';
import { z } from 'zod';
import { dressStyles, fabrics, necklines, silhouettes } from '../dresses/dress';

export { type AnalysisStep, analysisSteps };

const markdown = z.string().trim().min(1).max(8000);

export const venueResultSchema = z.object({
  /** Shown as 'Wedding Vibe'. */
  summary: markdown,
  /** Shown as 'Dress Style': what the venue asks of the dress. */
  vibe: markdown,
  venueType: z.enum([
    'ballroom',
    'garden',
    'beach',
    'barn',
    'vineyard',
    'church',
    'hotel',
    'city',
    'mountain',
    'estate',
    'backyard',
    'courthouse',
    'destination',
    'unknown',
  ]),
  setting: z.enum(['indoor', 'outdoor', 'mixed', 'unknown']),
  season: z.enum(['spring', 'summer', 'autumn', 'winter']).nullable(),
  formality: z.enum(['casual', 'semi-formal', 'formal', 'black-tie']),
  website: z.url().nullable().optional(),
  citations: z.array(z.url()).max(10).optional(),
});

export const styleResultSchema = z.object({
  /** One or two sentences for the card. */
  styleSummary: z.string().trim().min(1).max(600),
  /** The full image and Pinterest analysis, markdown. */
  enhancedImageAnalysis: markdown,
  keywords: z.array(z.enum(dressStyles)).max(6),
  preferredSilhouettes: z.array(z.enum(silhouettes)).max(4),
  preferredNecklines: z.array(z.enum(necklines)).max(4),
  preferredFabrics: z.array(z.enum(fabrics)).max(4),
  palette: z.array(z.string().max(40)).max(6),
});

export const aiInsightSchema = z.object({
  communicationStyle: z.string().trim().min(1).max(600),
  emotionalState: z.string().trim().min(1).max(600),
  decisionMakingApproach: z.string().trim().min(1).max(600),
  appointmentStrategy: z.string().trim().min(1).max(1200),
  confidence: z.number().min(0).max(1),
});

export const strategyResultSchema = z.object({
  aiAnalysis: aiInsightSchema,
  consultationStrategy: markdown,
});

export const dressPickSchema = z.object({
  dressId: z.uuid(),
  label: z.string().min(1).max(300),
  price: z.number().nullable(),
  score: z.number(),
  reasons: z.array(z.string().trim().min(1).max(300)).min(1).max(6),
  /** The one dress above her budget a plan may pull, labelled as such. Absent otherwise. */
  stretch: z.boolean().optional(),
});

export const inventoryResultSchema = z.object({
  /** '3 Suggested Dresses to Pull', markdown. */
  suggestedDresses: markdown,
  picks: z.array(dressPickSchema).max(3),
  /** Set when the boutique has no inventory: style guidance instead of dresses. */
  guidance: z.string().max(4000).nullable(),
});

export const topSellerResultSchema = z.object({
  topSellerRecommendation: markdown,
  picks: z.array(dressPickSchema).max(3),
});

export type VenueResult = z.infer<typeof venueResultSchema>;
export type StyleResult = z.infer<typeof styleResultSchema>;
export type AiInsight = z.infer<typeof aiInsightSchema>;
export type StrategyResult = z.infer<typeof strategyResultSchema>;
export type DressPick = z.infer<typeof dressPickSchema>;
export type InventoryResult = z.infer<typeof inventoryResultSchema>;
export type TopSellerResult = z.infer<typeof topSellerResultSchema>;

export const resultSchemaOf = {
  venue: venueResultSchema,
  style: styleResultSchema,
  strategy: strategyResultSchema,
  inventory: inventoryResultSchema,
  'top-sellers': topSellerResultSchema,
} as const satisfies Record<AnalysisStep, z.ZodType>;

export interface StepResults {
  venue: VenueResult;
  style: StyleResult;
  strategy: StrategyResult;
  inventory: InventoryResult;
  'top-sellers': TopSellerResult;
}
