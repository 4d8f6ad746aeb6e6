export const demoBoutiqueId = 99;
export const demoBoutiqueSlug = 'demo';

export type UserRole = 'boutique_owner' | 'admin' | 'consultant';
export type UserType = 'admin' | 'consultant';
/** A user account's status; a consultant's badge shows it (web: consultant-status-badge.tsx). */
export type AccountStatus = 'active' | 'pending' | 'needs_setup';

/** The answer of POST /api/auth/login and GET /api/auth/me. */
export interface SessionInfo {
  boutiqueId: number;
  boutiqueName: string;
  userRole: UserRole;
  userType: UserType;
  consultantId?: string;
  userName: string;
  email: string;
  /** Whether the user has opened the link e-mailed to her address; admins invite only once it is. */
  emailConfirmed: boolean;
}

/** POST /api/signup. */
export interface SignupResponse {
  /**
   * The same whether or not the address already had an account (nothing else is said): the
   * e-mail sent to it tells the rest, a confirmation link or how to log in.
   */
  ok: true;
}

/** POST /api/trial-signup. */
export interface TrialSignupResponse {
  trialId: string;
}

export interface ApiError {
  error: string;
  fields?: Record<string, string>;
}
