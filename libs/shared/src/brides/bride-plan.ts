import type { HelpProblem } from '../advice/help-problems';
import type { AnalysisStep } from '../analysis/analysis-steps';
import type { SurveyAnswers } from '../survey/survey-schema';

/** What the venue step found; summary is shown as 'Wedding Vibe', vibe as 'Dress Style'. */
export interface VenueAnalysis {
  summary: string;
  vibe: string;
  venueType: string;
  setting: string;
  season: string | null;
  formality: string;
  website?: string | null;
  citations?: string[];
}

/** The AI insight card: confidence runs from 0 to 1. */
export interface AiInsight {
  communicationStyle: string;
  emotionalState: string;
  decisionMakingApproach: string;
  appointmentStrategy: string;
  confidence: number;
}

/** One dress from the boutique's own inventory, with the reasons it was picked. */
export interface DressPick {
  dressId: string;
  label: string;
  price: number | null;
  score: number;
  reasons: string[];
  /** The one pick above her budget, labelled as a stretch. */
  stretch?: boolean;
}

export interface BridePhotoLink {
  id: string;
  url: string;
  thumbnailUrl: string;
  width: number;
  height: number;
}

/** 'awaiting_survey': a walk-in booked by staff with her name only, until her survey comes in. */
export type BrideStatus = 'awaiting_survey' | 'analyzing' | 'ready';

export interface BrideSummary {
  id: string;
  name: string;
  submittedAt: string;
  weddingDate: string | null;
  weddingVenue: string;
  weddingLocation: string;
  status: BrideStatus;
  /** Her last appointment was cancelled and none is booked since (the profile's badge says so). */
  appointmentCancelled: boolean;
  /** The boutique's IANA time zone, for 'Submitted' and every time of her profile. */
  timeZone: string;
}

/** The "survey as read back": her answers and every finished analysis. */
export type SurveyReadBack = Omit<
  SurveyAnswers,
  'name' | 'weddingDate' | 'weddingVenue' | 'weddingLocation' | 'boutiqueName'
> & {
  styleSummary: string | null;
  aiAnalysis: AiInsight | null;
  suggestedDresses: string | null;
  enhancedImageAnalysis: string | null;
  consultationStrategy: string | null;
  topSellerRecommendation: string | null;
  daysUntilWedding: number | null;
  venueAnalysis: VenueAnalysis | null;
  inspirationImages: BridePhotoLink[];
  /** Which provider wrote each analysis ('local', 'openai', 'local-fallback'). */
  analysisProviders: Partial<Record<AnalysisStep, string>>;
};

/** The inventory upload her dress picks were made from. */
export interface PlanDressesSource {
  /** ISO time of that upload; null when picked without an inventory (or before this was recorded). */
  inventoryUploadedAt: string | null;
  /** True when a newer upload has replaced it: refreshing picks her dresses from the current one. */
  outdated: boolean;
}

/** GET /api/recommendations/{brideId} (a historical path name): one bride's whole plan, of the session's boutique. */
export interface BridePlan {
  bride: BrideSummary;
  survey: SurveyReadBack;
  /** Each pick with the analysis step that made it. */
  recommendations: (DressPick & { source: Extract<AnalysisStep, 'inventory' | 'top-sellers'> })[];
  dressesSource: PlanDressesSource;
  /**
   * The demo's brides only: the built-in analyst's 'I Need Help' answer for each problem, written
   * from her data, so the demo's help wizard answers in the browser without an advice request.
   */
  demoHelp?: Record<HelpProblem, string>;
}
