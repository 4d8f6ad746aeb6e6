import type { HelpProblem } from '@bridal/shared/advice/help-problems';
import type { StepResults } from '../plans/analysis-schemas';
import type { BrideProfile } from '../plans/bride-profile';
import type { Dress } from '../dresses/dress';
import type { DocumentTopSeller } from '../analysis/load-document-top-sellers';
import type { FittingRoomDress } from '../fitting-room/read-latest-verdicts';
import type { ConsultantRecord } from '@bridal/shared/coaching/record-facts';

/** What an advisor knows of the bride: her answers, her finished analyses and the boutique's stock. */
export interface AdviceContext {
  bride: BrideProfile;
  /** Only the steps that have finished. */
  results: Partial<StepResults>;
  /** The boutique's current inventory (top sellers flagged). */
  inventory: Dress[];
  /** Top sellers from the boutique's documents that it does not stock: her plan may name them. */
  topSellerItems?: DocumentTopSeller[];
  /** Her latest appointment's checklist (tried on, loved, not for her), when she has had one. */
  fittingRoom?: FittingRoomDress[];
  /** The record of the consultant asking (her last 90 days against the rest of the team), when read. */
  record?: ConsultantRecord;
  /** "Now", injectable so advice is reproducible in tests. */
  today: Date;
}

export interface HelpQuestion {
  problem: HelpProblem;
  /** What the consultant typed; for 'other' it starts with her description of the problem. */
  details: string;
}

export interface CoachingQuestion {
  consultantName: string;
  /** The goals her admin set, free text; may be empty. */
  coachingGoals: string;
}

/** Reads a consultant's record for advice; the app passes the coaching domain's reader. */
export type RecordReader = (consultant: {
  boutiqueId: number;
  consultantId: string;
  now?: Date;
}) => Promise<ConsultantRecord>;
