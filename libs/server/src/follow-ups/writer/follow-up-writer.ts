import type { BudgetFrame } from '@bridal/shared/budget/resolve-budget';
import type { NoSaleReason } from '@bridal/shared/appointments/appointment';
import type { FollowUpWriterName } from '@bridal/shared/follow-ups/follow-up';
import type { TokenUsage } from '../../analysis/analysis-provider';
import type { Dress } from '../../dresses/dress';

/** A dress named in a follow-up, with the details she saw (inventory details when it is still stocked). */
export interface FollowUpDress {
  /** The inventory dress, or null for a typed or no-longer-stocked one. */
  dress: Dress | null;
  /** How the message names it: "Aurora (Maggie Sottero, style 21MS345)". */
  label: string;
  /** The consultant's note on the checklist ('' when none): why she loved it, or why not. */
  reason: string;
}

/** Everything a follow-up is written from: her plan, her appointment and the boutique's settings. */
export interface FollowUpFacts {
  followUpId: string;
  /** 1 or 2, and how many steps her plan has. */
  step: number;
  steps: number;
  bride: {
    name: string;
    firstName: string;
    /** Her wedding day (YYYY-MM-DD), or null when she did not give one. */
    weddingDate: string | null;
    /** Her stated budget (`resolveBudget`), null when none. */
    budget: BudgetFrame | null;
    /** Who she shops with, as her survey named them ('Mom', 'Aunt June'); empty when alone. */
    shoppingParty: string[];
    /** Her wedding vibes and styles, as labels. */
    vibes: string[];
  };
  boutique: {
    name: string;
    phone: string;
    address: string;
    timeZone: string;
    signature: string;
    holdDays: number;
    orderLeadWeeks: number;
  };
  /** Her consultant's name ('' when nobody was assigned). */
  consultantName: string;
  /**
   * How the consultant who ran the appointment signs: her own signature setting, '' for none (her
   * name is used). The boutique's signature (its lines, not a person's) follows it.
   */
  consultantSignature: string;
  appointment: {
    id: string;
    startsAt: Date;
    result: 'not_yet' | 'no_sale';
    reasons: NoSaleReason[];
    otherReason: string;
    notes: string;
  };
  /** The dresses she loved on the day, first; then the ones pulled or tried without a verdict. */
  loved: FollowUpDress[];
  tried: FollowUpDress[];
  /** The ones she turned down, with the reason. */
  notForHer: FollowUpDress[];
  /** For a budget answer: stocked dresses within her budget, ranked towards what she loved. */
  withinBudget: FollowUpDress[];
  /** Subjects of the follow-ups already sent for this appointment (the second one does not repeat the first). */
  earlier: { step: number; subject: string; sentAt: Date }[];
  now: Date;
  /**
   * The boutique's current inventory, so a model's draft naming a stocked dress that is not one of
   * hers can be refused. Left out, only the "(designer, style X)" references are checked.
   */
  inventory?: Dress[];
}

/** What a writer answers: the e-mail and its text-message version. */
export interface FollowUpDraft {
  subject: string;
  body: string;
  textMessage: string;
}

export interface FollowUpWriter {
  readonly name: 'local' | 'openai';
  write(facts: FollowUpFacts): Promise<{ draft: FollowUpDraft; usage?: TokenUsage }>;
}

export interface FollowUpWriters {
  writer: FollowUpWriter;
  /** The built-in writer, which answers whenever the model fails or answers off-schema. */
  fallback: FollowUpWriter;
}

/** A written draft and who wrote it. */
export interface WrittenFollowUp {
  draft: FollowUpDraft;
  writer: FollowUpWriterName;
  usage?: TokenUsage;
}
