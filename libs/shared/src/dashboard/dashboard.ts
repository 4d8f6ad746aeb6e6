import type { AppointmentSummary } from '../appointments/appointment';
import type { BrideStatus } from '../brides/bride-plan';

/**
 * One card of 'Our Brides'. The three survey texts are short excerpts (or null while the step
 * runs): enough for the card's badge rule (below) and a preview, while the full texts come with the profile.
 */
export interface DashboardBride {
  bride: { id: string; name: string; submittedAt: string; weddingDate: string | null; status: BrideStatus };
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
