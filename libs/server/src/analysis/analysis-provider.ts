import type { FittingRoomReading } from '../fitting-room/read-fitting-room';
import type { AnalysisStep, StepResults } from '../plans/analysis-schemas';
import type { BrideProfile } from '../plans/bride-profile';
import type { Dress } from '../dresses/dress';
import type { DocumentTopSeller } from './load-document-top-sellers';

/** What every step receives. Steps are independent, so they can run in parallel. */
export interface AnalysisContext {
  bride: BrideProfile;
  /** The boutique's current inventory (top sellers are flagged, those its documents name included). */
  inventory: Dress[];
  /**
   * Top sellers named by the boutique's trending-gowns documents that match no inventory dress.
   * Only the top-sellers step offers them, and says they come from the document.
   */
  topSellerItems?: DocumentTopSeller[];
  /**
   * What she loved and turned down in her latest appointment, read against the inventory: when her
   * dresses are picked again, their attributes lift or lower the candidates.
   */
  verdicts?: FittingRoomReading | null;
  /** "Now", injectable so results are reproducible in tests. */
  today: Date;
  /** Reads a stored photo (for providers that look at the pixels). */
  readPhoto?: (storageKey: string) => Promise<Buffer>;
}

export interface TokenUsage {
  model: string;
  promptTokens: number;
  completionTokens: number;
}

export interface StepOutput<S extends AnalysisStep> {
  result: StepResults[S];
  usage?: TokenUsage;
}

/** One function per analysis step: structured input in, schema-valid structured output out. */
export interface AnalysisProvider {
  readonly name: 'local' | 'openai';
  run<S extends AnalysisStep>(step: S, context: AnalysisContext): Promise<StepOutput<S>>;
}
