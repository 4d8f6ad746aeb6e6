import type { BrideStatus } from '../brides/bride-plan';

/**
 * One card of 'Our Brides'. The three survey texts are short excerpts (or null while the step
 * runs): enough for the spec's badge rule and a preview, while the full texts come with the profile.
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
}

/** The spec's card badge: 'Ready' when the three texts are all non-empty strings. */
export function isBrideReady(entry: Pick<DashboardBride, 'survey'>): boolean {
  const { consultationStrategy, suggestedDresses, enhancedImageAnalysis } = entry.survey;
  return [consultationStrategy, suggestedDresses, enhancedImageAnalysis].every(
    (text) => typeof text === 'string' && text.trim().length > 0,
  );
}
