import type { AppointmentSummary } from '../appointments/appointment';
import type { BrideStatus } from '../brides/bride-plan';

/**
 * One card of 'Our Brides'. The three survey texts are short excerpts (or null while the step
 * runs): enough for the card's badge rule (below) and a preview, while the full texts come with the profile.
 */
export interface DashboardBride {
  bride: {
    id: string;
    name: string;
    /** When her survey came in; a walk-in awaiting it has none to show (see brideBadge). */
    submittedAt: string;
    weddingDate: string | null;
    status: BrideStatus;
    /** Her last appointment was cancelled and none is booked: she is not coming (see appointmentCancelledSql). */
    appointmentCancelled: boolean;
  };
  survey: {
    consultationStrategy: string | null;
    suggestedDresses: string | null;
    enhancedImageAnalysis: string | null;
  };
}

export interface DashboardNotification {
  id: string;
  brideId: string | null;
  kind: string;
  message: string;
  createdAt: string;
}

/** Today in the boutique's zone: a consultant's appointments (and unassigned ones), or the team's for an admin. */
export interface DashboardDay {
  /** The boutique's IANA time zone. */
  timeZone: string;
  /** The boutique-local date, YYYY-MM-DD. */
  date: string;
  /** Booked, completed and no-show appointments that begin that day, in time order. */
  appointments: AppointmentSummary[];
}

/** GET /api/dashboard/consultant for the session's boutique. */
export interface DashboardResponse {
  boutiqueId: number;
  boutiqueName: string;
  /** The boutique's IANA time zone: every time on the dashboard (submitted, notifications) is shown in it. */
  timeZone: string;
  userType: 'admin' | 'consultant';
  consultantName: string;
  consultantGoals: string;
  /** Absolute link to the boutique's survey, for the link card and its QR code. */
  surveyUrl: string;
  activeClients: DashboardBride[];
  /** Unread notifications, newest first. */
  notifications: DashboardNotification[];
  subscription: { maxConsultants: number };
  /** Today's appointments; the demo dashboard's are the seeded team's. */
  today?: DashboardDay;
}

/** The card's badge: 'Ready' when the three texts are all non-empty strings. */
export function isBrideReady(entry: Pick<DashboardBride, 'survey'>): boolean {
  const { consultationStrategy, suggestedDresses, enhancedImageAnalysis } = entry.survey;
  return [consultationStrategy, suggestedDresses, enhancedImageAnalysis].every(
    (text) => typeof text === 'string' && text.trim().length > 0,
  );
}

/**
 * The one badge a bride has, on her card and her profile: a walk-in whose survey is not in yet
 * 'awaiting_survey' (no 'Submitted' date: she has sent nothing); a bride whose appointment was
 * cancelled (and none booked since) 'cancelled', never 'Ready' as if she were coming; else whether
 * her plan is ready.
 */
export type BrideBadge = 'awaiting_survey' | 'cancelled' | 'ready' | 'analyzing';

export const brideBadgeLabels: Record<BrideBadge, string> = {
  awaiting_survey: 'Awaiting survey',
  cancelled: 'Appointment cancelled',
  ready: 'Ready',
  analyzing: 'Analyzing...',
};

export function brideBadge(bride: { status: BrideStatus; appointmentCancelled?: boolean }, ready: boolean): BrideBadge {
  if (bride.status === 'awaiting_survey') return 'awaiting_survey';
  if (bride.appointmentCancelled) return 'cancelled';
  return ready ? 'ready' : 'analyzing';
}
