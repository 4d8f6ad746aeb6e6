import type { NoSaleReason } from '../appointments/appointment';
import type { Measure } from './measures';

/**
 * The weekly coaching digest (DESIGN.md section 12): facts first. The server turns a consultant's
 * weeks into these facts (libs/server/src/coaching/digest), the built-in coach or the model words
 * them, and the page shows the facts beside the words. Every figure carries its counts and period.
 */

/** Boutique-local days, both included (YYYY-MM-DD). */
export interface DigestPeriod {
  from: string;
  to: string;
}

/** The periods a digest reads: the week before its Monday, the week before that, and 12 weeks. */
export interface DigestPeriods {
  lastWeek: DigestPeriod;
  weekBefore: DigestPeriod;
  window: DigestPeriod;
}

/** A share with its counts: `part` of `whole` (value null with nothing counted). */
export interface DigestShare {
  part: number;
  whole: number;
  value: number | null;
}

/** One measure of one person (or the team) over one period. */
export interface DigestFigure extends DigestShare {
  measure: Measure;
  period: DigestPeriod;
}

/** The week's headline figures: closing (appointments and brides), average sale, outcomes on time. */
export interface DigestWeekFigures {
  completed: number;
  sales: number;
  closing: DigestFigure;
  contactClosing: DigestFigure;
  averageSale: DigestFigure;
  outcomesOnTime: DigestFigure;
}

/** A goal as the digest names it: what it measures, its target and its date. */
export interface DigestGoalRef {
  goalId: string;
  measure: Measure;
  behaviourKey: string | null;
  /** What it measures, in words (a behaviour goal names the behaviour). */
  label: string;
  target: number;
  dueOn: string;
}

export interface DigestGoal extends DigestGoalRef {
  current: DigestFigure;
  met: boolean | null;
  /** The counts support saying she is far from it (digestThresholds). */
  far: boolean;
}

/** Kinds of finding, in words on the page. */
export const digestFindingLabels = {
  goal_behind: 'A goal she is far from',
  no_sale_reason: 'A reason for no sale that dominates',
  behaviour_skipped: 'A behaviour she skips',
  late_outcomes: 'Outcomes recorded late',
  closing_down: 'Closing fell since the week before',
} as const;
export type DigestFindingKind = keyof typeof digestFindingLabels;

/**
 * Something the counts support saying, with its evidence: hers over a period, and what it is
 * compared with (the rest of the team, her target, or the week before).
 */
export interface DigestFinding {
  kind: DigestFindingKind;
  /** How far past the line it is, in standard errors: findings are ranked by it. */
  strength: number;
  hers: DigestShare & { period: DigestPeriod };
  /** The rest of the team over the same period (reason and behaviour findings, late outcomes). */
  others?: DigestShare;
  /** Her week before (closing_down). */
  before?: DigestShare & { period: DigestPeriod };
  /** goal_behind: the goal. */
  goal?: DigestGoalRef;
  /** behaviour_skipped: the behaviour. */
  behaviour?: { key: string; label: string };
  /** no_sale_reason: the reason. */
  reason?: NoSaleReason;
}

/** The ONE thing to work on this week: the top finding, or 'keep going' when there is none. */
export interface DigestFocus {
  kind: DigestFindingKind | 'keep_going';
  /** The finding it comes from (absent for 'keep_going'). */
  finding?: DigestFinding;
  /** What to do about it, one or two sentences. */
  action: string;
}

/** Her most frequent reason for no sale over the 12 weeks, against the rest of the team's share. */
export interface DigestReason {
  reason: NoSaleReason;
  hers: DigestShare;
  others: DigestShare;
  period: DigestPeriod;
  advice: string;
}

/** The behaviour she answers yes least often over the 12 weeks, against the rest of the team. */
export interface DigestBehaviour {
  key: string;
  label: string;
  hers: DigestShare;
  others: DigestShare;
  period: DigestPeriod;
  /** The counts support calling it a weakness (it is also a finding). */
  supported: boolean;
  advice: string;
}

export interface ConsultantDigestFacts {
  kind: 'consultant';
  consultant: { id: string; name: string };
  boutiqueName: string;
  /** The Monday it is sent (boutique-local). */
  weekStart: string;
  periods: DigestPeriods;
  lastWeek: DigestWeekFigures;
  weekBefore: DigestWeekFigures;
  goals: DigestGoal[];
  topReason: DigestReason | null;
  weakestBehaviour: DigestBehaviour | null;
  /** Ranked, strongest first. */
  findings: DigestFinding[];
  focus: DigestFocus;
}

/** One consultant as the team digest sees her. */
export interface TeamMemberSummary {
  consultantId: string;
  name: string;
  lastWeek: DigestFigure;
  weekBefore: DigestFigure;
  /** Last week's closing minus the week before's (null when either is empty). */
  change: number | null;
  goalsMet: number;
  goalsFar: number;
  focus: DigestFocus;
}

