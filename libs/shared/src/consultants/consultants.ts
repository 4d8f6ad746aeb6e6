import type { AccountStatus } from '../accounts/account-types';
import type { FreeWeekend } from '../pricing/free-weekend';

/** What the consultants calls answer. The dashboard reads accountStatus, the management page status. */
export interface Consultant {
  id: string;
  name: string;
  /** Her login; null for a consultant added without one, who needs setup until it is given. */
  email: string | null;
  accountStatus: AccountStatus;
  status: AccountStatus;
  /** 'admin' for the boutique's owner and admins, else 'consultant'. */
  role: 'admin' | 'consultant';
  coachingGoals: string;
  /** ISO time of the last login, or null. */
  lastLogin: string | null;
  /** ISO time the current invitation was sent (pending consultants), or null. */
  invitedAt: string | null;
  /**
   * Set on a name an import brought in that has no e-mail yet: not yet invited, taking no seat, her
   * imported history counted in the reports.
   */
  notYetInvited?: true;
}

/** GET /api/subscription-details. */
export interface SubscriptionDetails {
  boutiqueName: string;
  /** 'trial' during the free weekend it signed up for: nothing is billed then. */
  status: 'active' | 'trial';
  /** The free weekend, while it runs. */
  trial?: FreeWeekend;
  plan: 'standard';
  maxConsultants: number;
  subscription: { maxConsultants: number };
  /** Consultants counted against the seats (every consultant row, whatever their status). */
  consultantCount: number;
  pricePerConsultant: number;
  /** The fee line, from libs/shared/src/pricing/pricing.ts feeLine. */
  feeLine: string;
  monthlyFee: number;
}

/** GET /api/consultant-invite/{token}. */
export interface InvitationLookup {
  name: string;
  email: string;
  boutiqueName: string;
}

/** POST /api/consultant-accept-invite: her account is active; she logs in with this e-mail. */
export interface AcceptInvitationResponse {
  ok: true;
  email: string;
}

export const consultantMessages = {
  limitReachedTitle: 'Consultant Limit Reached',
  limitReached: (max: number) =>
    `You've reached your limit of ${max} consultants. Upgrade your subscription to add more consultants.`,
  missingInformationTitle: 'Missing Information',
  missingInformation: 'Please provide both name and email.',
  emailTaken: 'Someone with this email already has an account.',
  notFound: 'Consultant not found',
  invalidInvitationTitle: 'Invalid Invitation',
  invalidLinkTitle: 'Invalid Link',
  invalidInvitation: 'This invitation link is invalid or has expired.',
  passwordMismatchTitle: 'Password Mismatch',
  passwordMismatch: 'Passwords do not match. Please try again.',
  passwordTooShortTitle: 'Password Too Short',
  passwordTooShort: 'Password must be at least 8 characters long.',
  accountCreatedTitle: 'Account Created!',
  accountCreated: 'Your consultant account has been set up successfully. You can now log in.',
  setupFailedTitle: 'Setup Failed',
  setupFailed: 'Failed to create your account. Please try again.',
  cannotRemoveSelf: 'You cannot remove your own account.',
  cannotRemoveOwner: "The boutique owner's account cannot be removed.",
} as const;

/** Invitations expire after this many days. */
export const invitationLifetimeDays = 7;