export interface TeamDigestFacts {
  kind: 'team';
  boutiqueName: string;
  weekStart: string;
  periods: DigestPeriods;
  lastWeek: DigestWeekFigures;
  weekBefore: DigestWeekFigures;
  /** Who moved most since the week before (closing, with counts), biggest change first. */
  moved: TeamMemberSummary[];
  /** Who needs a conversation: a supported weakness or a goal far off, strongest first. */
  conversations: TeamMemberSummary[];
  /** Everyone, by name. */
  members: TeamMemberSummary[];
  /** The team's most frequent reason for no sale over the 12 weeks. */
  topReason: (Omit<DigestReason, 'others'> & { hers: DigestShare }) | null;
}

export type DigestFacts = ConsultantDigestFacts | TeamDigestFacts;
export type DigestKind = DigestFacts['kind'];
export const digestKinds: readonly DigestKind[] = ['consultant', 'team'];

/** The words: a subject, short paragraphs, and the figures as bullet lines with counts and period. */
export interface DigestContent {
  subject: string;
  paragraphs: string[];
  figures: string[];
}

export type DigestWriter = 'coach' | 'model';

/** A digest as the page shows it. */
export interface CoachingDigest {
  id: string;
  kind: DigestKind;
  weekStart: string;
  facts: DigestFacts;
  content: DigestContent;
  writtenBy: DigestWriter;
  mailStatus: 'pending' | 'sent' | 'skipped' | 'failed';
  createdAt: string;
}

/** A week of the list: its id, Monday and focus. */
export interface CoachingDigestWeek {
  id: string;
  kind: DigestKind;
  weekStart: string;
  subject: string;
}

export interface CoachingDigestList {
  weeks: CoachingDigestWeek[];
  latest: CoachingDigest | null;
}

/** What each reason for no sale asks of her, word for word on the page and in the digest. */
export const noSaleReasonAdvice: Record<NoSaleReason, string> = {
  budget:
    'Open with her budget: ask for it before the first dress, pull within it first and show a dress above it only when she asks.',
  keep_shopping:
    'Before she leaves, say how long you can hold the dress she loved and book her next visit there and then, with the date she must order by for her wedding.',
  decision_maker_absent:
    'Ask at booking who helps her decide, and invite her decision-maker to the next visit, or to a video call from the fitting room.',
  not_the_one:
    'Go back to her plan and her own words before you pull; after each dress ask what she loved and what she did not, and pull the next one from that.',
  timing:
    'Ask for her wedding date at booking and know your ship dates; offer in-stock gowns or rush options before she falls for one that cannot arrive in time.',
  fit_or_size:
    'Check the sizes in stock before she comes, clip and pin the sample to show her the fit, and explain what alterations will do.',
  other: 'Write down in her own words why she did not buy, so next week’s digest can say what to do.',
};

/** What to do about a behaviour she skips: the defaults' own advice, or a general one. */
const behaviourAdviceByKey: Record<string, string> = {
  openedWithPlan: 'Open every appointment with her plan: read back her own words before the first dress.',
  askedBudgetAndDecider: 'Ask about her budget and who decides in the first five minutes of every appointment.',
  pulledFromListFirst: 'Pull from her list first, before anything from the floor.',
  involvedParty: 'Bring her party in: ask each of them what they loved after every dress.',
  askedForSale: 'Ask for the sale: when she lights up in a dress, ask “Is this your dress?”.',
  setNextStep: 'End every appointment with a next step: a date to come back, a hold, or a call.',
};

export const behaviourAdvice = (key: string, label: string): string =>
  behaviourAdviceByKey[key] ?? `Make “${label}” a step of every appointment this week.`;

/** What to do about a goal far off, by its measure. */
export const goalAdvice: Record<Measure, string> = {
  contact_ratio: 'Ask for the sale in every appointment and set a next step with every bride who does not buy.',
  appointment_ratio: 'Ask for the sale in every appointment: when she lights up in a dress, ask “Is this your dress?”.',
  average_sale:
    'Show the veil, belt and accessories with the dress she loves, and pull one dress at the top of her budget.',
  pull_list_rate: 'Pull from her list first: open her plan before the appointment and start with its dresses.',
  win_back_rate: 'Send each follow-up the day it is due, and name the dress she loved in it.',
  outcomes_on_time:
    'Record each outcome within 24 hours of the appointment: it takes a minute from the appointment screen.',
  behaviour: 'Make it a step of every appointment this week.',
};

export const lateOutcomesAdvice =
  'Record each outcome within 24 hours of the appointment: it takes a minute from the appointment screen, and it is what your coaching is built on.';

export const closingDownAdvice =
  'Look back at last week’s appointments without a sale: what did each bride say, and what would you do differently?';

export const keepGoingAdvice = 'Keep doing what works: nothing in your figures asks for a change this week.';

export const digestMessages = {
  kind: 'Choose your own digest or the team’s.',
  optOut: 'Choose whether you want the weekly coaching e-mail.',
  enabled: 'Choose whether the weekly coaching digest is on.',
  notFound: 'Digest not found.',
  teamOnly: 'Only the boutique’s owner and admins see the team digest.',
  optOutSaved: 'Saved.',
} as const;

/** What the week shows so far, for the owner and admins: the team's facts from Monday to today. */
export interface TeamDigestPreview {
  facts: TeamDigestFacts;
}
